import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { PAYEE_TDS_SECTION_LABELS, PAYEE_TDS_SECTIONS } from '#shared/constants/payouts';
import { payeeInputSchema, type PayeeInput, type PayeeValues } from '#shared/schemas/payouts';
import type { Payee } from '#shared/schemas/payouts-responses';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { Select } from '#web/components/ui/select';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useSavePayee } from '../api/save-payee';

const resolver = zodResolver(payeeInputSchema);
const fieldOf = fieldsNamed([
  'legalName',
  'pan',
  'gstin',
  'bankAccount',
  'ifsc',
  'upiId',
  'individual',
  'commissionPercent',
  'tdsSection',
  'tdsNoneReason',
  'contactEmail',
] as const);

/** The form's first values: the payee as saved (an admin reads them in full), or a blank one. */
function startingValues(payee: Payee | null): PayeeInput {
  return {
    legalName: payee?.legalName ?? '',
    pan: payee?.pan ?? '',
    gstin: payee?.gstin ?? '',
    bankAccount: payee?.bankAccount ?? '',
    ifsc: payee?.ifsc ?? '',
    upiId: payee?.upiId ?? '',
    individual: payee?.individual ?? true,
    commissionPercent: payee?.commissionPercent ?? 15,
    tdsSection: payee?.tdsSection ?? '194J',
    tdsNoneReason: payee?.tdsNoneReason ?? '',
    contactEmail: payee?.contactEmail ?? '',
  };
}

/**
 * The payee's details (admins): who the agency pays for this celebrity, where, the commission it
 * keeps by default and the TDS section their payouts bear. Checked with the server's own schema.
 */
export function PayeeForm({
  celebrityId,
  payee,
  onDone,
}: {
  celebrityId: string;
  payee: Payee | null;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const save = useSavePayee();
  const form = useAppForm<PayeeInput, unknown, PayeeValues>({ resolver, defaultValues: startingValues(payee) });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const noTds = watch('tdsSection') === 'none';

  return (
    <DialogForm
      form={form}
      label="Save payee details"
      firstField="legalName"
      fieldOf={fieldOf}
      send={(input) => save.mutateAsync({ celebrityId, input })}
      onSent={onDone}
      onCancel={onDone}
      busyLabel="Saving..."
      icon={<Save className="size-4" aria-hidden="true" />}
    >
      <RequiredFieldsNote />
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <Field
          id={id('legal-name')}
          label="Legal name"
          required
          hint="As on the PAN."
          error={errors.legalName?.message}
          className="sm:col-span-2"
        >
          {(control) => <TextInput {...control} {...register('legalName')} maxLength={200} autoComplete="off" />}
        </Field>
        <Field id={id('pan')} label="PAN" required hint="For example ABCDE1234F." error={errors.pan?.message}>
          {(control) => (
            <TextInput {...control} {...register('pan')} maxLength={12} autoComplete="off" className="uppercase" />
          )}
        </Field>
        <Field id={id('gstin')} label="GSTIN" hint="If the payee is registered for GST." error={errors.gstin?.message}>
          {(control) => (
            <TextInput {...control} {...register('gstin')} maxLength={20} autoComplete="off" className="uppercase" />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
          <input type="checkbox" {...register('individual')} className="size-4 accent-brand-700" />
          An individual or HUF (not a company or firm)
        </label>
      </div>

      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-brand-950">Where the money goes</legend>
        <p className="mt-1 text-xs text-slate-600">A bank account with its IFSC, or a UPI ID.</p>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <Field id={id('account')} label="Bank account number" error={errors.bankAccount?.message}>
            {(control) => (
              <TextInput {...control} {...register('bankAccount')} inputMode="numeric" maxLength={24} autoComplete="off" />
            )}
          </Field>
          <Field id={id('ifsc')} label="IFSC" error={errors.ifsc?.message}>
            {(control) => (
              <TextInput {...control} {...register('ifsc')} maxLength={11} autoComplete="off" className="uppercase" />
            )}
          </Field>
          <Field id={id('upi')} label="UPI ID" hint="For example name@bank." error={errors.upiId?.message}>
            {(control) => <TextInput {...control} {...register('upiId')} maxLength={100} autoComplete="off" />}
          </Field>
        </div>
      </fieldset>

      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-brand-950">Commission and tax</legend>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <Field
            id={id('commission')}
            label="Default commission (%)"
            required
            hint="The agency's share of the artist fee."
            error={errors.commissionPercent?.message}
          >
            {(control) => (
              <TextInput
                {...control}
                {...register('commissionPercent', { valueAsNumber: true })}
                type="number"
                min={0}
                max={100}
                step="0.01"
                inputMode="decimal"
              />
            )}
          </Field>
          <Field id={id('tds-section')} label="TDS section" required error={errors.tdsSection?.message}>
            {(control) => (
              <Select {...control} {...register('tdsSection')}>
                {PAYEE_TDS_SECTIONS.map((section) => (
                  <option key={section} value={section}>
                    {PAYEE_TDS_SECTION_LABELS[section]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {noTds && (
            <Field
              id={id('tds-reason')}
              label="Why no TDS"
              required
              hint="For example a lower-deduction certificate."
              error={errors.tdsNoneReason?.message}
              className="sm:col-span-2"
            >
              {(control) => <TextInput {...control} {...register('tdsNoneReason')} maxLength={300} autoComplete="off" />}
            </Field>
          )}
          <Field
            id={id('email')}
            label="Payee's e-mail"
            required
            hint="Where the payout vouchers are sent."
            error={errors.contactEmail?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <TextInput {...control} {...register('contactEmail')} type="email" maxLength={254} autoComplete="off" />
            )}
          </Field>
        </div>
      </fieldset>
    </DialogForm>
  );
}
