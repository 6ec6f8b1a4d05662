import { type InquiryEventKindEntries, numbered, said } from '#shared/event-kinds/event-sentence';

/** The inquiry events' registry, its quotes' kinds: drafted, sent, revised, viewed, answered. */
export const QUOTE_EVENTS = {
  quote_drafted: {
    audit: 'Inquiry quote drafted',
    sentence: (details) => ({
      title: `Quote drafted${typeof details.version === 'number' && details.version > 1 ? ` (version ${details.version})` : ''}`,
      detail:
        typeof details.exemptionReason === 'string' && details.exemptionReason
          ? `Exempt from GST: ${details.exemptionReason}`
          : null,
      tone: 'neutral',
    }),
  },
  quote_changed: { audit: 'Inquiry quote changed', sentence: () => said('Quote draft changed') },
  quote_sent: {
    audit: 'Inquiry quote sent',
    sentence: (details) =>
      said(
        numbered(details, (number) => `Quote ${number} sent`, 'Quote sent'),
        'good',
      ),
  },
  quote_revised: {
    audit: 'Inquiry quote revised',
    sentence: (details) =>
      said(
        typeof details.from === 'string' && typeof details.version === 'number'
          ? `Quote ${details.from} revised: version ${details.version} drafted`
          : 'Quote revised',
      ),
  },
  quote_viewed: {
    audit: 'Inquiry quote viewed',
    sentence: (details) =>
      said(numbered(details, (number) => `Quote ${number} opened by the customer`, 'Quote opened by the customer')),
  },
  quote_accepted: {
    audit: 'Inquiry quote accepted',
    sentence: (details) => ({
      title: numbered(details, (number) => `Quote ${number} accepted`, 'Quote accepted'),
      detail: typeof details.name === 'string' ? `Signed as ${details.name}` : null,
      tone: 'good',
    }),
  },
  quote_declined: {
    audit: 'Inquiry quote declined',
    sentence: (details) => ({
      title: numbered(details, (number) => `Quote ${number} declined`, 'Quote declined'),
      detail: typeof details.reason === 'string' ? `Reason: ${details.reason}` : null,
      tone: 'bad',
    }),
  },
  quote_requested: {
    audit: 'Inquiry quote requested',
    sentence: (details) => ({
      title: 'The customer asked for a new quote',
      detail: typeof details.message === 'string' ? details.message : null,
      tone: 'waiting',
    }),
  },
  quote_dates_taken: {
    audit: 'Inquiry quote dates taken',
    sentence: (details) => ({
      title: numbered(
        details,
        (number) => `Quote ${number}: the customer accepted, but its dates were taken`,
        'The customer accepted, but the dates were taken',
      ),
      detail: 'Nothing was booked.',
      tone: 'bad',
    }),
  },
} satisfies InquiryEventKindEntries;
