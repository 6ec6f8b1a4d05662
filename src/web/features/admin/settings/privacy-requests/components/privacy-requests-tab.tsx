import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Eraser } from 'lucide-react';
import { formatIndianTime } from '#shared/format';
import { privacyRequestSchema, type PrivacyRequest, type PrivacyRequestInput } from '#shared/schemas/privacy';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EmailInput, PhoneInput } from '#web/components/ui/contact-inputs';
import { Field } from '#web/components/ui/field';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { notify } from '#web/lib/notify';
import { useErasePersonData, useErasures, useExportPersonData } from '../api/privacy-requests';
import { useAppForm } from '#web/lib/use-app-form';

function inquiriesText(count: number): string {
  return `${count} ${count === 1 ? 'inquiry' : 'inquiries'}`;
}

/** Records other than inquiries (e-mails, audit entries, mentions), said only when there are some. */
function othersText(count: number): string {
  return count === 0 ? '' : `, and ${count} other ${count === 1 ? 'record' : 'records'} about them`;
}

/**
 * Mentions of the person kept as they are because an issued tax document prints them (decision
 * 0025), said only when there are some.
 */
function retainedText(count: number): string {
  return count === 0
    ? ''
    : `. Kept as GST law requires: ${count} ${count === 1 ? 'mention' : 'mentions'} on issued tax documents (listed in the export)`;
}

/**
 * A person's rights under India's DPDP Act 2023, for admins: hand over everything stored about
 * whoever wrote from an e-mail address, and from a phone number when given (a JSON file), or
 * erase it. An erasure is recorded with who made it and when, and how many inquiries went, never
 * with the address. The messages also count the other records (e-mails, audit entries, mentions):
 * an inquiry deleted from the desk leaves some that only a request finds.
 */
export function PrivacyRequestsTab() {
  const exportData = useExportPersonData();
  const erase = useErasePersonData();
  const erasures = useErasures();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useAppForm<PrivacyRequestInput, unknown, PrivacyRequest>({
    resolver: zodResolver(privacyRequestSchema),
    defaultValues: { email: '', phone: '' },
  });

  const onExport = handleSubmit(async (request) => {
    const counts = await exportData.mutateAsync(request).catch(() => null);
    if (counts === null) return;
    const { email } = request;
    notify.success(
      counts.inquiries + counts.others === 0
        ? `Nothing is stored about ${email}`
        : `Exported ${inquiriesText(counts.inquiries)} of ${email}${othersText(counts.others)}`,
    );
  });
  const onErase = handleSubmit(async (request) => {
    const done = await erase.mutateAsync(request).catch(() => null);
    if (done === null) return;
    const { inquiries, ...others } = done.erased;
    const otherCount = others.emails + others.auditEntries + others.mentions;
    notify.success(
      `Erased ${inquiriesText(inquiries)} of ${request.email}${othersText(otherCount)}${retainedText(done.retained)}`,
    );
    reset({ email: '', phone: '' });
  });

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="privacy-request-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="privacy-request-heading" className="text-lg font-semibold text-brand-950">
          A person’s data
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Everything stored about someone is found by the e-mail address they wrote from: their inquiries, the team’s
          notes and timeline on them, and the e-mails sent about them. With their phone number too, it also finds
          inquiries they sent from another address, and wherever the number is written.
        </p>
        <form noValidate onSubmit={(event) => void onExport(event)} className="mt-4 space-y-4">
          <Field id="privacy-email" label="E-mail address" required error={errors.email?.message}>
            {(control) => <EmailInput {...control} {...register('email')} autoComplete="off" />}
          </Field>
          <Field
            id="privacy-phone"
            label="Phone number (optional)"
            hint="Matched by its last ten digits, with or without the country code."
            error={errors.phone?.message}
          >
            {(control) => <PhoneInput {...control} {...register('phone')} autoComplete="off" />}
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="outline" disabled={exportData.isPending}>
              <Download className="size-4" aria-hidden="true" />
              {exportData.isPending ? 'Exporting...' : 'Export data'}
            </Button>
            <ConfirmDialog
              question="Erase every inquiry from this address, with its notes, timeline and e-mails? This cannot be undone."
              confirmLabel="Erase"
              onConfirm={() => void onErase()}
              trigger={
                <Button
                  variant="outline"
                  disabled={erase.isPending}
                  className="border-red-300 text-red-700 hover:border-red-400 hover:bg-red-50"
                >
                  <Eraser className="size-4" aria-hidden="true" />
                  {erase.isPending ? 'Erasing...' : 'Erase data'}
                </Button>
              }
            />
          </div>
        </form>
      </section>

      <section aria-labelledby="erasures-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="erasures-heading" className="text-lg font-semibold text-brand-950">
          Erasures made
        </h2>
        <div className="mt-4">
          {erasures.isPending ? (
            <ListLoading label="Loading erasures..." />
          ) : erasures.isError ? (
            <ListLoadFailed message="Failed to load the erasures" onRetry={() => void erasures.refetch()} />
          ) : erasures.data.length === 0 ? (
            <p className="text-sm text-slate-600">No data has been erased on request yet.</p>
          ) : (
            <ul aria-label="Erasures, newest first" className="divide-y divide-slate-100 text-sm">
              {erasures.data.map((record) => (
                <li key={record._id} className="py-2.5">
                  <span className="font-medium text-slate-900">{record.inquiriesErased}</span>{' '}
                  {record.inquiriesErased === 1 ? 'inquiry' : 'inquiries'} erased by {record.actorName},{' '}
                  <time dateTime={record.createdAt}>{formatIndianTime(record.createdAt)}</time>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
