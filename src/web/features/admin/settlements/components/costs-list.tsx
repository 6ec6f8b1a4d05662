import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { PayoutCost } from '#shared/schemas/payouts-responses';
import { MoneyLine, MoneyLines } from '#web/components/money-lines';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button';
import { useRemoveCost } from '../api/remove-cost';

/** The costs paid on the artist's behalf, each with Remove for one entered by mistake. */
export function CostsList({ bookingId, costs }: { bookingId: string; costs: PayoutCost[] }) {
  const remove = useRemoveCost();
  if (costs.length === 0) return null;
  return (
    <MoneyLines label="Costs on the artist’s behalf">
      {costs.map((cost) => (
        <MoneyLine
          key={cost._id}
          title={`${cost.description}: ${formatRupeesWithPaise(cost.amountPaise)}`}
          detail={`Paid on ${formatDate(cost.date)}${cost.createdByName ? ` · added by ${cost.createdByName}` : ''}`}
          action={
            <ConfirmDeleteButton
              question={`Remove the cost “${cost.description}” from this booking’s settlement?`}
              onConfirm={() => remove.mutate({ bookingId, costId: cost._id })}
              disabled={remove.isPending}
              aria-label={`Remove the cost ${cost.description}`}
            >
              Remove
            </ConfirmDeleteButton>
          }
        />
      ))}
    </MoneyLines>
  );
}
