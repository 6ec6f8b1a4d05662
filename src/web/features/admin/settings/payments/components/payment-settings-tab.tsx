import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { usePaymentSettings } from '#web/lib/queries/payment-settings';
import { PaymentSettingsForm } from './payment-settings-form';

/** The "Payments" tab: the saved settings load, then the form opens on them. */
export function PaymentSettingsTab() {
  const { data, isPending, isError, refetch } = usePaymentSettings();
  if (isPending) return <ListLoading label="Loading the payment settings..." centered />;
  if (isError) return <ListLoadFailed message="Failed to load the payment settings" onRetry={() => void refetch()} />;
  return <PaymentSettingsForm state={data} />;
}
