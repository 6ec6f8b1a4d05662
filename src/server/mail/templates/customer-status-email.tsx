import { Text } from '@react-email/text';
import { EmailLayout, paragraph, type EmailAgency } from './email-layout.js';
import { type InquiryFacts, InquiryFactsSection } from './inquiry-facts.js';

export interface CustomerStatusProps {
  agency: EmailAgency;
  name: string;
  /** `arranging`: confirmed by staff while no booking is confirmed yet, so not "booked". */
  decision: 'confirmed' | 'arranging' | 'rejected';
  facts: InquiryFacts;
}

/** Each decision's heading, which is also the e-mail's subject with the reference. */
export const CUSTOMER_STATUS_HEADINGS: Record<CustomerStatusProps['decision'], string> = {
  confirmed: 'Your booking is confirmed',
  arranging: 'We are arranging your booking',
  rejected: 'An update on your inquiry',
};

const BODY: Record<CustomerStatusProps['decision'], string> = {
  confirmed: 'We are delighted to confirm your booking. Our team will be in touch about the next steps.',
  arranging:
    'We are glad to go ahead with your booking. Our team will send it to you with the advance it asks; your dates are booked once it is confirmed.',
  rejected:
    'We are sorry: we are unable to take this booking. Our team will be happy to suggest other celebrities for your event.',
};

/** To the customer, when staff choose to tell them of a decision on their inquiry. */
export function CustomerStatusEmail({ agency, name, decision, facts }: CustomerStatusProps) {
  const heading = CUSTOMER_STATUS_HEADINGS[decision];
  return (
    <EmailLayout agency={agency} preview={`${heading}: ${facts.reference}`} heading={heading}>
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={paragraph}>{BODY[decision]}</Text>
      <InquiryFactsSection facts={facts} />
      <Text style={paragraph}>
        The private link in our first e-mail about this inquiry shows its status and history at any time.
      </Text>
    </EmailLayout>
  );
}
