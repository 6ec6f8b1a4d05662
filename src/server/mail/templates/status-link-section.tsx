import { Text } from '@react-email/components';
import { ActionButton, EMAIL_COLOURS, paragraph } from './email-layout.js';

/** The customer's private status link: a button, and the bare link to keep. */
export function StatusLinkSection({ statusUrl }: { statusUrl: string }) {
  return (
    <>
      <Text style={paragraph}>You can follow your inquiry at any time through your private link:</Text>
      <ActionButton href={statusUrl}>Follow your inquiry</ActionButton>
      {/* The bare link may break anywhere: unbroken, it would widen the e-mail on a phone. */}
      <Text
        style={{
          ...paragraph,
          fontSize: '13px',
          color: EMAIL_COLOURS.muted,
          marginTop: '16px',
          wordBreak: 'break-all',
          overflowWrap: 'anywhere',
        }}
      >
        Keep this link to yourself: anyone who has it can see the inquiry's status. {statusUrl}
      </Text>
    </>
  );
}
