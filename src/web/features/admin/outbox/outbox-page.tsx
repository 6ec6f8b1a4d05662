import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { useSearchedList } from '#web/components/admin-list/use-searched-list';
import { usePageTitle } from '#web/lib/use-head-meta';
import { OutboxFilters } from './components/outbox-filters';
import { OutboxResults } from './components/outbox-results';
import { OUTBOX_LIST } from './utils/outbox-list-params';

/**
 * The outbox: every e-mail the system has queued, newest first, with what happened to it, searched
 * by reference, recipient or subject, filtered by state and paged, all in the URL. Each subject
 * opens the e-mail's preview. Without a mail server (the demo) this is where the e-mails can be read.
 */
export function OutboxPage() {
  usePageTitle('Outbox');
  const { filters, results } = useSearchedList(OUTBOX_LIST);
  return (
    <div className="space-y-6">
      <AdminPageTitle title="Outbox">Every e-mail the system has queued, newest first.</AdminPageTitle>
      <OutboxFilters {...filters} />
      <OutboxResults {...results} />
    </div>
  );
}
