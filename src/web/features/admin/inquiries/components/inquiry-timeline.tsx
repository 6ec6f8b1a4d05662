import { formatIndianTime } from '#shared/format';
import type { TimelineEntry } from '../utils/timeline-entries';

const DOT: Record<TimelineEntry['tone'], string> = {
  neutral: 'bg-brand-500',
  good: 'bg-emerald-500',
  bad: 'bg-red-500',
  waiting: 'bg-amber-400',
};

/** Everything that happened to the inquiry, oldest first: who did what, and when. */
export function InquiryTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol aria-label="Timeline, oldest first" className="relative space-y-4 border-l border-slate-200 pl-5">
      {entries.map((entry) => (
        <li key={entry.key} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[25px] size-2.5 rounded-full ring-4 ring-white ${DOT[entry.tone]}`}
          />
          <p className="text-sm font-medium break-words text-slate-900">{entry.title}</p>
          {entry.detail && <p className="mt-0.5 text-xs break-words text-slate-700">{entry.detail}</p>}
          <p className="mt-0.5 text-xs text-slate-600">
            <time dateTime={entry.at}>{formatIndianTime(entry.at)}</time>
            {entry.by && <> · {entry.by}</>}
          </p>
        </li>
      ))}
    </ol>
  );
}
