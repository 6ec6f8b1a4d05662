import { zodResolver } from '@hookform/resolvers/zod';
import { FilePlus2, Save } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { indianDay } from '#shared/format';
import type { BusinessDetails } from '#shared/schemas/business-details';
import type { Inquiry } from '#shared/schemas/inquiry';
import type { Quote } from '#shared/schemas/quote-responses';
import { BillToFields } from '#web/components/sale/bill-to-fields';
import { ExemptionField } from '#web/components/sale/exemption-field';
import { SaleLinesFields } from '#web/components/sale/sale-lines-fields';
import { SalePreviewTotals } from '#web/components/sale/sale-preview-totals';
import { formSubmit } from '#web/lib/form-submit';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextField } from '#web/components/ui/text-field';
import { Textarea } from '#web/components/ui/textarea';
import { useAppForm } from '#web/lib/use-app-form';
import { useCreateQuote } from '../api/create-quote';
import { useUpdateQuote } from '../api/update-quote';
import {
  newQuoteValues,
  quoteFormValuesOf,
  quoteFormPath,
  quoteFormSchema,
  quoteInputOf,
  type QuoteFormOutput,
  type QuoteFormValues,
} from '../utils/quote-form';

const resolver = zodResolver(quoteFormSchema);

type QuoteFormProps = {
  business: BusinessDetails;
  onCancel: () => void;
} & (
  | {
      /** A new quote for this inquiry. */
      inquiry: Inquiry;
      /** The validity's default day: today plus the business details' validity. */
      validUntil: string;
      /** The celebrity's listed price in rupees, the artist fee's starting rate; null when on demand or unknown. */
      listedPrice: number | null;
      quote?: undefined;
      onSaved?: undefined;
    }
  | {
      /** The draft to change, its values filled in. */
      quote: Quote;
      /** After the change is saved (the quotes have been read again). */
      onSaved: () => void;
      inquiry?: undefined;
      validUntil?: undefined;
      listedPrice?: undefined;
    }
);

/**
 * A quote for the inquiry: the customer, the lines with live GST totals, and the terms. A new
 * one (Save draft), or a draft's change (Save changes), sent as a whole with PUT.
 */
export function QuoteForm({ business, onCancel, ...mode }: QuoteFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const create = useCreateQuote();
  const update = useUpdateQuote();
  const editing = mode.quote;
  const form = useAppForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver,
    defaultValues: editing
      ? quoteFormValuesOf(editing)
      : newQuoteValues({
          inquiry: mode.inquiry,
          listedPrice: mode.listedPrice,
          business,
          validUntil: mode.validUntil,
        }),
  });
  // The edit form replaces the summary and its button: the focus goes to its heading, not to the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const { register, formState } = form;
  const { errors } = formState;
  const number = (name: 'advancePercent' | 'balanceDueDays' | 'rider.travellers') => ({
    ...register(name, { valueAsNumber: true }),
    type: 'number',
    inputMode: 'numeric' as const,
  });

  const submit = formSubmit(
    form,
    (path) => quoteFormPath(path) as never,
    async (values) => {
      if (mode.quote) await update.mutateAsync({ quote: mode.quote, input: quoteInputOf(values) });
      else await create.mutateAsync({ inquiryId: mode.inquiry._id, input: quoteInputOf(values) });
    },
    () => {
      if (mode.quote) mode.onSaved();
    },
  );

  return (
    <FormProvider {...form}>
      <form
        aria-label={editing ? undefined : 'New quote'}
        aria-labelledby={editing ? id('heading') : undefined}
        noValidate
        onSubmit={submit}
        className="min-w-0 space-y-6"
      >
        {editing && (
          <h3
            ref={headingRef}
            id={id('heading')}
            tabIndex={-1}
            className="text-base font-semibold text-brand-950 focus:outline-none"
          >
            Edit quote, version {editing.version}
          </h3>
        )}
        <BillToFields idPrefix={idPrefix} />

        <div>
          <h3 className="mb-2 text-base font-semibold text-brand-950">Lines</h3>
          <SaleLinesFields idPrefix={idPrefix} />
        </div>

        <SalePreviewTotals agencyState={business.address.state} />

        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-3">
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

        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
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

        <ExemptionField idPrefix={idPrefix} />

        <FormAlert message={errors.root?.server?.message} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {editing ? (
              <Save className="size-4" aria-hidden="true" />
            ) : (
              <FilePlus2 className="size-4" aria-hidden="true" />
            )}
            {formState.isSubmitting ? 'Saving...' : editing ? 'Save changes' : 'Save draft'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
