import { MONEY_DOCUMENT_STATE_LABELS, type MoneyDocumentState } from '#shared/schemas/money-documents';
import { StatePill } from '#web/components/ui/state-pill';

const TONES: Record<MoneyDocumentState, string> = {
  received: 'bg-emerald-100 text-emerald-900',
  refunded_in_part: 'bg-amber-100 text-amber-900',
  refunded: 'bg-orange-100 text-orange-900',
  paid: 'bg-slate-100 text-slate-800',
  issued: 'bg-brand-100 text-brand-900',
  credited_in_part: 'bg-amber-100 text-amber-900',
  credited: 'bg-orange-100 text-orange-900',
};

/** What became of a document since (money-documents.ts on the server says from what). */
export function MoneyDocumentStatePill({ state }: { state: MoneyDocumentState }) {
  return <StatePill data-document-state={state} label={MONEY_DOCUMENT_STATE_LABELS[state]} tone={TONES[state]} />;
}
