import type { ComponentProps } from 'react';
import { PAYMENT_MODE_LABELS, STAFF_PAYMENT_MODES } from '#shared/constants/billing';
import { Select } from '#web/components/ui/select';

/** How money moved: bank transfer, UPI, cheque or cash (a gateway payment records itself). */
export function PaymentModeSelect(props: ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      {STAFF_PAYMENT_MODES.map((mode) => (
        <option key={mode} value={mode}>
          {PAYMENT_MODE_LABELS[mode]}
        </option>
      ))}
    </Select>
  );
}
