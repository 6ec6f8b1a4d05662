import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { documentNumber, financialYearOf } from '#shared/gst/document-number';
import { gstinProblem, normaliseGstin, panOfGstin } from '#shared/gst/gstin';
import type { BusinessDetailsState } from '#shared/schemas/business-details-responses';
import { Field } from '#web/components/ui/field';
import { TextField } from '#web/components/ui/text-field';
import { Textarea } from '#web/components/ui/textarea';
import { useBusinessDetailsForm } from '../hooks/use-business-details-form';
import { BusinessDetailsReadiness } from './business-details-readiness';
import { CancellationSlabsList } from './cancellation-slabs-list';
import { FormGroup } from '../../components/form-group';
import { GstStateSelect } from '#web/components/gst-state-select';
import { SiteSectionForm } from '../../components/site-section-form';

/** "PAN AAPFU0939F, from the GSTIN" once the GSTIN typed is a valid one. */
function panHint(gstin: string | undefined): string {
  const value = normaliseGstin(gstin ?? '');
  if (value === '' || gstinProblem(value)) return '15 characters, such as 27AAPFU0939F1ZV.';
  return `PAN ${panOfGstin(value)}, from the GSTIN.`;
}

/** "SLT/Q/26-27/0001": the first quote number of this year with the prefix typed. */
function firstNumberHint(prefix: string | undefined): string {
  try {
    const today = new Date().toISOString().slice(0, 10);
    const example = documentNumber({
      prefix: (prefix ?? '').trim().toUpperCase(),
      series: 'Q',
      financialYear: financialYearOf(today).label,
      sequence: 1,
    });
    return `1 to 3 letters. This year’s first quote: ${example}.`;
  } catch {
    return '1 to 3 letters, at the front of every quote number.';
  }
}

