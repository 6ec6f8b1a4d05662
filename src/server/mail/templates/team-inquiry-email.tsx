import { Text } from '@react-email/text';
import { EMAIL_KIND_REGISTRY } from '#shared/event-kinds/email-kinds';
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

/** The kind of e-mail each reason sends; its heading is the kind's, from the registry. */
export const TEAM_INQUIRY_KINDS = {
  new: 'team_new_inquiry',
  'due-soon': 'team_due_soon',
} as const satisfies Record<TeamInquiryProps['reason'], string>;

/** To the team: a new inquiry, or one about to break the promise of a quote in time. */
export function TeamInquiryEmail({ agency, reason, customer, facts, replyBy, adminUrl }: TeamInquiryProps) {
  const { heading } = EMAIL_KIND_REGISTRY[TEAM_INQUIRY_KINDS[reason]];
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
