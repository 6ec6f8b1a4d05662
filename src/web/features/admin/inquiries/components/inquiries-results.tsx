import { SearchX, Inbox } from 'lucide-react';
import { AdminListEmpty } from '#web/components/admin-list/admin-list-empty';
import { AdminListResults, type AdminListPaging } from '#web/components/admin-list/admin-list-results';
import { lazyWideTable } from '#web/components/admin-list/lazy-wide-table';
import { useInquiries } from '#web/lib/queries/inquiries';
import { INQUIRIES_PAGE_SIZE, INQUIRY_LIST, type InquiryListParams } from '../utils/inquiry-list-params';
import { InquiryCard } from './inquiry-card';

const INQUIRIES_TABLE = lazyWideTable(async () => (await import('./inquiries-table')).InquiriesTable);

interface InquiriesResultsProps {
  params: InquiryListParams;
  /** Another page, with its cursor when the server gave one. */
  onPageChange: AdminListPaging['onPageChange'];
  onSortChange: (change: Pick<InquiryListParams, 'sort' | 'order'>) => void;
  /** A page past the end (the last items there were deleted): go to this one instead. */
  onPageOutOfRange: (lastPage: number) => void;
}

/**
 * One page of the list (a table on wide screens, cards on phones), with loading, empty and
 * failure states, a live count and paging. Focus goes to the count after a delete.
 */
export function InquiriesResults({ params, onPageChange, onSortChange, onPageOutOfRange }: InquiriesResultsProps) {
  const query = useInquiries(INQUIRY_LIST.queryOf(params));
  INQUIRIES_TABLE.usePreload();
  return (
    <AdminListResults
      query={query}
      noun={['inquiry', 'inquiries']}
      summaryId="inquiries-summary"
      paging={{ page: params.page, pageSize: INQUIRIES_PAGE_SIZE, onPageChange, onPageOutOfRange }}
      empty={() => (
        <AdminListEmpty
          filtered={INQUIRY_LIST.isFiltered(params)}
          icon={Inbox}
          filteredIcon={SearchX}
          title="No inquiries yet."
          filteredTitle="No inquiries found matching your search."
          hint="Booking inquiries sent from the website will appear here."
        />
      )}
      table={(inquiries, busy, focusSummary) => (
        <INQUIRIES_TABLE.Table
          inquiries={inquiries}
          params={params}
          onSortChange={onSortChange}
          onDeleted={focusSummary}
          busy={busy}
        />
      )}
      cardsLabel="Inquiries"
      cardsClassName="space-y-2"
      card={(inquiry, focusSummary) => (
        <li key={inquiry._id}>
          <InquiryCard inquiry={inquiry} onDeleted={focusSummary} />
        </li>
      )}
    />
  );
}
