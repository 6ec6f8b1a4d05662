import type { SupplyKind } from '#shared/gst/quote-tax';
import { formatRupeesWithPaise } from '#shared/money';

export interface QuoteTotalsFigures {
  supply: SupplyKind;
  gstBasisPoints: number;
  exempt: boolean;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  reimbursementPaise: number;
  totalPaise: number;
  /** The total in words as an Indian invoice writes it, from the server (`amountInWords`): the words' library stays off the page. */
  totalInWords: string;
}

function Row({ label, paise, strong = false }: { label: string; paise: number | string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-slate-300 pt-2 text-base font-bold text-brand-950' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{typeof paise === 'number' ? formatRupeesWithPaise(paise) : paise}</dd>
    </div>
  );
}

/** A quote's taxable value, tax split, reimbursements and total, in figures and in words. */
export function QuoteTotals({ figures, className = '' }: { figures: QuoteTotalsFigures; className?: string }) {
  const half = `${figures.gstBasisPoints / 200}%`;
  return (
    <div className={className}>
      <dl className="text-sm text-slate-700">
        <Row label="Taxable value" paise={figures.taxablePaise} />
        {figures.exempt ? (
          <Row label="GST" paise="Exempt" />
        ) : figures.supply === 'intra-state' ? (
          <>
            <Row label={`CGST ${half}`} paise={figures.cgstPaise} />
            <Row label={`SGST ${half}`} paise={figures.sgstPaise} />
          </>
        ) : (
          <Row label={`IGST ${figures.gstBasisPoints / 100}%`} paise={figures.igstPaise} />
        )}
        {figures.reimbursementPaise > 0 && (
          <Row label="Reimbursements at actual cost" paise={figures.reimbursementPaise} />
        )}
        <Row label="Total" paise={figures.totalPaise} strong />
      </dl>
      <p className="mt-1 text-xs text-slate-600">{figures.totalInWords}</p>
    </div>
  );
}
