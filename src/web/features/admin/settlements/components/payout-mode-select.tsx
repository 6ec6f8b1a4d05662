import type { ComponentProps } from 'react';
import { PAYOUT_MODE_LABELS, PAYOUT_MODES } from '#shared/constants/payouts';
import { Select } from '#web/components/ui/select';

/** How the agency paid the artist: bank transfer, UPI or cheque (never cash: decision 0036). */
export function PayoutModeSelect(props: ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      {PAYOUT_MODES.map((mode) => (
        <option key={mode} value={mode}>
          {PAYOUT_MODE_LABELS[mode]}
        </option>
      ))}
    </Select>
  );
}