/** The agency as a seller: what every quote says about it, and the terms it starts from. */
export function BusinessDetailsForm({ state }: { state: BusinessDetailsState }) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const { form, frame } = useBusinessDetailsForm(state);
  const { register, control } = form;
  const { errors } = form.formState;
  const [gstin, numberPrefix] = useWatch({ control, name: ['gstin', 'numberPrefix'] });
  const number = (name: Parameters<typeof register>[0]) => ({
    ...register(name, { valueAsNumber: true }),
    type: 'number',
    inputMode: 'numeric' as const,
  });

  return (
    <SiteSectionForm
      title="Business details"
      description="What every quote says about the agency as a seller, and the terms a new quote starts from. Staff see them; visitors never do."
      neverSaved="No one has saved the business details yet."
      {...frame}
    >
      <BusinessDetailsReadiness missing={state.missing} />
      <FormGroup title="The business">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('legal-name')}
            label="Legal name"
            hint="As registered for GST, such as Starline Talent Management Private Limited."
            error={errors.legalName?.message}
            input={{ ...register('legalName'), maxLength: 200, autoComplete: 'organization' }}
          />
          <TextField
            id={id('trading-name')}
            label="Trading name"
            hint="The name customers know, if it differs."
            error={errors.tradingName?.message}
            input={{ ...register('tradingName'), maxLength: 200, autoComplete: 'off' }}
          />
          <TextField
            id={id('gstin')}
            label="GSTIN"
            hint={panHint(gstin)}
            error={errors.gstin?.message}
            input={{
              ...register('gstin'),
              maxLength: 20,
              autoComplete: 'off',
              spellCheck: false,
              className: 'uppercase',
            }}
          />
          <TextField
            id={id('signatory')}
            label="Signatory"
            hint="The person who signs quotes and invoices for the agency."
            error={errors.signatoryName?.message}
            input={{ ...register('signatoryName'), maxLength: 120, autoComplete: 'name' }}
          />
        </div>
      </FormGroup>
      <FormGroup
        title="Registered address"
        description="As on the GST registration: its state decides CGST and SGST or IGST."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('street')}
            label="Street address"
            className="sm:col-span-2"
            error={errors.address?.street?.message}
            input={{ ...register('address.street'), maxLength: 300, autoComplete: 'street-address' }}
          />
          <TextField
            id={id('city')}
            label="City"
            error={errors.address?.city?.message}
            input={{ ...register('address.city'), maxLength: 80, autoComplete: 'address-level2' }}
          />
          <Field id={id('state')} label="State" error={errors.address?.state?.message}>
            {(props) => <GstStateSelect {...props} {...register('address.state')} />}
          </Field>
          <TextField
            id={id('pin')}
            label="PIN code"
            error={errors.address?.pinCode?.message}
            input={{ ...register('address.pinCode'), maxLength: 6, inputMode: 'numeric', autoComplete: 'postal-code' }}
          />
        </div>
      </FormGroup>
      <FormGroup title="Bank details" description="Printed on quotes for the advance and the balance.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={id('account-name')}
            label="Account name"
            error={errors.bank?.accountName?.message}
            input={{ ...register('bank.accountName'), maxLength: 200, autoComplete: 'off' }}
          />
          <TextField
            id={id('account-number')}
            label="Account number"
            error={errors.bank?.accountNumber?.message}
            input={{ ...register('bank.accountNumber'), maxLength: 24, inputMode: 'numeric', autoComplete: 'off' }}
          />
          <TextField
            id={id('ifsc')}
            label="IFSC"
            hint="11 characters, such as HDFC0001234."
            error={errors.bank?.ifsc?.message}
            input={{
              ...register('bank.ifsc'),
              maxLength: 14,
              autoComplete: 'off',
              spellCheck: false,
              className: 'uppercase',
            }}
          />
          <TextField
            id={id('bank-name')}
            label="Bank"
            error={errors.bank?.bankName?.message}
            input={{ ...register('bank.bankName'), maxLength: 120, autoComplete: 'off' }}
          />
        </div>
      </FormGroup>
      <FormGroup title="Quote terms" description="What a new quote starts from; each quote can change them.">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id={id('validity')}
            label="Quote valid for (days)"
            required
            error={errors.quoteValidityDays?.message}
            input={{ ...number('quoteValidityDays'), min: 1, max: 90 }}
          />
          <TextField
            id={id('advance')}
            label="Advance (% of the total)"
            required
            error={errors.advancePercent?.message}
            input={{ ...number('advancePercent'), min: 0, max: 100 }}
          />
          <TextField
            id={id('balance-due')}
            label="Balance due (days before the event)"
            required
            error={errors.balanceDueDaysBefore?.message}
            input={{ ...number('balanceDueDaysBefore'), min: 0, max: 365 }}
          />
          <TextField
            id={id('reminder-days')}
            label="Balance reminder (days before it is due)"
            required
            error={errors.balanceReminderDays?.message}
            input={{ ...number('balanceReminderDays'), min: 0, max: 60 }}
          />
          <TextField
            id={id('travel-days')}
            label="Travel days (before and after an event)"
            required
            error={errors.travelBufferDays?.message}
            input={{ ...number('travelBufferDays'), min: 0, max: 30 }}
          />
        </div>
        <h4 className="mt-6 text-sm font-semibold text-brand-950">Cancellation</h4>
        <p className="mt-0.5 text-sm text-slate-600">
          How much of the total the agency keeps when the customer cancels, by how long before the event.
        </p>
        <div className="mt-3">
          <CancellationSlabsList idPrefix={idPrefix} />
        </div>
        <Field
          id={id('terms')}
          label="Terms"
          hint={
            state.value.termsMarkdown.trim() === ''
              ? 'Suggested terms, not saved yet: read them, change what does not fit the agency, and save. Markdown, printed at the end of every quote.'
              : 'Markdown. Printed at the end of every quote.'
          }
          error={errors.termsMarkdown?.message}
          className="mt-6"
        >
          {(props) => <Textarea {...props} {...register('termsMarkdown')} rows={12} maxLength={20_000} />}
        </Field>
      </FormGroup>
      <FormGroup title="Numbers">
        <TextField
          id={id('prefix')}
          label="Number prefix"
          required
          hint={firstNumberHint(numberPrefix)}
          error={errors.numberPrefix?.message}
          className="max-w-xs"
          input={{ ...register('numberPrefix'), maxLength: 3, autoComplete: 'off', className: 'uppercase' }}
        />
      </FormGroup>
    </SiteSectionForm>
  );
}
