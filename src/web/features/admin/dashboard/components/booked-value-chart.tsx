import { formatMonth } from '#shared/format';
import type { BookingFigures } from '#shared/schemas/dashboard';
import { barPercent, bookingsText } from '../booking-notes';
import { formatRupeeFigure } from '../money-figure';

/**
 * The value booked in each of the last months, as a table whose value cells carry a bar drawn in
 * CSS (hidden from screen readers, which read the figures): no chart library for six bars.
 */
export function BookedValueChart({
  months,
  className = '',
}: {
  months: BookingFigures['valueByMonth'];
  className?: string;
}) {
  const largest = Math.max(0, ...months.map((month) => month.paise));
  return (
    <section
      aria-labelledby="booked-value-heading"
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <h2 id="booked-value-heading" className="font-semibold text-brand-950">
        Value booked by month
      </h2>
      <table aria-labelledby="booked-value-heading" className="mt-3 w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Value booked</th>
            <th scope="col">Bookings</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} data-month={month.month}>
              <th scope="row" className="py-1.5 pr-3 text-left font-medium whitespace-nowrap text-slate-700 sm:w-36">
                {formatMonth(month.month)}
              </th>
              <td className="py-1.5">
                {/* On a phone the amount sits above its bar; from 640 px beside it. */}
                <div className="flex flex-col-reverse gap-1 sm:flex-row sm:items-center sm:gap-2">
                  <div className="h-3 w-full rounded bg-slate-100 sm:h-4 sm:min-w-0 sm:flex-1" aria-hidden="true">
                    <div
                      className="h-full rounded bg-brand-500"
                      style={{ width: `${barPercent(month.paise, largest)}%` }}
                    />
                  </div>
                  <span className="text-right font-semibold text-brand-950 tabular-nums sm:w-24 sm:shrink-0">
                    {formatRupeeFigure(month.paise)}
                  </span>
                </div>
              </td>
              <td className="py-1.5 pl-3 text-right text-xs whitespace-nowrap text-slate-600 sm:w-24">
                {bookingsText(month.count)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs font-medium text-slate-600">
        The bookings’ totals with GST, by the month each was made (India’s calendar); cancelled bookings left out
      </p>
    </section>
  );
}
