import { formatDate, formatMonth } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { TdsRegisterMonth } from '#shared/schemas/payouts-responses';

/** Each month's deductions: paid, TDS, and the day that TDS is due to the government. */
export function RegisterMonths({ months }: { months: TdsRegisterMonth[] }) {
  return (
    <section aria-labelledby="tds-months-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="tds-months-heading" className="text-lg font-semibold text-brand-950">
        Month totals
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each month’s TDS is paid by the 7th of the next month; March’s by 30 April.
      </p>
      <ul aria-label="Month totals" className="mt-3 divide-y divide-slate-100">
        {months.map((month) => (
          <li
            key={month.month}
            className="flex flex-col gap-1 py-2.5 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
          >
            <div>
              <p className="font-medium text-slate-900">{formatMonth(month.month)}</p>
              <p className="text-slate-600 tabular-nums">
                {formatRupeesWithPaise(month.amountPaidPaise)} paid · due by {formatDate(month.dueOn)}
              </p>
            </div>
            <p className="font-semibold text-slate-900 tabular-nums">TDS {formatRupeesWithPaise(month.tdsPaise)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
