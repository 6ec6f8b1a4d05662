import { Text } from '@react-email/text';
import { ActionButton, EmailLayout, paragraph, PrivateLinkNote, type EmailAgency } from './email-layout.js';

export interface TalentInvitationProps {
  agency: EmailAgency;
  name: string;
  email: string;
  /** The celebrities whose diary the account will show. */
  celebrityNames: readonly string[];
  /** The reset page's link, made when the e-mail is sent (mail/secret-links.ts). */
  setPasswordUrl: string;
  signInUrl: string;
  /** How long the link works, in days. */
  validDays: number;
}

/**
 * To a celebrity or their manager an admin invited to the talent portal (issue 39): a link that
 * sets their password, the way a reset link does, then the sign-in page everyone uses.
 */
export function TalentInvitationEmail({
  agency,
  name,
  email,
  celebrityNames,
  setPasswordUrl,
  signInUrl,
  validDays,
}: TalentInvitationProps) {
  return (
    <EmailLayout agency={agency} preview="Your invitation to the talent portal" heading="Welcome to the talent portal">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        The agency has opened a talent portal account for <strong>{email}</strong>: on it you see the upcoming bookings
        and the diary of {celebrityNames.join(', ')}, and can ask for days to be blacked out.
      </Text>
      <Text style={paragraph}>
        Choose your password with this link. It works once, within {validDays} days; then sign in at {signInUrl} with
        this e-mail address.
      </Text>
      <ActionButton href={setPasswordUrl}>Choose your password</ActionButton>
      <PrivateLinkNote
        href={setPasswordUrl}
        warning="Keep this link to yourself: anyone who has it can set your password."
      />
      <Text style={paragraph}>If you were not expecting this, ignore this e-mail or tell the agency.</Text>
    </EmailLayout>
  );
}
