import { Download } from 'lucide-react';
import { formatRupeesWithPaise } from '#shared/money';
import type { Quote } from '#shared/schemas/quote-responses';
import { useDownloadQuotePdf } from '../api/download-quote-pdf';
import { QuoteStateBadge } from '#web/components/quote/quote-state-badge';

/** The versions before the latest, newest first, each still readable as its PDF. */
export function EarlierVersions({ quotes }: { quotes: readonly Quote[] }) {
  const download = useDownloadQuotePdf();
  if (quotes.length === 0) return null;
  return (
    <div className="mt-6 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-brand-950">Earlier versions</h3>
      <ul className="mt-2 space-y-2">
        {[...quotes].reverse().map((quote) => (
          <li key={quote._id} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <QuoteStateBadge state={quote.state} />
            <span className="font-medium">{quote.number ?? `Draft, version ${quote.version}`}</span>
            <span className="tabular-nums">{formatRupeesWithPaise(quote.totalPaise)}</span>
            <button
              type="button"
              onClick={() => download.mutate(quote)}
              disabled={download.isPending}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 font-medium text-brand-700 hover:bg-brand-50"
            >
              <Download className="size-4" aria-hidden="true" />
              PDF of version {quote.version}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
