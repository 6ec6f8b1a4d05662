import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { adminScreenHeading } from '#web/components/layout/admin-screen-headings';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useListParams } from '#web/lib/use-list-params';
import { useListSearch } from '#web/lib/use-list-search';
import type { ReactNode } from 'react';
import { InquiriesExportButton } from './components/inquiries-export-button';
import { InquiriesResults } from './components/inquiries-results';
import { InquiriesToolbar } from './components/inquiries-toolbar';
import { INQUIRY_LIST } from './utils/inquiry-list-params';

/**
 * Inquiries management (SPEC §2) and the desk: every booking inquiry, searched, filtered and
 * sorted on the server, paged, with the view in the URL; a table on wide screens, cards on
 * phones; each status can be changed, each inquiry opened or deleted (from its row's menu). Above the
 * list, what the app puts there (`aboveList`: the payments to confirm, app/admin/inquiries-page.tsx).
 */
const HEADING = adminScreenHeading('adminInquiries');

export function InquiriesPage({ aboveList }: { aboveList?: ReactNode }) {
  usePageTitle(HEADING.title);
  const { params, setPage, replacePage, update } = useListParams(INQUIRY_LIST);
  const { text: searchText, setText: setSearchText } = useListSearch();
  return (
    <div className="space-y-4 lg:space-y-6">
      <div className={HEADING.row}>
        <AdminPageTitle title={HEADING.title}>{HEADING.description}</AdminPageTitle>
        <InquiriesExportButton params={params} />
      </div>
      {aboveList}
      <InquiriesToolbar params={params} searchText={searchText} onSearchTextChange={setSearchText} onChange={update} />
      <InquiriesResults params={params} onPageChange={setPage} onSortChange={update} onPageOutOfRange={replacePage} />
    </div>
  );
}
