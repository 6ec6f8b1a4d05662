import { BillToFields } from './bill-to-fields';
import { ExemptionField } from './exemption-field';
import { SaleLinesFields } from './sale-lines-fields';
import { SalePreviewTotals } from './sale-preview-totals';

/**
 * What a booking agreed by phone sold, as its two forms (making the booking, entering an older
 * booking's lines) ask for it: the billing block, the lines, the live totals and any exemption.
 * `headingLevel` fits the heading into the form's own outline.
 */
export function BookingSaleFields({
  idPrefix,
  agencyState,
  headingLevel,
}: {
  idPrefix: string;
  agencyState: string;
  headingLevel: 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  return (
    <>
      <BillToFields idPrefix={idPrefix} />
      <div>
        <Heading className="mb-2 text-base font-semibold text-brand-950">Lines</Heading>
        <SaleLinesFields idPrefix={idPrefix} />
      </div>
      <SalePreviewTotals agencyState={agencyState} />
      <ExemptionField idPrefix={idPrefix} />
    </>
  );
}
