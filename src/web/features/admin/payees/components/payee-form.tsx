import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId } from 'react';
import {
  DEFAULT_COMMISSION_PERCENT,
  PAYEE_KIND_LABELS,
  PAYEE_KINDS,
  PAYEE_TDS_SECTION_LABELS,
  PAYEE_TDS_SECTIONS,
} from '#shared/constants/payouts';
import {
  payeeFormSchema,
  percentTextOfBasisPoints,
  type PayeeFormValues,
  type PayeeValues,
} from '#shared/schemas/payouts';
import type { Payee } from '#shared/schemas/payouts-responses';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { Select } from '#web/components/ui/select';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useSavePayee } from '../api/save-payee';

const resolver = zodResolver(payeeFormSchema);
const fieldOf = fieldsNamed([
  'legalName',
  'pan',
  'gstin',
  'payeeKind',
  'bankAccountNumber',
  'ifsc',
  'bankName',
  'upiId',
  'commissionPercent',
  'tdsSection',
  'noTdsReason',
  'contactEmail',
] as const);

/** The form's first values: the payee as saved (an admin reads them in full), or a blank one. */
function startingValues(payee: Payee | null): PayeeFormValues {
  return {
    legalName: payee?.legalName ?? '',
    pan: payee?.pan ?? '',
    gstin: payee?.gstin ?? '',
    payeeKind: payee?.payeeKind ?? 'individual_or_huf',
    commissionPercent: payee
      ? percentTextOfBasisPoints(payee.commissionBasisPoints)
      : String(DEFAULT_COMMISSION_PERCENT),
    tdsSection: payee?.tdsSection ?? '194J',
    noTdsReason: payee?.noTdsReason ?? '',
    bankAccountNumber: payee?.bankAccountNumber ?? '',
    ifsc: payee?.ifsc ?? '',
    bankName: payee?.bankName ?? '',
    upiId: payee?.upiId ?? '',
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
  const form = useAppForm<PayeeFormValues, unknown, PayeeValues>({ resolver, defaultValues: startingValues(payee) });
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
        <Field
          id={id('pan')}
          label="PAN"
          hint="For example ABCDE1234F. Without one, TDS is 20%."
          error={errors.pan?.message}
        >
          {(control) => (
            <TextInput {...control} {...register('pan')} maxLength={12} autoComplete="off" className="uppercase" />
          )}
        </Field>
        <Field id={id('gstin')} label="GSTIN" hint="If the payee is registered for GST." error={errors.gstin?.message}>
          {(control) => (
            <TextInput {...control} {...register('gstin')} maxLength={20} autoComplete="off" className="uppercase" />
          )}
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">The payee is</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {PAYEE_KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input type="radio" value={kind} {...register('payeeKind')} className="size-4 accent-brand-700" />
                {PAYEE_KIND_LABELS[kind]}
              </label>
            ))}
          </div>
          {errors.payeeKind?.message && <p className="mt-1.5 text-sm text-red-700">{errors.payeeKind.message}</p>}
        </fieldset>
      </div>

      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-brand-950">Where the money goes</legend>
        <p className="mt-1 text-xs text-slate-600">A bank account with its IFSC, or a UPI ID.</p>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <Field id={id('account')} label="Bank account number" error={errors.bankAccountNumber?.message}>
            {(control) => (
              <TextInput
                {...control}
                {...register('bankAccountNumber')}
                inputMode="numeric"
                maxLength={24}
                autoComplete="off"
              />
            )}
          </Field>
          <Field id={id('ifsc')} label="IFSC" error={errors.ifsc?.message}>
            {(control) => (
              <TextInput {...control} {...register('ifsc')} maxLength={11} autoComplete="off" className="uppercase" />
            )}
          </Field>
          <Field id={id('bank')} label="Bank" error={errors.bankName?.message}>
            {(control) => <TextInput {...control} {...register('bankName')} maxLength={120} autoComplete="off" />}
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
              <TextInput {...control} {...register('commissionPercent')} inputMode="decimal" autoComplete="off" />
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
              error={errors.noTdsReason?.message}
              className="sm:col-span-2"
            >
              {(control) => <TextInput {...control} {...register('noTdsReason')} maxLength={300} autoComplete="off" />}
            </Field>
          )}
          <Field
            id={id('email')}
            label="Payee's e-mail"
            hint="Where the payout vouchers are sent; without one, none are e-mailed."
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
