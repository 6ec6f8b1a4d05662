import { Text } from '@react-email/text';
import { EMAIL_KIND_REGISTRY } from '#shared/event-kinds/email-kinds';
import { ActionButton, EmailLayout, FactLine, paragraph, type EmailAgency } from './email-layout.js';
import { type QuoteFacts, QuoteFactsSection } from './quote-facts.js';

export interface TeamQuoteProps {
  agency: EmailAgency;
  /** What the customer did: accepted the quote, declined it, or asked for a new one. */
  answer: 'accepted' | 'declined' | 'requested' | 'dates_taken';
  customer: string;
  reference: string;
  quote: QuoteFacts;
  /** Accepted: the name typed; declined: the reason given ('' for none); requested: why a new one is needed; dates taken: the clash. */
  detail: string;
  adminUrl: string;
}

/** The kind of e-mail each answer sends; its heading is the kind's, from the registry. */
export const TEAM_QUOTE_KINDS = {
  accepted: 'team_quote_accepted',
  declined: 'team_quote_declined',
  requested: 'team_quote_requested',
  dates_taken: 'team_dates_taken',
} as const satisfies Record<TeamQuoteProps['answer'], string>;

/** To the team: a customer answered a quote from their status link. */
export function TeamQuoteEmail({ agency, answer, customer, reference, quote, detail, adminUrl }: TeamQuoteProps) {
  const { heading } = EMAIL_KIND_REGISTRY[TEAM_QUOTE_KINDS[answer]];
  const what =
    answer === 'accepted'
      ? `${customer} accepted quotation ${quote.number} for inquiry ${reference}, signing as ${detail}. The inquiry is now confirmed; the advance is awaited.`
      : answer === 'declined'
        ? `${customer} declined quotation ${quote.number} for inquiry ${reference}.`
        : answer === 'requested'
          ? `${customer} asked for a new quote for inquiry ${reference}: ${detail}.`
          : `${customer} tried to accept quotation ${quote.number} for inquiry ${reference}, but its dates clash with ${detail}. Nothing was booked, and the customer was told; offer other dates.`;
  return (
    <EmailLayout agency={agency} preview={`${heading}: ${quote.number} (${customer})`} heading={heading}>
      <Text style={paragraph}>{what}</Text>
      {answer === 'declined' && <FactLine label="Reason" value={detail === '' ? 'None given' : detail} />}
      <QuoteFactsSection facts={quote} />
      <ActionButton href={adminUrl}>Open the inquiry</ActionButton>
    </EmailLayout>
  );
}
