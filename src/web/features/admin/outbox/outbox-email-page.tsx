import { ArrowLeft, MailX } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { ListEmpty, ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { isEmailMissing, useEmail } from '#web/lib/queries/emails';
import { usePageTitle } from '#web/lib/use-head-meta';
import { EmailContentTabs } from './components/email-content-tabs';
import { EmailFacts } from './components/email-facts';
import { EmailStateBadge } from './components/email-state-badge';
import { EmailStateNote } from './components/email-state-note';
import { EMAIL_KIND_LABELS } from '#shared/event-kinds/email-kinds';
import { backToOutboxHref } from './utils/back-to-outbox';

/**
 * One outbox e-mail at /admin/outbox/:id: who it went to, how its sending went, and its content
 * as the recipient sees it (HTML, in a sandbox) and as plain text.
 */
export function OutboxEmailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { data: email, isPending, error, refetch } = useEmail(id);
  usePageTitle(email ? `${email.subject} | Outbox` : 'E-mail | Outbox');
  const backHref = backToOutboxHref(location.state);

  return (
    <div className="space-y-6">
      <Link
        to={backHref}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All e-mails
      </Link>

      {email ? (
        <>
          <div className="space-y-3">
            <p className="text-sm font-semibold text-brand-700">E-mail preview</p>
            <h1 className="text-2xl font-bold tracking-tight break-words text-brand-950 sm:text-3xl">
              {email.subject}
            </h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <EmailStateBadge state={email.state} />
              {EMAIL_KIND_LABELS[email.kind]}
            </p>
          </div>
          <EmailStateNote email={email} />
          <EmailFacts email={email} />
          <EmailContentTabs email={email} />
        </>
      ) : isPending ? (
        <div role="status">
          <ListLoading label="Loading e-mail..." centered />
        </div>
      ) : isEmailMissing(error) ? (
        <ListEmpty icon={MailX}>
          <h1 className="mt-4 text-lg font-semibold text-slate-900">E-mail not found</h1>
          <p className="mt-1 text-sm text-slate-600">It may have been removed with its inquiry.</p>
        </ListEmpty>
      ) : (
        <ListLoadFailed message="Failed to fetch the e-mail" onRetry={() => void refetch()} />
      )}
    </div>
  );
}
