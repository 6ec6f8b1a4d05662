import { Download, FilePen, Send } from 'lucide-react';
import { formatDate } from '#shared/format';
import { QUOTE_LINE_KIND_LABELS } from '#shared/gst/quote-tax';
import { gstStateLabel } from '#shared/gst/states';
import { formatRupeesWithPaise } from '#shared/money';
import type { Quote } from '#shared/schemas/responses';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useDownloadQuotePdf } from '../api/download-quote-pdf';
import { useReviseQuote } from '../api/revise-quote';
import { useSendQuote } from '../api/send-quote';
import { QuoteStateBadge } from './quote-state-badge';
import { QuoteTotals } from './quote-totals';

/** One quote version as staff see it: its state and number, lines, totals, and what can be done. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const send = useSendQuote();
  const revise = useReviseQuote();
  const download = useDownloadQuotePdf();
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
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        {quote.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-4 px-3 py-2">
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{QUOTE_LINE_KIND_LABELS[line.kind]}</span>:{' '}
              {line.description}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
              {line.reimbursement && <span className="text-slate-500"> (at actual cost)</span>}
            </span>
            <span className="shrink-0 tabular-nums">{formatRupeesWithPaise(line.amountPaise)}</span>
          </li>
        ))}
      </ul>
      <QuoteTotals figures={{ ...quote, exempt: quote.exemptionReason !== '' }} className="ml-auto max-w-sm" />
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate(quote)}>
          <Download className="size-4" aria-hidden="true" />
          Download PDF
        </Button>
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
        {quote.state === 'sent' && (
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
