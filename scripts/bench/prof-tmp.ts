import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openBenchDatabase, rowsOf } from './bench-database.js';
import { seed } from './report-documents.js';
import { recordMissingGstDocuments } from '../../src/server/billing/gst-records.js';
import { reportDocuments } from '../../src/server/reports/report-documents-query.js';
const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL, 'bench_prof');
const seeding = await bench.openForSeeding();
await seed(seeding.db);
await seeding.close();
const db = bench.database.db;
await recordMissingGstDocuments(db);
await db.execute(sql`analyze gst_documents`);
const YEAR = { from: '2026-04-01', to: '2027-03-31' };
const variants: Record<string, () => Promise<unknown>> = {
  current: () => reportDocuments(db, YEAR),
  aggJoined: async () =>
    rowsOf<{ j: unknown[] }>(
      await db.execute(sql`select json_agg(r order by r.date, r.k, r.number collate "C") as j from (
      select d.*, array_position('{receipt_voucher,refund_voucher,tax_invoice,credit_note}'::text[], d.kind) as k, i.date as invoice_issued_on, i.issued_at as invoice_issued_at
      from gst_documents d left join gst_documents i on i.booking_id = d.booking_id and i.kind = 'tax_invoice' and d.kind in ('receipt_voucher','refund_voucher')
      where d.date between '2026-04-01' and '2027-03-31') r`),
    )[0]!.j.length,
  aggPlain: async () =>
    rowsOf<{ j: unknown[] }>(
      await db.execute(sql`select json_agg(d) as j from gst_documents d where d.date between '2026-04-01' and '2027-03-31'`),
    )[0]!.j.length,
  invoicesOnly: async () =>
    rowsOf(await db.execute(sql`select booking_id, date, issued_at from gst_documents where kind = 'tax_invoice'`)).length,
  selectStar: async () => rowsOf(await db.execute(sql`select * from gst_documents d where d.date between '2026-04-01' and '2027-03-31'`)).length,
  heal: () => recordMissingGstDocuments(db),
};
const times: Record<string, number[]> = {};
for (let i = 0; i < 5; i++) {
  for (const [name, run] of Object.entries(variants)) {
    const t = performance.now();
    await run();
    (times[name] ??= []).push(performance.now() - t);
  }
}
for (const [name, list] of Object.entries(times)) console.log(name, list.map((x) => x.toFixed(0)).join(' '));
await bench.database.close();
await bench.drop();
