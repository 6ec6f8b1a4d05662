import type { QuoteState } from '#shared/constants';

const LABELS: Record<QuoteState, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  superseded: 'Superseded',
};

const TONES: Record<QuoteState, string> = {
  draft: 'bg-slate-100 text-slate-800',
  sent: 'bg-brand-100 text-brand-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-red-100 text-red-900',
  superseded: 'bg-amber-100 text-amber-900',
};

/** A quote version's state as a badge. */
export function QuoteStateBadge({ state }: { state: QuoteState }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[state]}`}>{LABELS[state]}</span>;
}
