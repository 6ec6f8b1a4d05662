import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { indianDay } from '#shared/format';
import type { TalentEarnings } from '#shared/schemas/talent';
import { bookings } from '#server/bookings/bookings-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import type { Db } from '#server/db/client';
import { settlementOfBooking } from '#server/payouts/settlements';
import { payouts } from '#server/payouts/payouts-tables';

/*
 * A talent's earnings (issue 39), when the agency shares fees with them: each booking's
 * settlement as the payouts domain works it out (the same figures as the booking panel's) and
 * its payouts, never the customer's side of the money.
 */

/**
 * `GET /api/talent/earnings`: the bookings of these celebrities that earn the artist something,
 * newest first: confirmed and completed ones, and cancelled or awaiting ones already paid out on.
 */
export async function talentEarnings(
  db: Db,
  celebrityIds: readonly string[],
  today = indianDay(),
): Promise<TalentEarnings> {
  const items: TalentEarnings['items'] = [];
  if (celebrityIds.length > 0) {
    const rows = await db
      .select({ booking: bookings, celebrityName: celebrities.name })
      .from(bookings)
      .innerJoin(celebrities, eq(celebrities.id, bookings.celebrityId))
      .where(
        and(
          inArray(bookings.celebrityId, [...celebrityIds]),
          or(
            inArray(bookings.state, ['confirmed', 'completed']),
            sql`exists (select 1 from ${payouts} where ${payouts.bookingId} = ${bookings.id})`,
          ),
        ),
      )
      .orderBy(desc(bookings.startDate), desc(bookings.number));
    for (const { booking, celebrityName } of rows) {
      const settlement = await settlementOfBooking(db, booking, false, today);
      items.push({
        booking: {
          _id: booking.id,
          number: booking.number,
          start: booking.startDate,
          end: booking.endDate,
          state: booking.state,
        },
        celebrity: { _id: booking.celebrityId, name: celebrityName },
        grossPaise: settlement.grossPaise,
        commissionPercent: settlement.commissionPercent,
        commissionPaise: settlement.commissionPaise,
        costsPaise: settlement.costsPaise,
        tdsSection: settlement.tdsSection ?? '',
        tdsPaise: settlement.tdsPaise,
        netPaise: settlement.netPaise,
        paidOutPaise: settlement.paidOutPaise,
        balancePaise: settlement.balancePaise,
        payouts: settlement.payouts.map((payout) => ({
          number: payout.number,
          date: payout.date,
          mode: payout.mode,
          reference: payout.reference,
          grossPaise: payout.grossPaise,
          tdsPaise: payout.tdsPaise,
          netPaise: payout.netPaise,
        })),
      });
    }
  }
  const sum = (pick: (item: (typeof items)[number]) => number) => items.reduce((total, item) => total + pick(item), 0);
  return {
    items,
    totals: {
      grossPaise: sum((item) => item.grossPaise),
      commissionPaise: sum((item) => item.commissionPaise),
      costsPaise: sum((item) => item.costsPaise),
      tdsPaise: sum((item) => item.tdsPaise),
      netPaise: sum((item) => item.netPaise),
      paidOutPaise: sum((item) => item.paidOutPaise),
      balancePaise: sum((item) => item.balancePaise),
    },
  };
}
