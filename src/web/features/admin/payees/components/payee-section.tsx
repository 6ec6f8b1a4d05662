import { Landmark, Pencil, Plus } from 'lucide-react';
import { PAYEE_KIND_LABELS, PAYEE_TDS_SECTION_LABELS } from '#shared/constants/payouts';
import type { Payee } from '#shared/schemas/payouts-responses';
import { DialogButton } from '#web/components/ui/dialog-button';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { useIsAdmin } from '#web/lib/session-store';
import { usePayee } from '../api/payee';
import { PayeeForm } from './payee-form';

/** The payee's details as a list of terms; what is empty is left out. */
function PayeeDetails({ payee }: { payee: Payee }) {
  const rows: [string, string][] = [
    ['Legal name', payee.legalName],
    ['PAN', payee.pan || 'None given (TDS at 20%)'],
    ['GSTIN', payee.gstin],
    ['Kind', PAYEE_KIND_LABELS[payee.payeeKind]],
    [
      'Bank account',
      payee.bankAccountNumber
        ? [payee.bankAccountNumber, payee.ifsc && `IFSC ${payee.ifsc}`, payee.bankName].filter(Boolean).join(' · ')
        : '',
    ],
    ['UPI ID', payee.upiId],
    ['Default commission', `${payee.commissionPercent}%`],
    ['TDS', payee.tdsSection === 'none' ? `None: ${payee.noTdsReason}` : PAYEE_TDS_SECTION_LABELS[payee.tdsSection]],
    ['Vouchers e-mailed to', payee.contactEmail],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="mt-0.5 font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The celebrity's payee (issue 39): who the agency pays for their bookings, the commission and
 * the TDS section. Staff read them masked; admins read them in full and edit them.
 */
export function PayeeSection({ celebrityId }: { celebrityId: string }) {
  const payee = usePayee(celebrityId);
  const isAdmin = useIsAdmin();

  let body;
  if (payee.isPending) body = <ListLoading label="Loading the payee details..." />;
  else if (payee.isError)
    body = <ListLoadFailed message="Failed to load the payee details" onRetry={() => void payee.refetch()} />;
  else if (!payee.data)
    body = (
      <p className="text-sm text-slate-700">
        No payee details yet: {isAdmin ? 'add them' : 'an admin adds them'} before the artist can be paid.
      </p>
    );
  else
    body = (
      <div className="space-y-3">
        <PayeeDetails payee={payee.data} />
        {payee.data.masked && (
          <p className="text-xs text-slate-600">The PAN and the account are masked: only admins read them in full.</p>
        )}
      </div>
    );

  const current = payee.data ?? null;
  return (
    <section aria-labelledby="payee-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payee-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-950">
          <Landmark className="size-5 text-brand-700" aria-hidden="true" />
          Payee details
        </h2>
        {isAdmin && payee.isSuccess && (
          <DialogButton
            title="Payee details"
            description="Who the agency pays for this celebrity's bookings, and the tax on those payouts."
            label={
              current ? (
                <>
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit payee details
                </>
              ) : (
                <>
                  <Plus className="size-4" aria-hidden="true" />
                  Add payee details
                </>
              )
            }
          >
            {(close) => <PayeeForm celebrityId={celebrityId} payee={current} onDone={close} />}
          </DialogButton>
        )}
      </div>
      <div className="mt-4">{body}</div>
    </section>
  );
}
