import { CircleCheck, CircleX } from 'lucide-react';
import { formatIndianTime } from '#shared/format';
import type { BlackoutRequest } from '#shared/schemas/talent';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { Spinner } from '#web/components/ui/spinner';
import { StatePill } from '#web/components/ui/state-pill';
import { REQUEST_STATE_WORDS, requestDaysText } from '../utils/request-words';

interface BlackoutRequestCardProps {
  request: BlackoutRequest;
  /** While its approval is on its way. */
  approving: boolean;
  /** The server's refusal of its approval (a clash, in words), shown on the card. */
  refusal: string | undefined;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * One request: whose days, which, why, who asked and when; for a pending one Approve and
 * Reject, and the refusal of an approval (the days taken meanwhile) in its own words.
 */
export function BlackoutRequestCard({ request, approving, refusal, onApprove, onReject }: BlackoutRequestCardProps) {
  const headingId = `blackout-request-${request._id}`;
  const state = REQUEST_STATE_WORDS[request.state];
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-brand-900/5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold break-words text-brand-950">
            {request.celebrity.name}
          </h2>
          <p className="mt-0.5 text-sm font-medium text-slate-800">{requestDaysText(request)}</p>
        </div>
        <StatePill data-request-state={request.state} label={state.label} tone={state.tone} />
      </div>
      <p className="mt-3 text-sm break-words text-slate-700">{request.reason}</p>
      <p className="mt-2 text-xs text-slate-600">
        Asked by {request.requestedByName} on {formatIndianTime(request.requestedAt)}
      </p>
      {request.state !== 'pending' && request.decidedAt && (
        <p className="mt-1 text-xs text-slate-600">
          {state.label} by {request.decidedByName ?? 'a former member'} on {formatIndianTime(request.decidedAt)}
          {request.decisionReason && `: ${request.decisionReason}`}
        </p>
      )}
      <FormAlert message={refusal} className="mt-3" />
      {request.state === 'pending' && (
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <Button
            size="sm"
            disabled={approving}
            onClick={onApprove}
            aria-label={`Approve ${request.celebrity.name}’s blackout, ${requestDaysText(request)}`}
          >
            {approving ? <Spinner className="size-4" /> : <CircleCheck className="size-4" aria-hidden="true" />}
            Approve
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={approving}
            onClick={onReject}
            aria-label={`Reject ${request.celebrity.name}’s blackout, ${requestDaysText(request)}`}
          >
            <CircleX className="size-4" aria-hidden="true" />
            Reject
          </Button>
        </div>
      )}
    </article>
  );
}
