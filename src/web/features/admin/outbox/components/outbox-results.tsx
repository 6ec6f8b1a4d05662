import { Filter, Mail } from 'lucide-react';
import { AdminListEmpty } from '#web/components/admin-list/admin-list-empty';
import { AdminListResults, type AdminListPaging } from '#web/components/admin-list/admin-list-results';
import { useEmails } from '#web/lib/queries/emails';
import { EMAIL_STATE_LABELS } from '#web/lib/email-labels';
import { OUTBOX_LIST, OUTBOX_PAGE_SIZE, type OutboxListParams } from '../utils/outbox-list-params';
import { OutboxEmailCard } from './outbox-email-card';
import { OutboxTable } from './outbox-table';

interface OutboxResultsProps {
  params: OutboxListParams;
  /** Another page, with its cursor when the server gave one. */
  onPageChange: AdminListPaging['onPageChange'];
  /** A page past the end (the list shrank, say as e-mails left a state): go to this one instead. */
  onPageOutOfRange: (lastPage: number) => void;
}

/** One page of the outbox (a table on wide screens, cards on narrow ones), its states and paging. */
export function OutboxResults({ params, onPageChange, onPageOutOfRange }: OutboxResultsProps) {
  const query = useEmails(OUTBOX_LIST.queryOf(params));
  return (
    <AdminListResults
      query={query}
      noun={['e-mail', 'e-mails']}
      summaryId="outbox-summary"
      paging={{ page: params.page, pageSize: OUTBOX_PAGE_SIZE, onPageChange, onPageOutOfRange }}
      empty={() => (
        <AdminListEmpty
          filtered={params.state !== undefined}
          icon={Mail}
          filteredIcon={Filter}
          title="No e-mails yet."
          filteredTitle={params.state ? `No e-mails in the state “${EMAIL_STATE_LABELS[params.state]}”.` : ''}
          hint="Acknowledgements and team alerts appear here as soon as an inquiry arrives."
        />
      )}
      table={(emails, busy) => <OutboxTable emails={emails} busy={busy} />}
      cardsLabel="E-mails"
      cardsClassName="space-y-4"
      card={(email) => (
        <li key={email._id}>
          <OutboxEmailCard email={email} />
        </li>
      )}
    />
  );
}
