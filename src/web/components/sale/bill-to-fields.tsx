import { useFormContext } from 'react-hook-form';
import { GstStateSelect } from '#web/components/gst-state-select';
import { Field } from '#web/components/ui/field';
import { TextField } from '#web/components/ui/text-field';
import { Textarea } from '#web/components/ui/textarea';
import type { SaleFormValues } from '#web/lib/sale-form';

/**
 * A sale's customer billing block and the venue's state, which set the place of supply: as a
 * quote and a booking agreed by phone both take them. Inside a FormProvider holding a sale.
 */
export function BillToFields({ idPrefix }: { idPrefix: string }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const {
    register,
    formState: { errors },
  } = useFormContext<SaleFormValues>();
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-brand-950">Bill to</legend>
      <TextField
        id={id('customer-name')}
        label="Billing name"
        required
        error={errors.customer?.name?.message}
        input={{ ...register('customer.name'), maxLength: 200, autoComplete: 'off' }}
      />
      <TextField
        id={id('customer-gstin')}
        label="Customer GSTIN"
        hint="If the customer is registered for GST: the place of supply is then their state."
        error={errors.customer?.gstin?.message}
        input={{ ...register('customer.gstin'), maxLength: 20, autoComplete: 'off', className: 'uppercase' }}
      />
      <Field
        id={id('customer-address')}
        label="Billing address"
        required
        error={errors.customer?.address?.message}
        className="sm:col-span-2"
      >
        {(props) => <Textarea {...props} {...register('customer.address')} rows={3} maxLength={500} />}
      </Field>
      <Field id={id('customer-state')} label="Customer’s state" required error={errors.customer?.state?.message}>
        {(props) => <GstStateSelect {...props} {...register('customer.state')} />}
      </Field>
      <Field id={id('venue-state')} label="Venue’s state" required error={errors.venueState?.message}>
        {(props) => <GstStateSelect {...props} {...register('venueState')} />}
      </Field>
    </fieldset>
  );
}
