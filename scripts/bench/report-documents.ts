/**
 * The accountant's pack at a year's scale (issue 40): a financial year (2026-27) of 20,000 GST
 * documents (receipt vouchers on advances and balances, tax invoices, credit notes, refund
 * vouchers) on bookings made from quotes and by phone (some paid before their lines: Rule 50),
 * to registered and unregistered customers within and across states; then the loader and the
 * builders timed as the routes call them: the GSTR-1 return of a month, of a quarter and of the
 * whole year, and the two registers of the year. The documents are inserted as rows, so their GST
 * records (decision 0041) are written in one catch-up first, timed and printed; then the cost a
 * record adds to issuing one document.
 *
 *   npm run bench:reports                                                   # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:reports  # and PostgreSQL
 *
 * Knobs (environment): BENCH_DOCUMENTS (20,000), BENCH_RUNS (9; one more first to warm up),
 * BENCH_KEEP_DATABASE=1 to keep the PostgreSQL database (its name is printed). On PostgreSQL the
 * script makes a database of its own and drops it at the end. Rows are inserted in batches of a
 * thousand. Prints the median and the slowest run of each, in ms: nothing here passes or fails.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { amountInWords } from '#shared/amount-in-words';
import { gstinCheckCharacter } from '#shared/gst/gstin';
import { monthPeriod, quarterPeriod, type ReturnPeriod } from '#shared/reports/return-period';
import type { Db } from '../../src/server/db/client.js';
import { celebrities } from '../../src/server/celebrities/celebrities-tables.js';
import { inquiries } from '../../src/server/inquiry-life/inquiry-life-tables.js';
import { quoteLines, quotes } from '../../src/server/quotes/quotes-tables.js';
import { bookings } from '../../src/server/bookings/bookings-tables.js';
import { creditNotes, invoices, payments, refunds } from '../../src/server/billing/billing-tables.js';
import type { TaxDocument } from '../../src/server/billing/tax-document.js';
import { gstDocuments } from '../../src/server/billing/billing-tables.js';
import { recordGstDocuments, recordMissingGstDocuments } from '../../src/server/billing/gst-records.js';
import { gstr1Documents, reportDocuments } from '../../src/server/reports/report-documents-query.js';
import { gstr1Return } from '../../src/server/reports/gstr1/gstr1-return.js';
import { gstr1CsvZip } from '../../src/server/reports/gstr1/gstr1-csv.js';
import { receiptsRegisterCsv, salesRegisterCsv } from '../../src/server/reports/registers.js';
import { openBenchDatabase, rowsOf } from './bench-database.js';
import { FIRST_NAMES, LAST_NAMES } from './indian-names.js';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const GSTIN = '27AAPFU0939F1ZV';
const FY_START = Date.parse('2026-04-01T00:00:00Z');
const FY_DAYS = 365;
const DAY_MS = 86_400_000;

/** A deterministic pseudo-random sequence, so every run seeds the same year. */
let state = 40;
function random(): number {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const dayOf = (offset: number) =>
  new Date(FY_START + Math.min(offset, FY_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
const momentOf = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const fyNumber = (series: string, sequence: number) => `SLT/${series}/26-27/${String(sequence).padStart(5, '0')}`;

/** Customers' states: mostly Maharashtra (the agency's), then the big event markets. */
const STATES = ['27', '27', '27', '07', '29', '33', '24', '08', '36', '06'] as const;
function gstinIn(stateCode: string, serial: number): string {
  const first14 = `${stateCode}AAACB${String(serial % 10_000).padStart(4, '0')}C1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

const SELLER = {
  legalName: 'Starline Talent Management Private Limited',
  tradingName: 'Starline Talent',
  gstin: GSTIN,
  address: {
    street: 'Office 1204, Seawoods Grand Central Tower 2',
    city: 'Navi Mumbai',
    state: '27',
    pinCode: '400706',
  },
  signatoryName: 'Asha Rao',
  bank: {
    accountName: 'Starline Talent Management Pvt Ltd',
    accountNumber: '50200012345678',
    ifsc: 'HDFC0001234',
    bankName: 'HDFC Bank',
  },
};
const SLABS = [
  { daysBefore: 31, keepPercent: 25 },
  { daysBefore: 8, keepPercent: 50 },
  { daysBefore: 0, keepPercent: 100 },
];

interface Sale {
  customer: { name: string; address: string; state: string; gstin: string };
  placeOfSupply: string;
  supply: 'intra-state' | 'inter-state';
  lines: {
    kind: string;
    description: string;
    quantity: number;
    ratePaise: number;
    amountPaise: number;
    sac: string;
    reimbursement: boolean;
  }[];
  taxablePaise: number;
  reimbursementPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

function saleOf(index: number): Sale {
  const stateCode = pick(STATES);
  const registered = random() < 0.4;
  const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}${registered ? ' Events Pvt Ltd' : ''}`;
  const fee = Math.round(50_000 + random() * 950_000) * 100;
  const travel = random() < 0.3 ? Math.round(10_000 + random() * 90_000) * 100 + 50 : 0;
  const intra = stateCode === '27';
  const tax = Math.round(fee * 0.09);
  const lines: Sale['lines'] = [
    {
      kind: 'artist_fee',
      description: 'Performance, 60 minutes',
      quantity: 1,
      ratePaise: fee,
      amountPaise: fee,
      sac: '999631',
      reimbursement: false,
    },
  ];
  if (travel > 0) {
    lines.push({
      kind: 'travel',
      description: 'Flights for two',
      quantity: 1,
      ratePaise: travel,
      amountPaise: travel,
      sac: '998596',
      reimbursement: true,
    });
  }
  return {
    customer: {
      name,
      address: `${index} Main Road`,
      state: stateCode,
      gstin: registered ? gstinIn(stateCode, index) : '',
    },
    placeOfSupply: stateCode,
    supply: intra ? 'intra-state' : 'inter-state',
    lines,
    taxablePaise: fee,
    reimbursementPaise: travel,
    cgstPaise: intra ? tax : 0,
    sgstPaise: intra ? tax : 0,
    igstPaise: intra ? 0 : 2 * tax,
    totalPaise: fee + travel + 2 * tax,
  };
}

/** An issued document as billing stores it (its seller, notes and words included, for its size). */
function issuedDocument(
  kind: 'tax_invoice' | 'credit_note',
  number: string,
  date: string,
  sale: Sale,
  share = 1,
): TaxDocument {
  const part = (value: number) => Math.round(value * share);
  const amounts = {
    taxablePaise: part(sale.taxablePaise),
    cgstPaise: part(sale.cgstPaise),
    sgstPaise: part(sale.sgstPaise),
    igstPaise: part(sale.igstPaise),
    reimbursementPaise: part(sale.reimbursementPaise),
  };
  const totalPaise = Object.values(amounts).reduce((sum, value) => sum + value, 0);
  const asLine = (line: Sale['lines'][number]) => ({
    ...line,
    amountPaise: part(line.amountPaise),
    ratePaise: part(line.ratePaise),
  });
  return {
    kind,
    number,
    date,
    references: [{ label: 'Booking', value: number.replace(/\/[IC]\//, '/B/') }],
    seller: {
      ...SELLER,
      numberPrefix: 'SLT',
      termsMarkdown: '',
      cancellationSlabs: SLABS,
    } as unknown as TaxDocument['seller'],
    recipient: sale.customer,
    placeOfSupply: sale.placeOfSupply,
    supply: sale.supply,
    gstBasisPoints: 1800,
    exemptionReason: '',
    reverseCharge: false,
    lines: sale.lines.filter((line) => !line.reimbursement).map(asLine),
    reimbursements: sale.lines.filter((line) => line.reimbursement).map(asLine),
    amounts,
    totalPaise,
    totalInWords: amountInWords(totalPaise),
    notes: [
      { title: 'Bank details', lines: ['Account name: Starline Talent Management Pvt Ltd', 'IFSC: HDFC0001234'] },
    ],
  };
}

/** The year's rows, table by table, in the order they are inserted. */
function yearOfRows(celebrityIds: string[]) {
  // The same year on every database.
  state = 40;
  const rows = {
    inquiries: [] as (typeof inquiries.$inferInsert)[],
    quotes: [] as (typeof quotes.$inferInsert)[],
    quoteLines: [] as (typeof quoteLines.$inferInsert)[],
    bookings: [] as (typeof bookings.$inferInsert)[],
    payments: [] as (typeof payments.$inferInsert)[],
    invoices: [] as (typeof invoices.$inferInsert)[],
    creditNotes: [] as (typeof creditNotes.$inferInsert)[],
    refunds: [] as (typeof refunds.$inferInsert)[],
  };
  const counters = { B: 0, Q: 0, R: 0, I: 0, C: 0, F: 0 };
  const next = (series: keyof typeof counters) => fyNumber(series, ++counters[series]);
  let documents = 0;
  for (let index = 1; documents < DOCUMENTS; index += 1) {
    const sale = saleOf(index);
    const celebrityId = pick(celebrityIds);
    const inquiryId = randomUUID();
    const bookedOn = Math.floor(random() * (FY_DAYS - 20));
    const advanceDay = dayOf(bookedOn);
    rows.inquiries.push({
      id: inquiryId,
      name: sale.customer.name,
      email: `customer${index}@example.com`,
      phoneNumber: `+91 98${String(index).padStart(8, '0')}`,
      celebrityId,
      celebrityName: 'Bench star',
      eventType: 'Wedding',
      eventDate: dayOf(bookedOn + 30),
      eventLocation: 'Mumbai',
      reference: `SLT-BENCH-${index}`,
      replyBy: momentOf(advanceDay, 3),
      status: 'confirmed',
    });
    // Most bookings bill an accepted quote; the rest were agreed by phone, a few paid before their lines.
    const kind = random();
    const bookingId = randomUUID();
    let quoteId: string | null = null;
    let stored: unknown = null;
    const advanceAt = momentOf(advanceDay, 6);
    if (kind < 0.7) {
      quoteId = randomUUID();
      rows.quotes.push({
        id: quoteId,
        inquiryId,
        version: 1,
        state: 'accepted',
        number: next('Q'),
        customer: sale.customer,
        venueState: sale.placeOfSupply,
        placeOfSupply: sale.placeOfSupply,
        agencyState: '27',
        gstBasisPoints: 1800,
        taxablePaise: sale.taxablePaise,
        reimbursementPaise: sale.reimbursementPaise,
        cgstPaise: sale.cgstPaise,
        sgstPaise: sale.sgstPaise,
        igstPaise: sale.igstPaise,
        totalPaise: sale.totalPaise,
        validUntil: dayOf(bookedOn + 7),
        rider: {
          travelClass: 'Business class',
          travellers: 2,
          hotelCategory: 'Five-star',
          groundTransport: 'Airport car',
          otherRequirements: '',
        },
        advancePercent: 50,
        balanceDueDays: 7,
        cancellationSlabs: SLABS,
        termsMarkdown: '## General',
        seller: SELLER,
        sentAt: momentOf(advanceDay, 2),
      });
      sale.lines.forEach((line, position) =>
        rows.quoteLines.push({ quoteId: quoteId!, position, ...line } as typeof quoteLines.$inferInsert),
      );
    } else {
      // Rule 50: the lines entered after the advance was recorded.
      const enteredAt = kind > 0.95 ? momentOf(advanceDay, 9) : momentOf(advanceDay, 1);
      stored = {
        customer: sale.customer,
        venueState: sale.placeOfSupply,
        placeOfSupply: sale.placeOfSupply,
        agencyState: '27',
        gstBasisPoints: 1800,
        exemptionReason: '',
        lines: sale.lines,
        taxablePaise: sale.taxablePaise,
        reimbursementPaise: sale.reimbursementPaise,
        cgstPaise: sale.cgstPaise,
        sgstPaise: sale.sgstPaise,
        igstPaise: sale.igstPaise,
        totalPaise: sale.totalPaise,
        cancellationSlabs: SLABS,
        enteredAt: enteredAt.toISOString(),
      };
    }
    const cancelled = random() < 0.05;
    const advancePaise = Math.round(sale.totalPaise / 2);
    rows.bookings.push({
      id: bookingId,
      number: next('B'),
      inquiryId,
      celebrityId,
      quoteId,
      state: cancelled ? 'cancelled' : 'confirmed',
      startDate: dayOf(bookedOn + 30),
      endDate: dayOf(bookedOn + 30),
      sale: stored,
      totalPaise: sale.totalPaise,
      advancePaise,
      balanceDueDays: 7,
      cancelledAt: cancelled ? momentOf(dayOf(bookedOn + 5), 8) : null,
      cancelReason: cancelled ? 'Event called off' : null,
    });
    const tds = sale.customer.gstin && random() < 0.3 ? Math.round(sale.taxablePaise * 0.05) : 0;
    rows.payments.push({
      bookingId,
      receiptNumber: next('R'),
      amountPaise: advancePaise - Math.min(tds, advancePaise - 100),
      tdsPaise: Math.min(tds, advancePaise - 100),
      tdsSection: tds ? '194J' : '',
      receivedOn: advanceDay,
      mode: 'bank_transfer',
      reference: `UTR${index}`,
      createdAt: advanceAt,
    });
    documents += 1;
    if (cancelled) {
      rows.refunds.push({
        bookingId,
        voucherNumber: next('F'),
        amountPaise: Math.round(advancePaise * 0.75),
        paidOn: dayOf(bookedOn + 6),
        mode: 'upi',
        reference: `UPI${index}`,
        createdAt: momentOf(dayOf(bookedOn + 6), 8),
      });
      documents += 1;
      continue;
    }
    if (random() < 0.25) continue;
    const invoiceId = randomUUID();
    const invoiceDay = dayOf(bookedOn + Math.floor(random() * 40));
    const invoiceNumber = next('I');
    const document = issuedDocument('tax_invoice', invoiceNumber, invoiceDay, sale);
    rows.invoices.push({
      id: invoiceId,
      bookingId,
      number: invoiceNumber,
      issuedOn: invoiceDay,
      document,
      taxablePaise: document.amounts.taxablePaise,
      taxPaise: document.amounts.cgstPaise + document.amounts.sgstPaise + document.amounts.igstPaise,
      totalPaise: document.totalPaise,
      createdAt: momentOf(invoiceDay, 12),
    });
    documents += 1;
    if (random() < 0.6) {
      const balanceDay = dayOf(bookedOn + 41 + Math.floor(random() * 10));
      rows.payments.push({
        bookingId,
        receiptNumber: next('R'),
        amountPaise: sale.totalPaise - advancePaise,
        receivedOn: balanceDay,
        mode: 'upi',
        reference: `UPI-B${index}`,
        createdAt: momentOf(balanceDay, 13),
      });
      documents += 1;
    }
    if (random() < 0.1) {
      const noteDay = dayOf(bookedOn + 45 + Math.floor(random() * 30));
      const number = next('C');
      const note = issuedDocument('credit_note', number, noteDay, sale, 0.1);
      rows.creditNotes.push({
        invoiceId,
        number,
        issuedOn: noteDay,
        reason: 'One song fewer',
        document: note,
        taxablePaise: note.amounts.taxablePaise,
        taxPaise: note.amounts.cgstPaise + note.amounts.sgstPaise + note.amounts.igstPaise,
        totalPaise: note.totalPaise,
        createdAt: momentOf(noteDay, 14),
      });
      documents += 1;
    }
  }
  return { rows, documents };
}

async function insertAll<T extends PgTable>(db: Db, table: T, values: T['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < values.length; start += 1000) {
    await db.insert(table).values(values.slice(start, start + 1000));
  }
}

export async function seed(db: Db): Promise<{ documents: number; counts: Record<string, number> }> {
  const celebrityRows = await db
    .insert(celebrities)
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        name: `Bench star ${i + 1}`,
        category: 'Bollywood',
        rating: 4.5,
        followers: '1.2M',
        location: 'Mumbai, Maharashtra',
        specialties: ['Live Appearances'],
        price: 500_000,
        description: 'Performs at weddings.',
        achievements: [],
        slug: `bench-star-${i + 1}`,
        status: 'published' as const,
      })),
    )
    .returning({ id: celebrities.id });
  const { rows, documents } = yearOfRows(celebrityRows.map((row) => row.id));
  await insertAll(db, inquiries, rows.inquiries);
  await insertAll(db, quotes, rows.quotes);
  await insertAll(db, quoteLines, rows.quoteLines);
  await insertAll(db, bookings, rows.bookings);
  await insertAll(db, payments, rows.payments);
  await insertAll(db, invoices, rows.invoices);
  await insertAll(db, creditNotes, rows.creditNotes);
  await insertAll(db, refunds, rows.refunds);
  for (const table of [
    'payments',
    'refunds',
    'invoices',
    'credit_notes',
    'bookings',
    'quotes',
    'quote_lines',
    'inquiries',
  ]) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  const counts = Object.fromEntries(Object.entries(rows).map(([name, list]) => [name, list.length]));
  return { documents, counts };
}

/** The median and the slowest of RUNS timed runs of `work`, after one to warm up. */
async function timed(work: () => Promise<unknown>): Promise<{ median: number; max: number; result: unknown }> {
  let result = await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    result = await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]!, result };
}

