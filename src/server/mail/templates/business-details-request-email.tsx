import { Text } from '@react-email/text';
import { ActionButton, EmailLayout, paragraph, type EmailAgency } from './email-layout.js';

export interface BusinessDetailsRequestProps {
  agency: EmailAgency;
  /** The member of staff who asked. */
  askedBy: string;
  /** What a quote still needs, as the business details form names them. */
  missing: readonly string[];
  settingsUrl: string;
}

/** To the active admins: staff cannot make or send a quote until the business details are filled in. */
export function BusinessDetailsRequestEmail({ agency, askedBy, missing, settingsUrl }: BusinessDetailsRequestProps) {
  return (
    <EmailLayout
      agency={agency}
      preview={`${askedBy} needs the business details to make a quote`}
      heading="The business details are incomplete"
    >
      <Text style={paragraph}>
        {askedBy} is waiting to make a quote for a customer, and only an admin can fill in the business details every
        quote prints.
      </Text>
      <Text style={paragraph}>Still missing: {missing.join(', ')}.</Text>
      <Text style={paragraph}>The customer’s reply clock is running.</Text>
      <ActionButton href={settingsUrl}>Open Business details</ActionButton>
    </EmailLayout>
  );
}
