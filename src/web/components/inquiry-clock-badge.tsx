import { AlarmClock, CheckCircle2, Clock, TriangleAlert } from 'lucide-react';
import { formatIndianTime } from '#shared/format';
import { clockLabel, inquiryClock, shortClockLabel, type ClockFacts, type InquiryClock } from '#shared/inquiry-clock';

const STYLES: Record<InquiryClock['kind'], string> = {
  'time-left': 'bg-slate-100 text-slate-800 ring-slate-300',
  'due-soon': 'bg-amber-100 text-amber-950 ring-amber-400',
  overdue: 'bg-red-100 text-red-900 ring-red-300',
  'answered-on-time': 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  'answered-late': 'bg-orange-50 text-orange-900 ring-orange-300',
  answered: 'bg-slate-50 text-slate-700 ring-slate-200',
};

function ClockIcon({ kind }: { kind: InquiryClock['kind'] }) {
  const className = 'size-3.5 shrink-0';
  if (kind === 'overdue') return <TriangleAlert className={className} aria-hidden="true" />;
  if (kind === 'due-soon') return <AlarmClock className={className} aria-hidden="true" />;
  if (kind === 'time-left') return <Clock className={className} aria-hidden="true" />;
  return <CheckCircle2 className={className} aria-hidden="true" />;
}

/**
 * An inquiry against the 24-hour promise: time left, due soon, overdue by how long, or answered
 * on time / late (`short`: in a few words, the full ones read out and in the tooltip). Read at
 * render time: the lists and the inquiry page refetch often enough for the minutes to stay right.
 */
export function InquiryClockBadge({ inquiry, short = false }: { inquiry: ClockFacts; short?: boolean }) {
  const clock = inquiryClock(inquiry);
  const full = clockLabel(clock);
  return (
    <span
      data-clock={clock.kind}
      title={`${full}. Reply promised by ${formatIndianTime(inquiry.replyBy)}`}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STYLES[clock.kind]}`}
    >
      <ClockIcon kind={clock.kind} />
      {short ? (
        <>
          <span aria-hidden="true">{shortClockLabel(clock)}</span>
          <span className="sr-only">{full}</span>
        </>
      ) : (
        full
      )}
    </span>
  );
}
