import { PaymentsToConfirm } from '#web/features/admin/billing/components/payments-to-confirm';
import { InquiriesPage } from '#web/features/admin/inquiries/inquiries-page';

/**
 * The desk (`/admin/inquiries`): the inquiries feature's list, with billing's "Payments to
 * confirm" above it (issue 38). Composed here, as the inquiry's page is, so neither feature
 * imports the other.
 */
export function InquiriesDeskPage() {
  return <InquiriesPage aboveList={<PaymentsToConfirm />} />;
}
