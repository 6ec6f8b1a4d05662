import { formatIndianTime } from '#shared/format';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { blockedDays } from '../utils/calendar-entries';
import { daysText, KIND_DESCRIPTIONS, travelText } from '../utils/entry-text';
import { OverlapWarning } from './overlap-warning';

/** What the calendar knows of an entry: kind, celebrity, days, travel days, reason, who added it. */
export function EntryFacts({ entry }: { entry: CalendarEntry }) {
  const blocked = blockedDays(entry);
  const hasTravel = entry.bufferBefore > 0 || entry.bufferAfter > 0;
  const facts: [string, string][] = [
    ['Kind', KIND_DESCRIPTIONS[entry.kind]],
    ['Celebrity', entry.celebrity.name],
    ['Days', daysText(entry.start, entry.end)],
    ['Travel days', travelText(entry)],
    ...(hasTravel ? [['Unavailable', daysText(blocked.first, blocked.last)] as [string, string]] : []),
    ...(entry.kind === 'blackout' ? [['Reason', entry.reason] as [string, string]] : []),
    ['Added by', entry.createdByName ?? 'The system'],
    ['Added on', formatIndianTime(entry.createdAt)],
  ];
  return (
    <div className="space-y-4">
      {entry.overlapsHold && (
        <p className="rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
          <OverlapWarning />
          <span className="block">Another hold of {entry.celebrity.name} shares a day with this one.</span>
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="break-words text-slate-900 max-sm:-mt-2.5">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
