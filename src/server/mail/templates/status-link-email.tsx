import { Text } from '@react-email/text';
import { EmailLayout, paragraph, type EmailAgency } from './email-layout.js';
import { type InquiryFacts, InquiryFactsSection } from './inquiry-facts.js';
import { StatusLinkSection } from './status-link-section.js';

export interface StatusLinkProps {
  agency: EmailAgency;
  name: string;
  facts: InquiryFacts;
  statusUrl: string;
  /** Staff revoked the earlier links: this one replaces them. */
  replaced?: boolean;
}

/**
 * To the customer, when staff send the private status link again (say, the customer lost it), or
 * a new one after revoking every earlier link (say, one reached someone else).
 */
export function StatusLinkEmail({ agency, name, facts, statusUrl, replaced = false }: StatusLinkProps) {
  return (
    <EmailLayout
      agency={agency}
      preview={`Your ${replaced ? 'new ' : ''}link to follow inquiry ${facts.reference}`}
      heading={replaced ? 'Your new link to follow your inquiry' : 'Your link to follow your inquiry'}
    >
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={paragraph}>
        {replaced
          ? 'We have replaced the private link to your inquiry. The links in our earlier e-mails no longer work: please use this one from now on.'
          : 'Here is the private link to your inquiry again.'}
      </Text>
      <InquiryFactsSection facts={facts} />
      <StatusLinkSection statusUrl={statusUrl} />
      {!replaced && <Text style={paragraph}>The link in our earlier e-mail keeps working too.</Text>}
    </EmailLayout>
  );
}