const YEAR: ReturnPeriod = {
  from: '2026-04-01',
  to: '2027-03-31',
  fp: '032027',
  label: 'FY 2026-27',
  slug: '2026-27',
};

async function measure(db: Db) {
  const month = monthPeriod('2026-11')!;
  const quarter = quarterPeriod('2026-27-Q3')!;
  const gstr1 = (period: ReturnPeriod) => async () =>
    gstr1Return({ gstin: GSTIN, period, documents: await gstr1Documents(db, period) });
  // What issuing a document now also does: write its record (a receipt voucher's, the costliest:
  // it reads its booking's sale), timed by writing one payment's record again.
  const [payment] = rowsOf<{ id: string }>(await db.execute(sql`select id from payments order by id limit 1`));
  const recordOne = async () => {
    await db.delete(gstDocuments).where(sql`${gstDocuments.id} = ${payment!.id}`);
    await recordGstDocuments(db, { payments: [payment!.id] });
  };
  return [
    ['One receipt voucher’s record, as written when it is issued', await timed(recordOne)],
    ['GSTR-1, November 2026 (load + build)', await timed(gstr1(month))],
    ['GSTR-1, November 2026 as the CSVs’ zip', await timed(async () => gstr1CsvZip(await gstr1(month)()))],
    ['GSTR-1, Q3 2026-27 (load + build)', await timed(gstr1(quarter))],
    ['GSTR-1, the whole year as one range (load + build)', await timed(gstr1(YEAR))],
    ['Loader alone, the whole year', await timed(() => reportDocuments(db, YEAR))],
    [
      'Sales register, the whole year (load + CSV)',
      await timed(async () => salesRegisterCsv(await reportDocuments(db, YEAR, 'sales'))),
    ],
    [
      'Receipts register, the whole year (load + CSV)',
      await timed(async () => receiptsRegisterCsv(await reportDocuments(db, YEAR, 'receipts'))),
    ],
  ] as const;
}

