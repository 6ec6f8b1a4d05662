import type { CalendarEntryKind } from '#shared/constants/calendar';
import { ENTRY_CLASSES } from '#web/components/calendar/entry-styles';
import { KIND_LABELS } from '../utils/entry-text';

const KINDS: { kind: CalendarEntryKind; label: string }[] = [
  { kind: 'hold', label: `${KIND_LABELS.hold} (tentative)` },
  { kind: 'confirmed', label: KIND_LABELS.confirmed },
  { kind: 'blackout', label: KIND_LABELS.blackout },
];

/** What the colours mean: each kind's swatch, and its travel days', lighter. */
export function CalendarLegend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
      {KINDS.map(({ kind, label }) => (
        <li key={kind} className="flex items-center gap-2">
          <span className={`size-4 shrink-0 rounded ${ENTRY_CLASSES[kind].event}`} aria-hidden="true" />
          {label}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span className={`size-4 shrink-0 rounded ${ENTRY_CLASSES.confirmed.travel}`} aria-hidden="true" />
        Travel days (lighter)
      </li>
    </ul>
  );
}
