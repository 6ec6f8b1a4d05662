import { CalendarCheck } from 'lucide-react';
import type { Inquiry } from '#shared/schemas/inquiry';
import { buttonClasses } from '#web/components/ui/button';
import { LazyDialogButton } from '#web/components/ui/lazy-dialog-button';
import { lazyWithPreload } from '#web/lib/lazy-with-preload';
import type { InquiryCelebrity } from './inquiry-dialog';
import { LazyInquiryForm } from './lazy-inquiry-form';

/**
 * The dialog (Radix), its form (react-hook-form, zod): chunks of their own, off the profile's
 * first load, both fetched at once on the first sign of intent, and drawn at once when they are
 * here (lazyWithPreload).
 */
const InquiryDialog = lazyWithPreload(() => import('./inquiry-dialog'));
const loadDialogAndForm = () => Promise.all([InquiryDialog.preload(), LazyInquiryForm.preload()]);

/**
 * The detail page's booking button (SPEC §2): "Contact for Booking", or "Inquire for Price"
 * when the price is on demand. It opens a modal with the inquiry form, which closes once the
 * inquiry is stored; the page then confirms it (`onSent`).
 */
export function InquiryButton({
  celebrity,
  onSent,
}: {
  celebrity: InquiryCelebrity;
  /** The inquiry once stored, for the page to confirm it with its reference (InquirySentNote). */
  onSent: (inquiry: Inquiry) => void;
}) {
  const onDemand = celebrity.priceOnDemand || celebrity.price === null;
  return (
    <LazyDialogButton
      name="inquire"
      className={buttonClasses({ variant: 'gold', size: 'lg', className: 'w-full' })}
      load={loadDialogAndForm}
      dialog={(state) => <InquiryDialog {...state} celebrity={celebrity} onSent={onSent} />}
    >
      <CalendarCheck className="size-5" aria-hidden="true" />
      {onDemand ? 'Inquire for Price' : 'Contact for Booking'}
    </LazyDialogButton>
  );
}
