import { Text } from '@react-email/text';
import { EmailLayout, FactLine, paragraph, type EmailAgency } from './email-layout.js';
import { QuoteLinkSection } from './quote-link-section.js';

export interface BookingDocumentEmailProps {
  agency: EmailAgency;
  name: string;
  heading: string;
  preview: string;
  /** What happened, in a sentence or two ("We received your payment of ₹50,000.00."). */
  intro: string;
  facts: { label: string; value: string }[];
  /** What comes next, if anything. */
  closing?: string;
  statusUrl: string;
}

/**
 * A booking's message to its customer (issue 22): a receipt or refund voucher, the tax invoice,
 * a credit note (each attached as a PDF by the outbox), the cancellation, the balance's reminder;
 * with their private link, where the schedule and what is paid are shown.
 */
export function BookingDocumentEmail({
  agency,
  name,
  heading,
  preview,
  intro,
  facts,
  closing,
  statusUrl,
}: BookingDocumentEmailProps) {
  return (
    <EmailLayout agency={agency} preview={preview} heading={heading}>
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={paragraph}>{intro}</Text>
      {facts.map((fact) => (
        <FactLine key={fact.label} label={fact.label} value={fact.value} />
      ))}
      {closing && <Text style={paragraph}>{closing}</Text>}
      <QuoteLinkSection statusUrl={statusUrl} label="See your booking" />
    </EmailLayout>
  );
}
