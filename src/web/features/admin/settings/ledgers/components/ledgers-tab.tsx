import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { useLedgers } from '../api/ledgers';
import { LedgersForm } from './ledgers-form';

/** The "Tally ledgers" tab: the saved names load, then the form opens on them. */
export function LedgersTab() {
  const { data, isPending, isError, refetch } = useLedgers();
  if (isPending) return <ListLoading label="Loading the ledger names..." centered />;
  if (isError) return <ListLoadFailed message="Failed to load the ledger names" onRetry={() => void refetch()} />;
  return <LedgersForm state={data} />;
}
