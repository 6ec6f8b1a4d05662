import { StatePill } from '#web/components/ui/state-pill';
import type { QuoteState } from '#shared/constants/quotes';
import { QUOTE_STATE_LABELS } from '#web/lib/quote-labels';

const TONES: Record<QuoteState, string> = {
  draft: 'bg-slate-100 text-slate-800',
  sent: 'bg-brand-100 text-brand-900',
  viewed: 'bg-sky-100 text-sky-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-red-100 text-red-900',
  expired: 'bg-orange-100 text-orange-900',
  superseded: 'bg-amber-100 text-amber-900',
};

/** A quote's state as shown (a version's, or an inquiry's current quote) as a badge. */
export function QuoteStateBadge({ state }: { state: QuoteState }) {
  return <StatePill data-quote-state={state} label={QUOTE_STATE_LABELS[state]} tone={TONES[state]} />;
}
