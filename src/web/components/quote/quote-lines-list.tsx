import { documentLineText } from '#shared/gst/line-text';
import { formatRupeesWithPaise } from '#shared/money';
import type { Quote } from '#shared/schemas/quote-responses';

/** A quote's lines as a list: what each is for, its quantity, whether it is at actual cost, its amount. */
export function QuoteLinesList({ lines }: { lines: Quote['lines'] }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
      {lines.map((line, index) => (
        <li key={index} className="flex justify-between gap-4 px-3 py-2">
          <span className="min-w-0 wrap-anywhere">
            <span className="text-slate-900">{documentLineText(line)}</span>
            {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            {line.reimbursement && <span className="text-slate-600"> (at actual cost)</span>}
          </span>
          <span className="shrink-0 tabular-nums">{formatRupeesWithPaise(line.amountPaise)}</span>
        </li>
      ))}
    </ul>
  );
}
