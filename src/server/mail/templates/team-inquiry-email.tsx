import { Text } from '@react-email/text';
import { ActionButton, EmailLayout, FactLine, paragraph, type EmailAgency } from './email-layout.js';
import { type InquiryFacts, InquiryFactsSection } from './inquiry-facts.js';

export interface TeamInquiryProps {
  agency: EmailAgency;
  /** `new`: it just arrived; `due-soon`: it is still pending close to its promised time. */
  reason: 'new' | 'due-soon';
  customer: { name: string; email: string; phoneNumber: string };
  facts: InquiryFacts;
  replyBy: string;
  adminUrl: string;
}

/** To the team: a new inquiry, or one about to break the promise of a quote in time. */
export function TeamInquiryEmail({ agency, reason, customer, facts, replyBy, adminUrl }: TeamInquiryProps) {
  const heading = reason === 'new' ? 'New booking inquiry' : 'Inquiry due soon';
  return (
    <EmailLayout agency={agency} preview={`${heading}: ${facts.reference} from ${customer.name}`} heading={heading}>
      <Text style={paragraph}>
        {reason === 'new'
          ? `${customer.name} sent an inquiry. A quote is promised by ${replyBy}.`
          : `${customer.name}'s inquiry is still pending, and a quote is promised by ${replyBy}.`}
      </Text>
      <InquiryFactsSection facts={facts} />
      <FactLine label="E-mail" value={customer.email} />
      <FactLine label="Phone" value={customer.phoneNumber} />
      <ActionButton href={adminUrl}>Open the inquiry</ActionButton>
    </EmailLayout>
  );
}
