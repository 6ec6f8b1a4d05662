import type { Inquiry } from '#shared/schemas/inquiry';
import { Dialog } from '#web/components/ui/dialog';
import type { LazyDialogState } from '#web/components/ui/lazy-dialog-button';
import { LazyFormPanel } from './lazy-form-panel';
import { LazyInquiryForm } from './lazy-inquiry-form';

/** What the booking form needs of the celebrity. */
export interface InquiryCelebrity {
  _id: string;
  name: string;
  price: number | null;
  priceOnDemand: boolean;
}

/**
 * A booking inquiry in a modal, for one celebrity; it closes once the inquiry is stored (SPEC §4),
 * and `onSent` has the page say so, with the inquiry's reference. Fetched with its form when a
 * visitor shows intent (InquiryButton).
 */
export default function InquiryDialog({
  open,
  onOpenChange,
  returnFocus,
  celebrity,
  onSent,
}: LazyDialogState & { celebrity: InquiryCelebrity; onSent: (inquiry: Inquiry) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={`Book ${celebrity.name}`}
      description="Tell us about your event and we will send you a quote within 24 hours."
    >
      <LazyFormPanel>
        <LazyInquiryForm
          celebrity={celebrity}
          onSubmitted={(inquiry) => {
            onSent(inquiry);
            onOpenChange(false);
          }}
        />
      </LazyFormPanel>
    </Dialog>
  );
}
