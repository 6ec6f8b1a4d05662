import { useWatch } from 'react-hook-form';
import { amountInWords } from '#shared/amount-in-words';
import { gstRateOn, placeOfSupplyOf, quoteTax } from '#shared/gst/quote-tax';
import { indianDay } from '#shared/format';
import { normaliseGstin } from '#shared/gst/gstin';
import { ratePaiseOf, type SaleFormValues } from '#web/lib/sale-form';
import { QuoteTotals } from '#web/components/quote/quote-totals';

/**
 * The totals as a sale (a quote, a booking's lines) is typed, worked out by the shared tax module
 * the server uses: the same figures it will have when saved (at today's rate).
 */
export function SalePreviewTotals({ agencyState }: { agencyState: string }) {
  const [lines, customer, venueState, exemptionReason] = useWatch<
    SaleFormValues,
    ['lines', 'customer', 'venueState', 'exemptionReason']
  >({
    name: ['lines', 'customer', 'venueState', 'exemptionReason'],
  });
  const gstin = normaliseGstin(customer?.gstin ?? '');
  const placeOfSupply = placeOfSupplyOf({ gstin, state: customer?.state ?? '' }, venueState ?? '');
  const basisPoints = gstRateOn(indianDay());
  const tax = quoteTax({
    lines: (lines ?? []).map((line) => ({
      quantity: Number.isInteger(line.quantity) && (line.quantity ?? 0) > 0 ? line.quantity : 0,
      ratePaise: ratePaiseOf(line),
      reimbursement: line.reimbursement ?? false,
    })),
    agencyState,
    placeOfSupply,
    basisPoints,
    exempt: (exemptionReason ?? '').trim() !== '',
  });
  return (
    <section aria-label="Totals" className="rounded-xl bg-brand-50/60 p-4">
      <QuoteTotals
        figures={{
          ...tax,
          gstBasisPoints: basisPoints,
          exempt: (exemptionReason ?? '').trim() !== '',
          // Worked out here as it is typed: the server says the same words once it is saved.
          totalInWords: amountInWords(tax.totalPaise),
        }}
      />
      {!placeOfSupply && <p className="mt-2 text-xs text-slate-600">Choose the venue’s state to see the tax split.</p>}
    </section>
  );
}
