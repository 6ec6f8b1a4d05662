import { Text } from '@react-email/text';
import { EmailLayout, paragraph, type EmailAgency } from './email-layout.js';
import { type QuoteFacts, QuoteFactsSection } from './quote-facts.js';
import { QuoteLinkSection } from './quote-link-section.js';

export interface QuoteSentProps {
  agency: EmailAgency;
  name: string;
  /** The inquiry's reference and what it is about ("Meera Kapoor"). */
  reference: string;
  topic: string;
  quote: QuoteFacts;
  statusUrl: string;
}

/** To the customer: their quotation, attached as a PDF, with the link to accept or decline it online. */
export function QuoteSentEmail({ agency, name, reference, topic, quote, statusUrl }: QuoteSentProps) {
  return (
    <EmailLayout agency={agency} preview={`Your quotation ${quote.number} for ${topic}`} heading="Your quotation">
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={paragraph}>
        Thank you for your inquiry {reference}. Our quotation for {topic} is attached as a PDF.
      </Text>
      <QuoteFactsSection facts={quote} />
      <Text style={paragraph}>
        Read it on your inquiry&apos;s page, where you can accept it with your name or decline it:
      </Text>
      <QuoteLinkSection statusUrl={statusUrl} label="Read and answer your quote" />
    </EmailLayout>
  );
}
