import type { ComponentProps } from 'react';
import { PAYMENT_MODE_LABELS } from '#shared/constants/billing';
import { PAYOUT_MODES } from '#shared/constants/payouts';
import { Select } from '#web/components/ui/select';

/** How the agency paid the artist: bank transfer, UPI, cheque or cash. */
export function PayoutModeSelect(props: ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      {PAYOUT_MODES.map((mode) => (
        <option key={mode} value={mode}>
          {PAYMENT_MODE_LABELS[mode]}
        </option>
      ))}
    </Select>
  );
}
