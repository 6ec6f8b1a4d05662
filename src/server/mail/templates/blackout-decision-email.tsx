import { Text } from '@react-email/text';
import { EMAIL_KIND_REGISTRY } from '#shared/event-kinds/email-kinds';
import { ActionButton, EmailLayout, FactLine, paragraph, type EmailAgency } from './email-layout.js';

export interface BlackoutDecisionProps {
  agency: EmailAgency;
  name: string;
  celebrityName: string;
  /** The days asked for, in words ("1 March 2027 to 3 March 2027"). */
  days: string;
  reason: string;
  decision: 'approved' | 'rejected';
  /** Why staff declined it (a rejection only). */
  decisionReason: string;
  portalUrl: string;
}

/** To the talent who asked for a blackout: staff approved it (it is in the diary) or declined it, and why. */
export function BlackoutDecisionEmail({
  agency,
  name,
  celebrityName,
  days,
  reason,
  decision,
  decisionReason,
  portalUrl,
}: BlackoutDecisionProps) {
  const heading = EMAIL_KIND_REGISTRY[decision === 'approved' ? 'blackout_approved' : 'blackout_rejected'].heading;
  return (
    <EmailLayout agency={agency} preview={`${heading}: ${celebrityName}, ${days}`} heading={heading}>
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        {decision === 'approved'
          ? `The agency approved your request: ${celebrityName} is unavailable on these days, and no booking will be taken for them.`
          : `The agency could not approve your request to black out ${celebrityName}'s days.`}
      </Text>
      <FactLine label="Days" value={days} />
      <FactLine label="Your reason" value={reason} />
      {decision === 'rejected' ? <FactLine label="The agency's reason" value={decisionReason} /> : null}
      <ActionButton href={portalUrl}>Open the talent portal</ActionButton>
    </EmailLayout>
  );
}
