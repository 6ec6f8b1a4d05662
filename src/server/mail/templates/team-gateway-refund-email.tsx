import { Text } from '@react-email/text';
import { ActionButton, EmailLayout, paragraph, type EmailAgency } from './email-layout.js';

export interface TeamGatewayRefundProps {
  agency: EmailAgency;
  customer: string;
  bookingNumber: string;
  /** The amount to refund, in rupees as printed. */
  amount: string;
  /** The gateway's id of the payment, to find it on the gateway's dashboard. */
  gatewayPaymentId: string;
  reason: 'cancelled' | 'more_than_due';
  adminUrl: string;
}

/**
 * To the team: money came through the payment gateway for a booking that no longer owed it
 * (issue 38). Nothing was receipted for it; someone refunds it on the gateway's dashboard.
 */
export function TeamGatewayRefundEmail(props: TeamGatewayRefundProps) {
  const { agency, customer, bookingNumber, amount, gatewayPaymentId, reason, adminUrl } = props;
  return (
    <EmailLayout
      agency={agency}
      preview={`${amount} paid online on booking ${bookingNumber} is to be refunded`}
      heading="An online payment is to be refunded"
    >
      <Text style={paragraph}>
        {customer} paid {amount} online for booking {bookingNumber}, but{' '}
        {reason === 'cancelled'
          ? 'the booking had been cancelled by then'
          : 'that was more than the booking still owed (what it owed was recorded as a payment)'}
        .
      </Text>
      <Text style={paragraph}>
        No receipt voucher was issued for this amount. Refund it on the payment gateway’s dashboard (payment{' '}
        {gatewayPaymentId}), then tell the customer.
      </Text>
      <ActionButton href={adminUrl}>Open the inquiry</ActionButton>
    </EmailLayout>
  );
}
