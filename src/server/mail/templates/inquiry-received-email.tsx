import { Text } from '@react-email/components';
import { ActionButton, EMAIL_COLOURS, EmailLayout, paragraph, type EmailAgency } from './email-layout.js';
import { type InquiryFacts, InquiryFactsSection } from './inquiry-facts.js';

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
      <Text style={paragraph}>You can follow your inquiry at any time through your private link:</Text>
      <ActionButton href={statusUrl}>Follow your inquiry</ActionButton>
      {/* The bare link may break anywhere: unbroken, it would widen the e-mail on a phone. */}
      <Text
        style={{
          ...paragraph,
          fontSize: '13px',
          color: EMAIL_COLOURS.muted,
          marginTop: '16px',
          wordBreak: 'break-all',
          overflowWrap: 'anywhere',
        }}
      >
        Keep this link to yourself: anyone who has it can see the inquiry's status. {statusUrl}
      </Text>
    </EmailLayout>
  );
}
