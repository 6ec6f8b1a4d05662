import type { EmailSummary } from '#shared/schemas/email';
import { emailOutcome } from '../utils/email-outcome';

/** What happened to the e-mail, in one sentence (emailOutcome); a given-up one in red. */
export function EmailOutcomeText({ email, className = '' }: { email: EmailSummary; className?: string }) {
  const tone = email.state === 'failed' ? 'text-red-800' : 'text-slate-700';
  return <span className={`block wrap-anywhere ${tone} ${className}`}>{emailOutcome(email)}</span>;
}
