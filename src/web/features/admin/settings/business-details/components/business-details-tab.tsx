import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { useBusinessDetails } from '#web/lib/queries/business-details';
import { BusinessDetailsForm } from './business-details-form';

/** The "Business details" tab: the saved details load, then the form opens on them. */
export function BusinessDetailsTab() {
  const { data, isPending, isError, refetch } = useBusinessDetails();
  if (isPending) return <ListLoading label="Loading the business details..." centered />;
  if (isError) return <ListLoadFailed message="Failed to load the business details" onRetry={() => void refetch()} />;
  return <BusinessDetailsForm state={data} />;
}
