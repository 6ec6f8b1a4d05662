import { usePageTitle } from '#web/lib/use-head-meta';
import { useListParams } from '#web/lib/use-list-params';
import { OutboxResults } from './components/outbox-results';
import { OutboxStateFilter } from './components/outbox-state-filter';
import { OUTBOX_LIST } from './utils/outbox-list-params';

/**
 * The outbox: every e-mail the system has queued, newest first, with its state, filtered by
 * state and paged in the URL. Each subject opens the e-mail's preview. Without a mail server (the
 * demo) this is where the e-mails can be read.
 */
export function OutboxPage() {
  usePageTitle('Outbox');
  const { params, update, setPage, replacePage } = useListParams(OUTBOX_LIST);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Outbox</h1>
        <p className="mt-1 text-sm text-slate-600">Every e-mail the system has queued, newest first.</p>
      </div>
      <OutboxStateFilter state={params.state} onStateChange={(state) => update({ state })} />
      <OutboxResults params={params} onPageChange={setPage} onPageOutOfRange={replacePage} />
    </div>
  );
}
