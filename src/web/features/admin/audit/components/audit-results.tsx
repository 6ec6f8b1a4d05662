import { History, SearchX } from 'lucide-react';
import { AdminListEmpty } from '#web/components/admin-list/admin-list-empty';
import { AdminListResults } from '#web/components/admin-list/admin-list-results';
import type { SearchedListResultsProps } from '#web/components/admin-list/use-searched-list';
import { useAuditEntries } from '#web/lib/queries/audit';
import { AUDIT_LIST, AUDIT_PAGE_SIZE, type AuditListParams } from '../utils/audit-list-params';
import { AuditEntryCard } from './audit-entry-card';
import { ClearFiltersButton } from '#web/components/admin-list/clear-filters-button';
import { lazyWideTable } from '#web/components/admin-list/lazy-wide-table';

const AUDIT_TABLE = lazyWideTable(async () => (await import('./audit-table')).AuditTable);

type AuditResultsProps = SearchedListResultsProps<AuditListParams>;

/**
 * One page of the log (a table from 1024 px, cards below), with loading, empty and failure
 * states, a live count and paging.
 */
export function AuditResults({ params, onPageChange, onPageOutOfRange, onClearFilters }: AuditResultsProps) {
  const query = useAuditEntries(AUDIT_LIST.queryOf(params));
  AUDIT_TABLE.usePreload();
  return (
    <AdminListResults
      query={query}
      failedMessage="Failed to fetch the audit log"
      noun={['change', 'changes']}
      summaryId="audit-summary"
      paging={{ page: params.page, pageSize: AUDIT_PAGE_SIZE, label: 'Audit log', onPageChange, onPageOutOfRange }}
      empty={(focusSummary) => (
        <AdminListEmpty
          filtered={AUDIT_LIST.isFiltered(params)}
          icon={History}
          filteredIcon={SearchX}
          title="No changes recorded yet"
          filteredTitle="No changes match these filters"
          hint="Changes to celebrities, settings, staff, accounts and inquiries appear here as they are made."
          filteredAction={
            // The button goes with the empty state: the count that replaces it takes the focus.
            <ClearFiltersButton variant="outline" onClear={onClearFilters} focusAfter={focusSummary} className="mt-4" />
          }
        />
      )}
      table={(entries, busy) => <AUDIT_TABLE.Table entries={entries} busy={busy} />}
      cardsLabel="Changes, newest first"
      cardsClassName="space-y-4"
      card={(entry) => (
        <li key={entry._id}>
          <AuditEntryCard entry={entry} />
        </li>
      )}
    />
  );
}
