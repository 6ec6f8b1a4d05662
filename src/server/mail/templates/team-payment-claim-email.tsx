import { Text } from '@react-email/text';
import { ActionButton, EmailLayout, FactLine, paragraph, type EmailAgency } from './email-layout.js';

export interface TeamPaymentClaimProps {
  agency: EmailAgency;
  customer: string;
  bookingNumber: string;
  facts: { label: string; value: string }[];
  /** Set when the amount reported is not what was due: said plainly, for staff to check. */
  differs: string | null;
  adminUrl: string;
}

/** To the team: a customer reports a payment from their status link; staff confirm it or not. */
export function TeamPaymentClaimEmail({
  agency,
  customer,
  bookingNumber,
  facts,
  differs,
  adminUrl,
}: TeamPaymentClaimProps) {
  return (
    <EmailLayout
      agency={agency}
      preview={`${customer} reports a payment on ${bookingNumber}`}
      heading="Payment to confirm"
    >
      <Text style={paragraph}>
        {customer} reports paying for booking {bookingNumber}. Find the money in the bank account, then confirm it on
        the desk (its receipt voucher is sent) or mark it not received.
      </Text>
      {facts.map((fact) => (
        <FactLine key={fact.label} label={fact.label} value={fact.value} />
      ))}
      {differs && <Text style={paragraph}>{differs}</Text>}
      <ActionButton href={adminUrl}>Open the inquiry</ActionButton>
    </EmailLayout>
  );
}