async function main() {
  console.log(`bench:reports — ${DOCUMENTS} documents in FY 2026-27, ${RUNS} runs each after a warm-up`);
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const targets = [undefined, ...(process.env.BENCH_DATABASE_URL ? [process.env.BENCH_DATABASE_URL] : [])];
  const tables: { label: string; rows: Awaited<ReturnType<typeof measure>> }[] = [];
  for (const url of targets) {
    const bench = await openBenchDatabase(url, 'bench_reports');
    try {
      const seeding = await bench.openForSeeding();
      const started = performance.now();
      const { documents, counts } = await seed(seeding.db);
      await seeding.close();
      console.log(
        `\n${bench.label}: seeded ${documents} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        counts,
      );
      const yearCount = rowsOf<{ n: string }>(
        await bench.database.db.execute(
          sql`select (select count(*) from payments) + (select count(*) from refunds) + (select count(*) from invoices) + (select count(*) from credit_notes) as n`,
        ),
      )[0]?.n;
      console.log(`documents in the database: ${yearCount}`);
      // The rows were inserted directly, so their records are written the way documents issued
      // before the records existed are: in one catch-up, before the first report reads them.
      const catchingUp = performance.now();
      const recorded = await recordMissingGstDocuments(bench.database.db);
      await bench.database.db.execute(sql`analyze gst_documents`);
      console.log(
        `records written in one catch-up: ${recorded} in ${((performance.now() - catchingUp) / 1000).toFixed(1)} s`,
      );
      tables.push({ label: bench.label, rows: await measure(bench.database.db) });
    } finally {
      await bench.database.close();
      await bench.drop();
    }
  }
  console.log(
    `\nmedian ms (slowest), goal under 1,000 ms each; load average now ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const names = tables[0]!.rows.map(([name]) => name);
  const width = Math.max(...names.map((name) => name.length));
  console.log(`| ${'measure'.padEnd(width)} | ${tables.map((table) => table.label.split(' (')[0]).join(' | ')} |`);
  console.log(`| ${'-'.repeat(width)} | ${tables.map(() => '---').join(' | ')} |`);
  names.forEach((name, index) => {
    const cells = tables.map((table) => {
      const { median, max } = table.rows[index]![1];
      return `${median.toFixed(0)} (${max.toFixed(0)})`;
    });
    console.log(`| ${name.padEnd(width)} | ${cells.join(' | ')} |`);
  });
}

// Run, unless imported (by a profile of one step).
if (process.argv[1]?.endsWith('report-documents.ts')) await main();
