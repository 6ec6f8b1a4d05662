import type { ComponentProps } from 'react';
import { GST_STATES } from '#shared/gst/states';
import { Select } from '#web/components/ui/select';

/** A state or union territory, by its GST code ("27 Maharashtra"); '' until one is chosen. */
export function GstStateSelect(props: ComponentProps<'select'>) {
  return (
    <Select {...props}>
      <option value="">Choose a state</option>
      {GST_STATES.map((state) => (
        <option key={state.code} value={state.code}>
          {state.code} {state.name}
        </option>
      ))}
    </Select>
  );
}
