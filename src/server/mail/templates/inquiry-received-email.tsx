import { Text } from '@react-email/text';
import { EmailLayout, paragraph, type EmailAgency } from './email-layout.js';
import { type InquiryFacts, InquiryFactsSection } from './inquiry-facts.js';
import { StatusLinkSection } from './status-link-section.js';

export interface InquiryReceivedProps {
  agency: EmailAgency;
  name: string;
  facts: InquiryFacts;
  /** When the agency promises a quote, in words and India's time. */
  replyBy: string;
  statusUrl: string;
}

/** To the customer, at once: we have it, here is its reference, when to expect us, and the link. */
export function InquiryReceivedEmail({ agency, name, facts, replyBy, statusUrl }: InquiryReceivedProps) {
  return (
    <EmailLayout
      agency={agency}
      preview={`We received your inquiry ${facts.reference}`}
      heading="We received your inquiry"
    >
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={paragraph}>
        Thank you for your booking inquiry. Our team will get back to you with a quote by <strong>{replyBy}</strong>.
      </Text>
      <InquiryFactsSection facts={facts} />
      <StatusLinkSection statusUrl={statusUrl} />
    </EmailLayout>
  );
}
