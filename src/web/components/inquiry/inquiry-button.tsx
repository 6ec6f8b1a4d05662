import { CalendarCheck } from 'lucide-react';
import { lazy } from 'react';
import { buttonClasses } from '#web/components/ui/button';
import { LazyDialogButton } from '#web/components/ui/lazy-dialog-button';
import type { InquiryCelebrity } from './inquiry-dialog';

/** The dialog (Radix), its form (react-hook-form, zod): chunks of their own, off the profile's first load. */
const loadDialog = () => import('./inquiry-dialog');
const InquiryDialog = lazy(loadDialog);

/**
 * The detail page's booking button (SPEC §2): "Contact for Booking", or "Inquire for Price"
 * when the price is on demand. It opens a modal with the inquiry form, which closes once the
 * inquiry is stored.
 */
export function InquiryButton({ celebrity }: { celebrity: InquiryCelebrity }) {
  const onDemand = celebrity.priceOnDemand || celebrity.price === null;
  return (
    <LazyDialogButton
      name="inquire"
      className={buttonClasses({ variant: 'gold', size: 'lg', className: 'w-full' })}
      load={loadDialog}
      dialog={(state) => <InquiryDialog {...state} celebrity={celebrity} />}
    >
      <CalendarCheck className="size-5" aria-hidden="true" />
      {onDemand ? 'Inquire for Price' : 'Contact for Booking'}
    </LazyDialogButton>
  );
}
