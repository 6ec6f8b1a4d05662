import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import type { Email } from '#shared/schemas/email';
import { IndianTime } from '#web/components/indian-time';
import { EMAIL_KIND_LABELS } from '#shared/event-kinds/email-kinds';
import { RecipientList } from './recipient-list';

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** Who an e-mail went to, when, how its sending went, and the inquiry it belongs to. */
export function EmailFacts({ email }: { email: Email }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-brand-900/5 sm:grid-cols-2 sm:p-6">
      <Fact label="To" wide>
        <RecipientList recipients={email.recipients} />
      </Fact>
      <Fact label="Kind">{EMAIL_KIND_LABELS[email.kind]}</Fact>
      <Fact label="Created">
        <IndianTime at={email.createdAt} />
      </Fact>
      {email.sentAt && (
        <Fact label="Sent">
          <IndianTime at={email.sentAt} />
        </Fact>
      )}
      {email.state === 'pending' && (
        <Fact label="Next attempt">
          <IndianTime at={email.nextAttemptAt} />
        </Fact>
      )}
      <Fact label="Attempts">{email.attempts}</Fact>
      {email.inquiry && (
        <Fact label="Inquiry">
          <Link
            to={PAGES.adminInquiry.getHref(email.inquiry)}
            className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700"
          >
            View inquiry
          </Link>
        </Fact>
      )}
      {email.lastError && (
        <Fact label="Last error, as the mail server gave it" wide>
          <span className="text-red-800">{email.lastError}</span>
        </Fact>
      )}
      {email.smtpResponse && (
        <Fact label="Mail server's answer" wide>
          <span className="font-mono text-xs">{email.smtpResponse}</span>
        </Fact>
      )}
    </dl>
  );
}
