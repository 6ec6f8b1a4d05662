import { Text } from '@react-email/text';
import { ActionButton, EmailLayout, paragraph, PrivateLinkNote, type EmailAgency } from './email-layout.js';

export interface PasswordResetProps {
  agency: EmailAgency;
  name: string;
  email: string;
  resetUrl: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
}

/** To a team member who asked for it on the sign-in page: a one-time link to choose a new password. */
export function PasswordResetEmail({ agency, name, email, resetUrl, validMinutes }: PasswordResetProps) {
  return (
    <EmailLayout agency={agency} preview="Choose a new password for the admin panel" heading="Choose a new password">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        Someone asked to reset the password of the admin account <strong>{email}</strong>. If it was you, choose a new
        password with this link. It works once, within {validMinutes} minutes.
      </Text>
      <ActionButton href={resetUrl}>Choose a new password</ActionButton>
      <PrivateLinkNote href={resetUrl} warning="Keep this link to yourself: anyone who has it can set your password." />
      <Text style={paragraph}>
        If you did not ask for this, ignore this e-mail: your password stays as it is, and you may want to tell your
        admin.
      </Text>
    </EmailLayout>
  );
}
