import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { GstStateSelect } from '#web/components/gst-state-select';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import type { InquiryFormValues } from './use-inquiry-form';

type BudgetField = 'budgetPaise' | 'guests';
type BillingField = 'companyName' | 'gstin' | 'billingState';

interface QuoteNeedsProps<F extends string> {
  register: UseFormRegister<InquiryFormValues>;
  errors: FieldErrors<InquiryFormValues>;
  /** The id of each field's control, unique on the page. */
  idOf: (field: F) => string;
}

/** The budget in rupees and the number of guests, side by side: optional, for the quote. */
export function BudgetAndGuestsFields({ register, errors, idOf }: QuoteNeedsProps<BudgetField>) {
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-5">
      <Field id={idOf('budgetPaise')} label="Budget in ₹ (optional)" error={errors.budgetPaise?.message}>
        {(control) => (
          <TextInput
            {...control}
            {...register('budgetPaise')}
            inputMode="decimal"
            placeholder="5,00,000"
            maxLength={20}
          />
        )}
      </Field>
      <Field id={idOf('guests')} label="Guests (optional)" error={errors.guests?.message}>
        {(control) => (
          <TextInput {...control} {...register('guests')} inputMode="numeric" placeholder="250" maxLength={9} />
        )}
      </Field>
    </div>
  );
}

/**
 * Who is billed, for a GST invoice in a company's name: folded away under "Company and billing
 * (optional)" so the form stays short on a phone, and opened by itself while one of its fields
 * is refused, so the error and the focus can reach it.
 */
export function CompanyBillingFields({ register, errors, idOf }: QuoteNeedsProps<BillingField>) {
  const [opened, setOpened] = useState(false);
  const refused = Boolean(errors.companyName ?? errors.gstin ?? errors.billingState);
  return (
    <details
      open={opened || refused}
      onToggle={(event) => setOpened(event.currentTarget.open)}
      className="group rounded-xl border border-slate-200"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        Company and billing (optional)
        <ChevronDown className="size-4 shrink-0 text-slate-500 group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-5 border-t border-slate-200 px-4 pt-4 pb-5">
        <p className="text-sm text-slate-600">For a GST invoice in your company’s name.</p>
        <Field id={idOf('companyName')} label="Company" error={errors.companyName?.message}>
          {(control) => (
            <TextInput {...control} {...register('companyName')} autoComplete="organization" maxLength={200} />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={idOf('gstin')} label="GSTIN" error={errors.gstin?.message}>
            {(control) => (
              <TextInput
                {...control}
                {...register('gstin')}
                autoCapitalize="characters"
                spellCheck={false}
                className="uppercase"
                placeholder="27AAPFU0939F1ZV"
                maxLength={20}
              />
            )}
          </Field>
          <Field id={idOf('billingState')} label="Billing state" error={errors.billingState?.message}>
            {(control) => <GstStateSelect {...control} {...register('billingState')} />}
          </Field>
        </div>
      </div>
    </details>
  );
}
