import { Download, FilePen, Pencil, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatDate } from '#shared/format';
import { gstStateLabel } from '#shared/gst/states';
import type { Quote } from '#shared/schemas/quote-responses';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useDownloadQuotePdf } from '../api/download-quote-pdf';
import { useReviseQuote } from '../api/revise-quote';
import { useSendQuote } from '../api/send-quote';
import { QuoteStateBadge } from '#web/components/quote/quote-state-badge';
import { QuoteLinesList } from '#web/components/quote/quote-lines-list';
import { QuoteTotals } from '#web/components/quote/quote-totals';
import { QuoteAnswerRecord } from './quote-answer-record';

/** A sent version not yet answered: whether the customer has opened it or it has lapsed, it can be revised. */
const REVISABLE = new Set<Quote['state']>(['sent', 'viewed', 'expired']);

interface QuoteSummaryProps {
  quote: Quote;
  /** Opens the draft in the quote form (a draft only). */
  onEdit: () => void;
  /** Focus "Edit quote" when shown: back from the form, the focus returns where it was. */
  focusEdit?: boolean;
}

/** One quote version as staff see it: its state and number, lines, totals, and what can be done. */
export function QuoteSummary({ quote, onEdit, focusEdit = false }: QuoteSummaryProps) {
  const send = useSendQuote();
  const revise = useReviseQuote();
  const download = useDownloadQuotePdf();
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <QuoteStateBadge state={quote.state} />
        <span className="font-semibold text-brand-950">{quote.number ?? `Draft, version ${quote.version}`}</span>
        <span className="text-sm text-slate-600">Valid until {formatDate(quote.validUntil)}</span>
      </div>
      <p className="text-sm text-slate-700">
        For {quote.customer.name}
        {quote.customer.gstin ? ` (GSTIN ${quote.customer.gstin})` : ''}. Place of supply{' '}
        {gstStateLabel(quote.placeOfSupply)}.
      </p>
      <QuoteLinesList lines={quote.lines} />
      <QuoteTotals figures={{ ...quote, exempt: quote.exemptionReason !== '' }} className="ml-auto max-w-sm" />
      <QuoteAnswerRecord quote={quote} />
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate(quote)}>
          <Download className="size-4" aria-hidden="true" />
          Download PDF
        </Button>
        {quote.state === 'draft' && (
          <Button ref={editRef} variant="outline" disabled={send.isPending} onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit quote
          </Button>
        )}
        {quote.state === 'draft' && (
          <ConfirmDialog
            trigger={
              <Button disabled={send.isPending}>
                <Send className="size-4" aria-hidden="true" />
                Send quote
              </Button>
            }
            question="Send this quote? It gets its number and can no longer change; a change after it is a revision."
            confirmLabel="Send quote"
            tone="plain"
            onConfirm={() => send.mutate(quote._id)}
          />
        )}
        {REVISABLE.has(quote.state) && (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={revise.isPending}>
                <FilePen className="size-4" aria-hidden="true" />
                Revise
              </Button>
            }
            question={`Revise ${quote.number ?? 'this quote'}? A new version is drafted from it, and this one is superseded: the customer can no longer accept it.`}
            confirmLabel="Revise"
            tone="plain"
            onConfirm={() => revise.mutate(quote._id)}
          />
        )}
      </div>
    </div>
  );
}
