import { Text } from '@react-email/text';
import { EmailLayout, paragraph, type EmailAgency } from './email-layout.js';
import { type InquiryFacts, InquiryFactsSection } from './inquiry-facts.js';
import { StatusLinkSection } from './status-link-section.js';

export interface StatusLinkProps {
  agency: EmailAgency;
  name: string;
  facts: InquiryFacts;
  statusUrl: string;
}

/** To the customer, when staff send the private status link again (say, the customer lost it). */
export function StatusLinkEmail({ agency, name, facts, statusUrl }: StatusLinkProps) {
  return (
    <EmailLayout
      agency={agency}
      preview={`Your link to follow inquiry ${facts.reference}`}
      heading="Your link to follow your inquiry"
    >
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={paragraph}>Here is the private link to your inquiry again.</Text>
      <InquiryFactsSection facts={facts} />
      <StatusLinkSection statusUrl={statusUrl} />
      <Text style={paragraph}>The link in our earlier e-mail keeps working too.</Text>
    </EmailLayout>
  );
}
