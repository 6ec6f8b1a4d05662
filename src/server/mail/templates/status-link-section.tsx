import { Text } from '@react-email/text';
import { ActionButton, paragraph, PrivateLinkNote } from './email-layout.js';

/** The customer's private status link: a button, and the bare link to keep. */
export function StatusLinkSection({ statusUrl }: { statusUrl: string }) {
  return (
    <>
      <Text style={paragraph}>You can follow your inquiry at any time through your private link:</Text>
      <ActionButton href={statusUrl}>Follow your inquiry</ActionButton>
      <PrivateLinkNote
        href={statusUrl}
        warning="Keep this link to yourself: anyone who has it can see the inquiry's status."
      />
    </>
  );
}
