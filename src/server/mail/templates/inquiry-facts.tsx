import { Section } from '@react-email/section';
import { FactLine } from './email-layout.js';

export interface InquiryFacts {
  reference: string;
  /** The celebrity of a booking, or "General inquiry…" (inquiryTopic). */
  celebrityName: string;
  /** Whether it is a booking (a celebrity) or a general inquiry. */
  general: boolean;
  eventType: string;
  /** Already in words, e.g. "14 February 2027". */
  eventDate: string;
  eventLocation: string;
  /** A general inquiry's budget range and audience size, when given. */
  budgetRange?: string | null;
  audienceSize?: string | null;
}

/** What the customer asked for, as every e-mail about an inquiry repeats it. */
export function InquiryFactsSection({ facts }: { facts: InquiryFacts }) {
  return (
    <Section style={{ backgroundColor: '#f4f2ff', borderRadius: '8px', padding: '12px 16px', margin: '8px 0 16px' }}>
      <FactLine label="Reference" value={facts.reference} />
      <FactLine label={facts.general ? 'Inquiry' : 'Celebrity'} value={facts.celebrityName} />
      <FactLine label="Event" value={`${facts.eventType}, ${facts.eventDate}`} />
      <FactLine label="Location" value={facts.eventLocation} />
      {facts.budgetRange && <FactLine label="Budget" value={facts.budgetRange} />}
      {facts.audienceSize && <FactLine label="Audience" value={facts.audienceSize} />}
    </Section>
  );
}
