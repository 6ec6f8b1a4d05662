import { formatIndianTime } from '#shared/format';
import type { InquiryStatusView } from '#shared/schemas/inquiry';
import { historyLabel } from '../status-words';

/** Every step the inquiry has taken, oldest first; `booked`: it has a booking (historyLabel). */
export function StatusHistory({ history, booked }: { history: InquiryStatusView['history']; booked: boolean }) {
  return (
    <section
      aria-labelledby="status-history"
      className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="status-history" className="text-xl font-bold text-brand-950">
        History
      </h2>
      <ol className="mt-4 space-y-4 border-l-2 border-brand-100 pl-5">
        {history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full bg-brand-600" />
            <p className="font-semibold text-brand-950">{historyLabel(entry.status, booked)}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={entry.at}>{formatIndianTime(entry.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
