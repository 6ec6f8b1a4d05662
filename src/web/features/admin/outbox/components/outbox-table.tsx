import { AdminTableFrame } from '#web/components/admin-list/admin-table-frame';
import type { EmailSummary } from '#shared/schemas/email';
import { IndianTime } from '#web/components/indian-time';
import { EMAIL_KIND_LABELS } from '#shared/event-kinds/email-kinds';
import { EmailPreviewLink } from './email-preview-link';
import { EmailOutcomeText } from './email-outcome-text';
import { EmailStateBadge } from './email-state-badge';
import { RecipientList } from './recipient-list';

const HEAD_CELL = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const CELL = 'px-4 py-3 align-top';

interface OutboxTableProps {
  emails: EmailSummary[];
  busy: boolean;
}

/**
 * The outbox on a wide screen: one row per e-mail, its subject opening the preview. The kind sits
 * under the subject and what happened under the state, so the table fits beside the sidebar.
 */
export function OutboxTable({ emails, busy }: OutboxTableProps) {
  return (
    <AdminTableFrame busy={busy}>
      <table aria-busy={busy} className="w-full text-sm">
        <caption className="sr-only">E-mails, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={`${HEAD_CELL} w-40`}>
              Created
            </th>
            <th scope="col" className={HEAD_CELL}>
              Subject and kind
            </th>
            <th scope="col" className={HEAD_CELL}>
              Recipients
            </th>
            <th scope="col" className={`${HEAD_CELL} w-72`}>
              What happened
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {emails.map((email) => (
            <tr key={email._id} className="hover:bg-slate-50/70">
              <td className={`${CELL} text-slate-700`}>
                <IndianTime at={email.createdAt} />
              </td>
              <th scope="row" className={`${CELL} min-w-48 text-left font-normal`}>
                <EmailPreviewLink
                  emailId={email._id}
                  className="font-semibold break-words text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700"
                >
                  {email.subject}
                </EmailPreviewLink>
                <span className="mt-1 block text-slate-600">{EMAIL_KIND_LABELS[email.kind]}</span>
              </th>
              <td className={`${CELL} min-w-48 text-slate-700`}>
                <RecipientList recipients={email.recipients} />
              </td>
              <td className={CELL}>
                <EmailStateBadge state={email.state} />
                <EmailOutcomeText email={email} className="mt-1.5" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminTableFrame>
  );
}
