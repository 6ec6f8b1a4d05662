import type { ReactNode } from 'react';
import type { EmailSummary } from '#shared/schemas/email';
import { IndianTime } from '#web/components/indian-time';
import { EMAIL_KIND_LABELS } from '#shared/event-kinds/email-kinds';
import { EmailOutcomeText } from './email-outcome-text';
import { EmailPreviewLink } from './email-preview-link';
import { EmailStateBadge } from './email-state-badge';
import { RecipientList } from './recipient-list';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** One e-mail of the outbox on a narrow screen: the table's row as a card. */
export function OutboxEmailCard({ email }: { email: EmailSummary }) {
  const headingId = `email-${email._id}-subject`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-brand-900/5"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-base font-semibold break-words">
          <EmailPreviewLink
            emailId={email._id}
            className="text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700"
          >
            {email.subject}
          </EmailPreviewLink>
        </h2>
        <div className="shrink-0">
          <EmailStateBadge state={email.state} />
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">{EMAIL_KIND_LABELS[email.kind]}</p>
      <EmailOutcomeText email={email} className="mt-2 text-sm" />
      <dl className="mt-3 grid gap-x-4 gap-y-3 border-t border-slate-100 pt-3 sm:grid-cols-2">
        <Fact label="Recipients">
          <RecipientList recipients={email.recipients} />
        </Fact>
        <Fact label="Created">
          <IndianTime at={email.createdAt} />
        </Fact>
      </dl>
    </article>
  );
}
