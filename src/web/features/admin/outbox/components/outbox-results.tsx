import { Filter, Mail, SearchX } from 'lucide-react';
import { AdminListEmpty } from '#web/components/admin-list/admin-list-empty';
import { AdminListResults } from '#web/components/admin-list/admin-list-results';
import type { SearchedListResultsProps } from '#web/components/admin-list/use-searched-list';
import { useEmails } from '#web/lib/queries/emails';
import { EMAIL_STATE_LABELS } from '#web/lib/email-labels';
import { OUTBOX_LIST, OUTBOX_PAGE_SIZE, isOutboxFiltered, type OutboxListParams } from '../utils/outbox-list-params';
import { OutboxEmailCard } from './outbox-email-card';
import { OutboxTable } from './outbox-table';
import { ClearFiltersButton } from '#web/components/admin-list/clear-filters-button';

type OutboxResultsProps = SearchedListResultsProps<OutboxListParams>;

/** "No e-mails match “kavya” in the state “Failed”." */
function nothingMatches({ q, state }: OutboxListParams): string {
  const inState = state ? `the state “${EMAIL_STATE_LABELS[state]}”` : '';
  if (q) return `No e-mails match “${q}”${state ? ` in ${inState}` : ''}.`;
  return `No e-mails in ${inState}.`;
}

/** One page of the outbox (a table on wide screens, cards on narrow ones), its states and paging. */
export function OutboxResults({ params, onPageChange, onPageOutOfRange, onClearFilters }: OutboxResultsProps) {
  const query = useEmails(OUTBOX_LIST.queryOf(params));
  return (
    <AdminListResults
      query={query}
      noun={['e-mail', 'e-mails']}
      summaryId="outbox-summary"
      paging={{ page: params.page, pageSize: OUTBOX_PAGE_SIZE, onPageChange, onPageOutOfRange }}
      empty={(focusSummary) => (
        <AdminListEmpty
          filtered={isOutboxFiltered(params)}
          icon={Mail}
          filteredIcon={params.q ? SearchX : Filter}
          title="No e-mails yet."
          filteredTitle={nothingMatches(params)}
          hint="Acknowledgements and team alerts appear here as soon as an inquiry arrives."
          filteredAction={
            // The button goes with the empty state: the count that replaces it takes the focus.
            <ClearFiltersButton variant="outline" onClear={onClearFilters} focusAfter={focusSummary} className="mt-4" />
          }
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
