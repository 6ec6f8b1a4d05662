import { PORTAL_KIND_HINTS, PORTAL_KIND_LABELS, type PortalItemKind } from '../utils/portal-calendar';
import { itemClasses } from './item-classes';

const KINDS: PortalItemKind[] = ['confirmed', 'hold', 'blackout', 'requested'];

/** What the colours mean: each kind's swatch and a word on it, and the travel days', lighter. */
export function PortalCalendarLegend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
      {KINDS.map((kind) => (
        <li key={kind} className="flex items-center gap-2">
          <span className={`size-4 shrink-0 rounded ${itemClasses(kind, 'event')}`} aria-hidden="true" />
          {PORTAL_KIND_LABELS[kind]} ({PORTAL_KIND_HINTS[kind]})
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span className={`size-4 shrink-0 rounded ${itemClasses('confirmed', 'travel')}`} aria-hidden="true" />
        Travel days (lighter)
      </li>
    </ul>
  );
}
