import type { CancellationSlab } from '../schemas/business-details.js';

/** What a quote says in words, the same on its PDF and on the customer's status page. */

/**
 * The cancellation slabs as ranges, from the earliest notice: "31 or more days before the event",
 * "8 to 30 days before", "7 or fewer days before", each with the share of the total kept.
 */
export function cancellationLines(slabs: readonly CancellationSlab[]): string[] {
  const sorted = [...slabs].sort((a, b) => b.daysBefore - a.daysBefore);
  return sorted.map((slab, index) => {
    const upTo = index === 0 ? undefined : (sorted[index - 1]?.daysBefore ?? 0) - 1;
    const when =
      upTo === undefined
        ? `${slab.daysBefore} or more days before the event`
        : slab.daysBefore === 0
          ? upTo === 0
            ? 'On the day of the event'
            : `${upTo} or fewer days before the event`
          : `${slab.daysBefore} to ${upTo} days before the event`;
    return `Cancelled ${when.charAt(0).toLowerCase()}${when.slice(1)}: ${slab.keepPercent}% of the total is kept`;
  });
}

/** The rider as lines ("Travel: Business class for 3", "Hotel: 5-star"), the empty parts left out. */
export function riderLinesOf(rider: {
  travelClass: string;
  travellers: number;
  hotelCategory: string;
  groundTransport: string;
  otherRequirements: string;
}): string[] {
  return [
    rider.travelClass && `Travel: ${rider.travelClass}${rider.travellers ? ` for ${rider.travellers}` : ''}`,
    !rider.travelClass && rider.travellers > 0 && `Travellers: ${rider.travellers}`,
    rider.hotelCategory && `Hotel: ${rider.hotelCategory}`,
    rider.groundTransport && `Ground transport: ${rider.groundTransport}`,
    rider.otherRequirements && `Other requirements: ${rider.otherRequirements}`,
  ].filter((line): line is string => typeof line === 'string' && line !== '');
}
