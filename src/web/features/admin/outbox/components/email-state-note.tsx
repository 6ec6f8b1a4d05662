import { CircleAlert, CircleCheck, Clock, Info, type LucideIcon } from 'lucide-react';
import type { EmailState } from '#shared/constants';
import { EMAIL_STATE_NOTES } from '#web/lib/email-labels';

const LOOKS: Record<EmailState, { icon: LucideIcon; classes: string }> = {
  pending: { icon: Clock, classes: 'border-yellow-200 bg-yellow-50 text-yellow-950' },
  sending: { icon: Clock, classes: 'border-blue-200 bg-blue-50 text-blue-950' },
  sent: { icon: CircleCheck, classes: 'border-green-200 bg-green-50 text-green-950' },
  failed: { icon: CircleAlert, classes: 'border-red-200 bg-red-50 text-red-950' },
  unsent: { icon: Info, classes: 'border-brand-200 bg-brand-50 text-brand-950' },
};

/** What the e-mail's state means, in a line (for `unsent`: why a demo sends nothing). */
export function EmailStateNote({ state }: { state: EmailState }) {
  const { icon: Icon, classes } = LOOKS[state];
  return (
    <p className={`flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm ${classes}`}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {EMAIL_STATE_NOTES[state]}
    </p>
  );
}
