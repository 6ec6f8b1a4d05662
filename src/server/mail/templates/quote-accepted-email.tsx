import { Text } from '@react-email/text';
import { EmailLayout, FactLine, paragraph, type EmailAgency } from './email-layout.js';
import { type QuoteFacts, QuoteFactsSection } from './quote-facts.js';
import { QuoteLinkSection } from './quote-link-section.js';

export interface QuoteAcceptedProps {
  agency: EmailAgency;
  name: string;
  quote: QuoteFacts;
  /** As typed, and when ("27 November 2026, 4:05 pm IST"). */
  acceptedBy: string;
  acceptedAt: string;
  advance: { percent: number; amount: string; dueOn: string };
  balance: { amount: string; dueOn: string } | null;
  /** The agency's account for transfers, as its business details say. */
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string };
  statusUrl: string;
}

/** To the customer, on accepting a quote: the record of it, and what comes next (the advance, the bank). */
export function QuoteAcceptedEmail({
  agency,
  name,
  quote,
  acceptedBy,
  acceptedAt,
  advance,
  balance,
  bank,
  statusUrl,
}: QuoteAcceptedProps) {
  return (
    <EmailLayout
      agency={agency}
      preview={`You accepted quotation ${quote.number}: what comes next`}
      heading="Thank you: your quotation is accepted"
    >
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={paragraph}>
        {acceptedBy} accepted our quotation on {acceptedAt}. A copy is attached as a PDF.
      </Text>
      <QuoteFactsSection facts={quote} />
      <Text style={{ ...paragraph, marginTop: '16px', fontWeight: 700 }}>What comes next</Text>
      <Text style={paragraph}>
        The advance of {advance.amount} ({advance.percent}% of the total) is due on {advance.dueOn}. Please transfer it
        to our account below, with {quote.number} as the reference.
        {balance ? ` The balance of ${balance.amount} is due by ${balance.dueOn}.` : ''}
      </Text>
      <FactLine label="Account name" value={bank.accountName} />
      <FactLine label="Account number" value={bank.accountNumber} />
      <FactLine label="IFSC" value={bank.ifsc} />
      {bank.bankName !== '' && <FactLine label="Bank" value={bank.bankName} />}
      <Text style={{ ...paragraph, marginTop: '12px' }}>
        We will confirm your booking once the advance reaches us. Your inquiry&apos;s page shows the quote you accepted:
      </Text>
      <QuoteLinkSection statusUrl={statusUrl} label="Open your inquiry" />
    </EmailLayout>
  );
}
