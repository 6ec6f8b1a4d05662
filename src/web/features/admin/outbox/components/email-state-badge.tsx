import type { EmailState } from '#shared/constants/mail';
import { EMAIL_STATE_LABELS } from '#web/lib/email-labels';

/** Waiting amber, in progress blue, sent green, failed red, kept unsent (demo) grey. */
const STATE_CLASSES: Record<EmailState, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  sending: 'bg-blue-100 text-blue-900 ring-blue-300',
  sent: 'bg-green-100 text-green-900 ring-green-300',
  failed: 'bg-red-100 text-red-900 ring-red-300',
  unsent: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** An outbox e-mail's state as a coloured pill. */
export function EmailStateBadge({ state }: { state: EmailState }) {
  return (
    <span
      data-state={state}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATE_CLASSES[state]}`}
    >
      {EMAIL_STATE_LABELS[state]}
    </span>
  );
}
