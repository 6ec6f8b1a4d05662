import type { ComponentProps } from 'react';
import { PAYMENT_MODE_LABELS, PAYMENT_MODES } from '#shared/constants/billing';
import { Select } from '#web/components/ui/select';

/** How money moved: bank transfer, UPI, cheque or cash. */
export function PaymentModeSelect(props: ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      {PAYMENT_MODES.map((mode) => (
        <option key={mode} value={mode}>
          {PAYMENT_MODE_LABELS[mode]}
        </option>
      ))}
    </Select>
  );
}
