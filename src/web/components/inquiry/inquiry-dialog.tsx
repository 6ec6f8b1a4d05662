import { CalendarCheck } from 'lucide-react';
import { lazy, useState } from 'react';
import { buttonClasses } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { EarlyTapButton } from '#web/components/ui/early-tap-button';
import { LazyFormPanel } from './lazy-form-panel';

/** The form (react-hook-form, zod) is its own chunk, fetched when a visitor shows intent. */
const loadInquiryForm = () => import('./inquiry-form');
const InquiryForm = lazy(() => loadInquiryForm().then((module) => ({ default: module.InquiryForm })));

function prefetchInquiryForm(): void {
  // A failed prefetch is retried by the lazy component when the dialog opens.
  loadInquiryForm().catch(() => undefined);
}

interface InquiryDialogProps {
  celebrity: { _id: string; name: string; price: number | null; priceOnDemand: boolean };
}

/**
 * The detail page's booking button (SPEC §2): "Contact for Booking", or "Inquire for Price"
 * when the price is on demand. It opens a modal with the inquiry form, which closes once the
 * inquiry is stored.
 */
export function InquiryDialog({ celebrity }: InquiryDialogProps) {
  const [open, setOpen] = useState(false);
  const onDemand = celebrity.priceOnDemand || celebrity.price === null;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Book ${celebrity.name}`}
      description="Tell us about your event and we will send you a quote within 24 hours."
      trigger={
        // A tap before the page's JavaScript has arrived opens the form once it has (issue 11).
        <EarlyTapButton
          name="inquire"
          onEarlyTap={() => setOpen(true)}
          className={buttonClasses({ variant: 'gold', size: 'lg', className: 'w-full' })}
          onPointerEnter={prefetchInquiryForm}
          onFocus={prefetchInquiryForm}
        >
          <CalendarCheck className="size-5" aria-hidden="true" />
          {onDemand ? 'Inquire for Price' : 'Contact for Booking'}
        </EarlyTapButton>
      }
    >
      <LazyFormPanel>
        <InquiryForm celebrity={celebrity} onSubmitted={() => setOpen(false)} />
      </LazyFormPanel>
    </Dialog>
  );
}
