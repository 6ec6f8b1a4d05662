import { formatRupeesWithPaise } from '#shared/money';

/** One amount of a settlement: its label and its rupees, the last row (what is left) in bold. */
export function MoneyRow({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-1 ${strong ? 'font-semibold text-brand-950' : ''}`}>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-sm whitespace-nowrap tabular-nums">{formatRupeesWithPaise(paise)}</dd>
    </div>
  );
}
