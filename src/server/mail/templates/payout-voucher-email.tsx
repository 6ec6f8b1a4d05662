import { Text } from '@react-email/text';
import { EmailLayout, FactLine, paragraph, type EmailAgency } from './email-layout.js';

export interface PayoutVoucherEmailProps {
  agency: EmailAgency;
  /** The payee's legal name. */
  name: string;
  preview: string;
  /** What was paid, in a sentence. */
  intro: string;
  facts: { label: string; value: string }[];
}

/**
 * A payout's voucher to the artist's payee (issue 39), its PDF attached by the outbox: what was
 * paid, the tax deducted at source and the net. No link: the payee has no status page.
 */
export function PayoutVoucherEmail({ agency, name, preview, intro, facts }: PayoutVoucherEmailProps) {
  return (
    <EmailLayout agency={agency} preview={preview} heading="Payout made">
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={paragraph}>{intro}</Text>
      {facts.map((fact) => (
        <FactLine key={fact.label} label={fact.label} value={fact.value} />
      ))}
      <Text style={paragraph}>
        The payout voucher is attached as a PDF. The tax deducted will show against your PAN once the agency files its
        quarterly TDS statement.
      </Text>
    </EmailLayout>
  );
}
