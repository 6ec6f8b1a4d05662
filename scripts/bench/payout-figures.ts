import { payments } from '../../src/server/billing/billing-tables.js';
import { bookings } from '../../src/server/bookings/bookings-tables.js';
import { createPgliteDatabase } from '../../src/server/db/client.js';
import { earningsOfBookings, payoutFigures } from '../../src/server/payouts/earnings.js';
import { celebrityPayees } from '../../src/server/payouts/payouts-tables.js';
import { insertCelebrity, insertInquiry } from '../../src/server/test/rows.js';
import { benchSale } from './bench-sale.js';

/*
 * The dashboard's payout figures over many owing bookings (`npm run bench:payout-figures`, or
 * BENCH_BOOKINGS=2000): PGlite in memory, 50 celebrities with payee details, each booking a
 * confirmed phone booking of ₹2,36,000 paid in full. Prints the time of payoutFigures in ms, and
 * of the talent side's earnings of every booking (earningsOfBookings: each balance's TDS against
 * its payee's year totals) with the queries it sends.
 */

const COUNT = Number(process.env.BENCH_BOOKINGS ?? 500);
const CELEBRITIES = 50;
const RUNS = 5;

const database = await createPgliteDatabase(undefined);
await database.migrate();
const { db } = database;

const sale = await benchSale(db);

const stars: { celebrityId: string; inquiryId: string }[] = [];
for (let i = 0; i < CELEBRITIES; i += 1) {
  const celebrity = await insertCelebrity(db, { name: `Bench Star ${i}` });
  const inquiry = await insertInquiry(db, { celebrityId: celebrity.id, eventDate: '2031-01-01', name: 'Ananya' });
  stars.push({ celebrityId: celebrity.id, inquiryId: inquiry.id });
  await db.insert(celebrityPayees).values({
    celebrityId: celebrity.id,
    legalName: `Payee ${i}`,
    pan: `ABCPM${String(1000 + i)}F`,
    payeeKind: 'individual_or_huf',
    commissionBasisPoints: 1500,
    tdsSection: '194J',
  });
}
const made = await db
  .insert(bookings)
  .values(
    Array.from({ length: COUNT }, (_, i) => {
      const star = stars[i % CELEBRITIES]!;
      return {
        number: `SLT/B/BENCH/${i}`,
        inquiryId: star.inquiryId,
        celebrityId: star.celebrityId,
        state: 'confirmed' as const,
        startDate: '2031-01-01',
        endDate: '2031-01-01',
        sale,
        totalPaise: 23_600_000,
        advancePaise: 11_800_000,
        balanceDueDays: 7,
      };
    }),
  )
  .returning({ id: bookings.id });
await db.insert(payments).values(
  made.map(({ id }, i) => ({
    bookingId: id,
    receiptNumber: `SLT/R/BENCH/${i}`,
    amountPaise: 23_600_000,
    receivedOn: '2026-11-02',
    mode: 'bank_transfer' as const,
  })),
);

const times: number[] = [];
let owed = 0;
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  owed = (await payoutFigures(db, '2026-11-28')).owedToArtistsPaise;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(
  `payoutFigures, ${COUNT} owing bookings (PGlite): median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms, ` +
    `best ${times[0]!.toFixed(0)} ms of ${RUNS}; owed ₹${owed / 100}`,
);

// The talent side's earnings of every booking: each balance to a payee bears TDS reckoned
// against the payee's year totals.
const ids = made.map(({ id }) => id);
const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
const query = client.query.bind(client);
let queries = 0;
client.query = (...args: unknown[]) => {
  queries += 1;
  return query(...args);
};
const earningTimes: number[] = [];
let tdsTotal = 0;
for (let run = 0; run < RUNS; run += 1) {
  queries = 0;
  const started = performance.now();
  const earnings = await earningsOfBookings(db, ids, '2026-11-28');
  earningTimes.push(performance.now() - started);
  tdsTotal = earnings.reduce((sum, one) => sum + one.tdsPaise, 0);
}
earningTimes.sort((a, b) => a - b);
console.log(
  `earningsOfBookings, ${COUNT} bookings (PGlite): median ${earningTimes[Math.floor(RUNS / 2)]!.toFixed(0)} ms, ` +
    `best ${earningTimes[0]!.toFixed(0)} ms of ${RUNS}; ${queries} queries; TDS ₹${tdsTotal / 100}`,
);
await database.close();
