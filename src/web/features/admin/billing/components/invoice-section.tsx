import { lazy } from 'react';
import { FileMinus, ReceiptText } from 'lucide-react';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { Booking } from '#shared/schemas/booking-responses';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { DialogButton } from '#web/components/ui/dialog-button';
import { ListLoadFailed } from '#web/components/ui/list-states';
import { notify } from '#web/lib/notify';
import { useIsAdmin } from '#web/lib/session-store';
import { useBookingInvoice } from '#web/lib/queries/booking-invoice';
import { useIssueInvoice } from '../api/booking-invoice';
import { DocumentDownloadButton } from '#web/components/document-download-button';
import { MoneyLine, MoneyLines } from '#web/components/money-lines';

const loadCreditNoteForm = () => import('./credit-note-form');
const CreditNoteForm = lazy(async () => ({ default: (await loadCreditNoteForm()).CreditNoteForm }));

/**
 * The booking's tax invoice: "Issue tax invoice" once it is confirmed and has its lines (after
 * the event, or on demand), then the invoice and its credit notes to download; admins issue credit notes.
 */
export function InvoiceSection({ booking }: { booking: Booking }) {
  const invoice = useBookingInvoice(booking._id);
  const issue = useIssueInvoice();
  const isAdmin = useIsAdmin();
  if (invoice.isPending) return null;
  if (invoice.isError)
    return <ListLoadFailed message="Failed to load the invoice" onRetry={() => void invoice.refetch()} />;
  if (!invoice.data) {
    // A booking without its lines (made by phone before bookings carried them) is not invoiced
    // until they are entered: its summary offers that.
    if ((booking.state !== 'confirmed' && booking.state !== 'completed') || !booking.sale) return null;
    return (
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={issue.isPending}>
            <ReceiptText className="size-4" aria-hidden="true" />
            Issue tax invoice
          </Button>
        }
        question={`Issue the tax invoice for ${booking.number}? It takes the next invoice number, is e-mailed to the customer and can never be edited: a correction is a credit note.`}
        confirmLabel="Issue tax invoice"
        tone="plain"
        onConfirm={() =>
          issue.mutate(booking._id, {
            onSuccess: (issued) => notify.success(`Tax invoice ${issued.number} issued and e-mailed to the customer`),
          })
        }
      />
    );
  }
  const { data } = invoice;
  return (
    <div className="space-y-2">
      <MoneyLines label="Tax invoice">
        <MoneyLine
          title={`Tax invoice ${data.number}`}
          detail={`${formatDate(data.issuedOn)} · ${formatRupeesWithPaise(data.totalPaise)}`}
          action={<DocumentDownloadButton path={`/invoices/${data._id}/pdf`} name="Invoice" number={data.number} />}
        />
        {data.creditNotes.map((note) => (
          <MoneyLine
            key={note._id}
            title={`Credit note ${note.number}: ${formatRupeesWithPaise(note.totalPaise)}`}
            detail={`${formatDate(note.issuedOn)} · ${note.reason}`}
            action={
              <DocumentDownloadButton path={`/credit-notes/${note._id}/pdf`} name="Credit note" number={note.number} />
            }
          />
        ))}
      </MoneyLines>
      {isAdmin && data.creditedPaise < data.totalPaise && (
        <DialogButton
          preload={loadCreditNoteForm}
          title="Issue credit note"
          description={`Against tax invoice ${data.number}: at most ${formatRupeesWithPaise(data.totalPaise - data.creditedPaise)}.`}
          label={
            <>
              <FileMinus className="size-4" aria-hidden="true" />
              Issue credit note
            </>
          }
        >
          {(close) => <CreditNoteForm invoiceId={data._id} onDone={close} />}
        </DialogButton>
      )}
    </div>
  );
}
