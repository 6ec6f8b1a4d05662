import { Text } from '@react-email/text';
import { EmailLayout, paragraph, type EmailAgency } from './email-layout.js';
import { type InquiryFacts, InquiryFactsSection } from './inquiry-facts.js';

export interface CustomerStatusProps {
  agency: EmailAgency;
  name: string;
  decision: 'confirmed' | 'rejected';
  facts: InquiryFacts;
}

/** To the customer, when staff choose to tell them of a decision on their inquiry. */
export function CustomerStatusEmail({ agency, name, decision, facts }: CustomerStatusProps) {
  const heading = decision === 'confirmed' ? 'Your booking is confirmed' : 'An update on your inquiry';
  return (
    <EmailLayout agency={agency} preview={`${heading}: ${facts.reference}`} heading={heading}>
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={paragraph}>
        {decision === 'confirmed'
          ? 'We are delighted to confirm your booking. Our team will be in touch about the next steps.'
          : 'We are sorry: we are unable to take this booking. Our team will be happy to suggest other celebrities for your event.'}
      </Text>
      <InquiryFactsSection facts={facts} />
      <Text style={paragraph}>
        The private link in our first e-mail about this inquiry shows its status and history at any time.
      </Text>
    </EmailLayout>
  );
}
