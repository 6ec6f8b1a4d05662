import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { PAYMENT_MODE_LABELS } from '#shared/constants/billing';
import { indianDay } from '#shared/format';
import { rupeesTextOfPaise } from '#shared/rupees-text';
import {
  paymentClaimFormSchema,
  type PaymentClaimFormValues,
  type PaymentClaimValues,
} from '#shared/schemas/payment-claim';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextInput } from '#web/components/ui/text-input';
import { formSubmit } from '#web/lib/form-submit';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useAppStarted } from '#web/lib/use-app-started';
import { CLAIM_RECEIVED, paymentClaimsAction, useClaimPayment } from '../api/claim-payment';

const resolver = zodResolver(paymentClaimFormSchema);
const fieldOf = fieldsNamed(['amountPaise', 'date', 'mode', 'reference'] as const);

const REFERENCE_HINTS = {
  upi: 'The 12-digit UPI reference (UTR or RRN) your UPI app shows for the payment.',
  bank_transfer: 'The UTR your bank shows: 16 characters for NEFT, 22 for RTGS, or 12 digits for IMPS.',
} as const;

/**
 * "I have paid" (issue 38): the amount, the day, UPI or a bank transfer, and its reference, held
 * to the server's rules. It is also a plain form posting to the server, so a tap before the
 * page's script runs is not lost: the server answers it with this page again (`?claim=`). Its
 * fields carry their first values in the HTML too (`defaultValue`), as the form registers them
 * only once the app has started.
 */
export function PaymentClaimForm({ token, dueNowPaise }: { token: string; dueNowPaise: number }) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const claim = useClaimPayment(token);
  const started = useAppStarted();
  const [sent, setSent] = useState(false);
  const defaultValues: PaymentClaimFormValues = {
    amountPaise: rupeesTextOfPaise(dueNowPaise),
    date: indianDay(),
    mode: 'upi',
    reference: '',
  };
  const form = useAppForm<PaymentClaimFormValues, unknown, PaymentClaimValues>({ resolver, defaultValues });
  const {
    register,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const mode = useWatch({ control, name: 'mode' }) ?? 'upi';
  const submit = formSubmit(
    form,
    fieldOf,
    (values) => claim.mutateAsync(values),
    () => {
      reset(defaultValues);
      setSent(true);
    },
  );

  return (
    <form
      method="post"
      action={paymentClaimsAction(token)}
      noValidate={started}
      aria-labelledby={id('heading')}
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <h3 id={id('heading')} className="text-lg font-bold text-brand-950">
        I have paid
      </h3>
      <p className="text-sm text-slate-700">Tell us about your payment and we will match it to your booking.</p>
      {sent && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          Thank you. {CLAIM_RECEIVED}.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('amount')} label="Amount paid (₹)" required error={errors.amountPaise?.message}>
          {(control) => (
            <TextInput
              {...control}
              {...register('amountPaise')}
              defaultValue={defaultValues.amountPaise}
              inputMode="decimal"
              autoComplete="off"
              required
            />
          )}
        </Field>
        <Field id={id('date')} label="Paid on" required error={errors.date?.message}>
          {(control) => (
            <TextInput
              {...control}
              {...register('date')}
              defaultValue={defaultValues.date}
              type="date"
              max={indianDay()}
              required
            />
          )}
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Paid by</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {(['upi', 'bank_transfer'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                value={value}
                defaultChecked={value === defaultValues.mode}
                {...register('mode')}
                className="size-4 accent-brand-700"
              />
              {PAYMENT_MODE_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id={id('reference')}
        label="Payment reference"
        required
        hint={REFERENCE_HINTS[mode]}
        error={errors.reference?.message}
      >
        {(control) => (
          <TextInput
            {...control}
            {...register('reference')}
            maxLength={30}
            required
            autoComplete="off"
            spellCheck={false}
            className="uppercase"
          />
        )}
      </Field>
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        <Send className="size-4" aria-hidden="true" />
        Send payment details
      </Button>
    </form>
  );
}
