import { FileText, SearchX } from 'lucide-react';
import { AdminListEmpty } from '#web/components/admin-list/admin-list-empty';
import { AdminListResults } from '#web/components/admin-list/admin-list-results';
import { ClearFiltersButton } from '#web/components/admin-list/clear-filters-button';
import type { SearchedListResultsProps } from '#web/components/admin-list/use-searched-list';
import type { ListSpec } from '#web/lib/list-params';
import { useMoneyDocuments } from '../api/money-documents';
import type { MoneyDocumentGroup } from '../utils/money-document-groups';
import { MONEY_DOCUMENTS_PAGE_SIZE, type MoneyDocumentListParams } from '../utils/money-document-list-params';
import { MoneyDocumentCard } from './money-document-card';
import { MoneyDocumentTotals } from './money-document-totals';
import { MoneyDocumentsTable } from './money-documents-table';

type MoneyDocumentsResultsProps = SearchedListResultsProps<MoneyDocumentListParams> & {
  group: MoneyDocumentGroup;
  spec: ListSpec<MoneyDocumentListParams>;
};

/**
 * The totals of the filtered documents, then one page of them (a table from 1024 px, cards below),
 * with loading, empty and failure states, a live count and paging.
 */
export function MoneyDocumentsResults({
  group,
  spec,
  params,
  onPageChange,
  onPageOutOfRange,
  onClearFilters,
}: MoneyDocumentsResultsProps) {
  const { kind, q, from, to, limit, offset } = spec.queryOf(params);
  const query = useMoneyDocuments({ kinds: kind ? [kind] : group.kinds, q, from, to, limit, offset });
  const label = `${group.title}, newest first`;
  const page = query.data;
  return (
    <div className="space-y-4">
      {page && <MoneyDocumentTotals group={group.name} totals={page.totals} from={page.from} to={page.to} />}
      <AdminListResults
        query={query}
        failedMessage={`Failed to fetch the ${group.title.toLowerCase()}`}
        loadingLabel={`Loading ${group.title.toLowerCase()}...`}
        noun={group.noun}
        summaryId={`${group.idPrefix}-summary`}
        paging={{
          page: params.page,
          pageSize: MONEY_DOCUMENTS_PAGE_SIZE,
          label: group.title,
          onPageChange,
          onPageOutOfRange,
        }}
        empty={(focusSummary) => (
          <AdminListEmpty
            filtered={spec.isFiltered(params)}
            icon={FileText}
            filteredIcon={SearchX}
            title={group.emptyTitle}
            filteredTitle="Nothing matches these filters"
            hint={group.emptyHint}
            filteredAction={
              <ClearFiltersButton
                variant="outline"
                onClear={onClearFilters}
                focusAfter={focusSummary}
                className="mt-4"
              />
            }
          />
        )}
        table={(documents, busy) =>
          page && (
            <MoneyDocumentsTable
              label={label}
              noun={group.noun}
              documents={documents}
              totals={page.totals}
              busy={busy}
            />
          )
        }
        cardsLabel={label}
        cardsClassName="space-y-3"
        card={(document) => (
          <li key={document._id}>
            <MoneyDocumentCard document={document} />
          </li>
        )}
      />
    </div>
  );
}
