import { usePageTitle } from '#web/lib/use-head-meta';
import { InquiriesResults } from './components/inquiries-results';
import { InquiriesToolbar } from './components/inquiries-toolbar';
import { useInquiryListParams } from './hooks/use-inquiry-list-params';

/**
 * Inquiries management (SPEC §2): every booking inquiry, searched and filtered on the server,
 * paged, with the view in the URL; each status can be changed and each inquiry deleted.
 */
export function InquiriesPage() {
  usePageTitle('Inquiries Management');
  const { params, searchText, setSearchText, setStatus, setPage, replacePage } = useInquiryListParams();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Inquiries Management</h1>
        <p className="mt-1 text-sm text-slate-600">Booking requests from the website, newest first.</p>
      </div>
      <InquiriesToolbar
        params={params}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onStatusChange={setStatus}
      />
      <InquiriesResults params={params} onPageChange={setPage} onPageOutOfRange={replacePage} />
    </div>
  );
}
