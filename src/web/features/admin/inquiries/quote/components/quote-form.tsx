import { zodResolver } from '@hookform/resolvers/zod';
import { FilePlus2 } from 'lucide-react';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { indianDay } from '#shared/format';
import type { BusinessDetails } from '#shared/schemas/business-details';
import type { Inquiry } from '#shared/schemas/inquiry';
import { GstStateSelect } from '#web/components/gst-state-select';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextField } from '#web/components/ui/text-field';
import { Textarea } from '#web/components/ui/textarea';
import { showServerErrors } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useCreateQuote } from '../api/create-quote';
import {
  newQuoteValues,
  quoteFormPath,
  quoteFormSchema,
  quoteInputOf,
  type QuoteFormOutput,
  type QuoteFormValues,
} from '../utils/quote-form';
import { QuoteLinesFields } from './quote-lines-fields';
import { QuotePreviewTotals } from './quote-preview-totals';

const resolver = zodResolver(quoteFormSchema);

interface QuoteFormProps {
  inquiry: Inquiry;
  business: BusinessDetails;
  /** The validity's default day: today plus the business details' validity. */
  validUntil: string;
  onCancel: () => void;
}

/** A new quote for the inquiry: the customer, the lines with live GST totals, and the terms. */
export function QuoteForm({ inquiry, business, validUntil, onCancel }: QuoteFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const create = useCreateQuote();
  const form = useAppForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver,
    defaultValues: newQuoteValues(inquiry.name, business, validUntil),
  });
  const { register, setError, formState } = form;
  const { errors } = formState;
  const number = (name: 'advancePercent' | 'balanceDueDays' | 'rider.travellers') => ({
    ...register(name, { valueAsNumber: true }),
    type: 'number',
    inputMode: 'numeric' as const,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ inquiryId: inquiry._id, input: quoteInputOf(values) });
    } catch (error) {
      showServerErrors<QuoteFormValues>(error, setError, (path) => quoteFormPath(path) as never);
    }
  });

  return (
    <FormProvider {...form}>
      <form aria-label="New quote" noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
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

        <div>
          <h3 className="mb-2 text-base font-semibold text-brand-950">Lines</h3>
          <QuoteLinesFields idPrefix={idPrefix} />
        </div>

        <QuotePreviewTotals agencyState={business.address.state} />

        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-base font-semibold text-brand-950">Terms</legend>
          <TextField
            id={id('valid-until')}
            label="Valid until"
            required
            error={errors.validUntil?.message}
            input={{ ...register('validUntil'), type: 'date', min: indianDay() }}
          />
          <TextField
            id={id('advance')}
            label="Advance (%)"
            required
            error={errors.advancePercent?.message}
            input={{ ...number('advancePercent'), min: 0, max: 100 }}
          />
          <TextField
            id={id('balance')}
            label="Balance due (days before)"
            required
            error={errors.balanceDueDays?.message}
            input={{ ...number('balanceDueDays'), min: 0, max: 365 }}
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-brand-950">Rider</legend>
          <TextField
            id={id('travel-class')}
            label="Travel class"
            error={errors.rider?.travelClass?.message}
            input={{ ...register('rider.travelClass'), maxLength: 80, placeholder: 'Business class' }}
          />
          <TextField
            id={id('travellers')}
            label="Travellers"
            error={errors.rider?.travellers?.message}
            input={{ ...number('rider.travellers'), min: 0, max: 50 }}
          />
          <TextField
            id={id('hotel')}
            label="Hotel category"
            error={errors.rider?.hotelCategory?.message}
            input={{ ...register('rider.hotelCategory'), maxLength: 80, placeholder: 'Five-star' }}
          />
          <TextField
            id={id('ground')}
            label="Ground transport"
            error={errors.rider?.groundTransport?.message}
            input={{ ...register('rider.groundTransport'), maxLength: 200 }}
          />
          <Field
            id={id('other')}
            label="Other requirements"
            error={errors.rider?.otherRequirements?.message}
            className="sm:col-span-2"
          >
            {(props) => <Textarea {...props} {...register('rider.otherRequirements')} rows={2} maxLength={2000} />}
          </Field>
        </fieldset>

        <Field
          id={id('exemption')}
          label="Exempt from GST because"
          hint="Leave empty to charge GST. A reason here charges none and is kept on the timeline and in the audit log."
          error={errors.exemptionReason?.message}
        >
          {(props) => <Textarea {...props} {...register('exemptionReason')} rows={2} maxLength={500} />}
        </Field>

        <FormAlert message={errors.root?.server?.message} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            <FilePlus2 className="size-4" aria-hidden="true" />
            {formState.isSubmitting ? 'Saving...' : 'Save draft'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
