import { CircleAlert, CircleCheck, Clock, Info, type LucideIcon } from 'lucide-react';
import type { EmailState } from '#shared/constants/mail';
import type { EmailSummary } from '#shared/schemas/email';
import { EMAIL_STATE_NOTES } from '#web/lib/email-labels';
import { emailOutcome } from '../utils/email-outcome';

const LOOKS: Record<EmailState, { icon: LucideIcon; classes: string }> = {
  pending: { icon: Clock, classes: 'border-yellow-200 bg-yellow-50 text-yellow-950' },
  sending: { icon: Clock, classes: 'border-blue-200 bg-blue-50 text-blue-950' },
  sent: { icon: CircleCheck, classes: 'border-green-200 bg-green-50 text-green-950' },
  failed: { icon: CircleAlert, classes: 'border-red-200 bg-red-50 text-red-950' },
  unsent: { icon: Info, classes: 'border-brand-200 bg-brand-50 text-brand-950' },
};

/**
 * What happened to the e-mail, in one sentence (emailOutcome), and what its state means (for
 * `unsent`: why a demo sends nothing). The mail server's own words are in the facts below.
 */
export function EmailStateNote({ email }: { email: EmailSummary }) {
  const { icon: Icon, classes } = LOOKS[email.state];
  return (
    <div className={`flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm ${classes}`}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold wrap-anywhere">{emailOutcome(email)}</p>
        <p>{EMAIL_STATE_NOTES[email.state]}</p>
      </div>
    </div>
  );
}
