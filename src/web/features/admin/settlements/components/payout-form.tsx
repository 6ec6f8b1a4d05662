import { HandCoins } from 'lucide-react';
import { useId, useState } from 'react';
import { indianDay } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { PayoutValues } from '#shared/schemas/payouts';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { TextInput } from '#web/components/ui/text-input';
import { Textarea } from '#web/components/ui/textarea';
import { ApiError } from '#web/lib/api-client';
import { useIsAdmin } from '#web/lib/session-store';
import { useAppForm } from '#web/lib/use-app-form';
import { useRecordPayout } from '../api/record-payout';
import { usePayoutPreviewOf } from '../hooks/use-payout-preview-of';
import { payoutFieldOf, payoutResolver, type PayoutFields } from '../utils/payout-form';
import { PayoutModeSelect } from './payout-mode-select';
import { TdsPreview } from './tds-preview';

/** Whether the server refused the payout for paying more than the customer's money allows. */
function isOverpayRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.errors.some((problem) => problem.path === 'overpayReason');
}

/**
 * "Record payout": what the agency paid the artist (before TDS), when, how and its reference.
 * The TDS the product computes is shown with its reason before saving; "Override TDS" sets
 * another, with a reason (audited). A payout beyond what the customer has paid less the
 * commission is refused; an admin may confirm it with a reason. The voucher is numbered and
 * e-mailed by the server.
 */
export function PayoutForm({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const isAdmin = useIsAdmin();
  const record = useRecordPayout();
  const [refusedForOverpay, setRefusedForOverpay] = useState(false);
  const form = useAppForm<PayoutFields, unknown, PayoutValues>({
    resolver: payoutResolver,
    defaultValues: {
      amountPaise: '',
      date: indianDay(),
      mode: 'bank_transfer',
      reference: '',
      overrideTds: false,
      tdsOverride: { tdsPaise: '', reason: '' },
      overpayReason: '',
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const overriding = watch('overrideTds');
  const { complete, preview } = usePayoutPreviewOf(bookingId, watch('amountPaise'), watch('date'));
  const overLimit = complete && preview.data?.overLimit === true;
  const overpayShown = isAdmin && (overLimit || refusedForOverpay);

  async function send(input: PayoutValues) {
    try {
      return await record.mutateAsync({ bookingId, input: overpayShown ? input : { ...input, overpayReason: '' } });
    } catch (error) {
      if (isAdmin && isOverpayRefusal(error)) setRefusedForOverpay(true);
      throw error;
    }
  }

  return (
    <DialogForm
      form={form}
      label="Record payout"
      firstField="amountPaise"
      fieldOf={(path) => payoutFieldOf(path, { override: overriding, overpay: isAdmin })}
      send={send}
      sentToast={(recorded) => `Payout recorded: voucher ${recorded.number}`}
      onSent={onDone}
      onCancel={onDone}
      busyLabel="Recording..."
      icon={<HandCoins className="size-4" aria-hidden="true" />}
    >
      <RequiredFieldsNote />
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <Field id={id('amount')} label="Amount paid, before TDS (₹)" required error={errors.amountPaise?.message}>
          {(control) => <TextInput {...control} {...register('amountPaise')} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field id={id('date')} label="Paid on" required error={errors.date?.message}>
          {(control) => <TextInput {...control} {...register('date')} type="date" />}
        </Field>
        <Field id={id('mode')} label="Paid by" required error={errors.mode?.message}>
          {(control) => <PayoutModeSelect {...control} {...register('mode')} />}
        </Field>
        <Field
          id={id('reference')}
          label="Reference"
          required
          hint="The UTR, UPI reference or cheque number."
          error={errors.reference?.message}
        >
          {(control) => <TextInput {...control} {...register('reference')} maxLength={100} autoComplete="off" />}
        </Field>
      </div>
      <div className="mt-5">
        <TdsPreview complete={complete} preview={preview} />
      </div>
      {overLimit && preview.data && (
        <p role="note" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          This is more than the customer has paid less the commission: at most{' '}
          {formatRupeesWithPaise(preview.data.payoutLimitPaise)} can be paid out on this booking.{' '}
          {isAdmin ? 'To pay it anyway, give the reason below.' : 'Only an admin can record it.'}
        </p>
      )}
      <label className="mt-4 flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" {...register('overrideTds')} className="size-4 accent-brand-700" />
        Override TDS
      </label>
      {overriding && (
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <Field id={id('tds')} label="TDS to deduct (₹)" required error={errors.tdsOverride?.tdsPaise?.message}>
            {(control) => (
              <TextInput {...control} {...register('tdsOverride.tdsPaise')} inputMode="decimal" autoComplete="off" />
            )}
          </Field>
          <Field
            id={id('tds-reason')}
            label="Reason for the TDS"
            required
            hint="Kept in the audit log."
            error={errors.tdsOverride?.reason?.message}
          >
            {(control) => (
              <TextInput {...control} {...register('tdsOverride.reason')} maxLength={500} autoComplete="off" />
            )}
          </Field>
        </div>
      )}
      {overpayShown && (
        <Field
          id={id('overpay')}
          className="mt-5"
          label="Reason to pay more than received"
          required
          hint="Only an admin may confirm an overpayment; the reason is kept in the audit log."
          error={errors.overpayReason?.message}
        >
          {(control) => <Textarea {...control} {...register('overpayReason')} rows={2} maxLength={500} />}
        </Field>
      )}
    </DialogForm>
  );
}
