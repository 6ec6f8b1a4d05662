import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { indianDay } from '#shared/format';
import { gstinCheckCharacter } from '#shared/gst/gstin';
import { monthPeriod, type ReturnPeriod } from '#shared/reports/return-period';
import type { Invoice } from '#shared/schemas/billing-responses';
import type { Booking } from '#shared/schemas/booking-responses';
import { REPORT_MESSAGES } from '#shared/schemas/reports';
import { auditEntries } from '#server/audit/audit-tables';
import { bookingFixtures } from '#server/test/booking-fixture';
import { useSignedInApp } from '#server/test/signed-in-app';
import { SELLER_DETAILS } from '#server/test/quote-fixture';
import { GSTR1_MESSAGES } from './gstr1-routes.js';

/**
 * The accountant's downloads (issue 40): the GSTR-1 return as JSON or a zip of CSVs, the sales
 * and receipts registers; admins only, refused plainly without a GSTIN or for a bad period, each
 * download audited; a credit note issued the month after its invoice is reported in its own month
 * and the invoice's month is unchanged.
 */
const t = useSignedInApp({ admin: { name: 'Asha Rao' }, staff: { name: 'Vikram Shah' } });
const { acceptedBooking, bookingInquiry, pay } = bookingFixtures(t);

const KA_GSTIN = `29AAACK1234A1Z${gstinCheckCharacter('29AAACK1234A1Z')}`;

/** ₹3,00,000 + 18 % IGST to a registered customer in Karnataka: ₹3,54,000. */
const B2B_SALE = {
  customer: { name: 'Bengaluru Events Pvt Ltd', address: '1 MG Road, Bengaluru', state: '29', gstin: KA_GSTIN },
  venueState: '29',
  lines: [{ kind: 'artist_fee', description: 'Performance of 60 minutes', quantity: 1, ratePaise: 30_000_000 }],
};

const get = (url: string, headers: Record<string, string> | undefined = t.admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });

const post = async (url: string, payload?: object, headers = t.staff.headers) => {
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json<{ data: Record<string, unknown> }>().data;
};

/** Date alone runs at `at` (the database and the timers as ever): for documents issued last month. */
const at = (moment: string) => vi.useFakeTimers({ now: new Date(moment), toFake: ['Date'] });
afterEach(() => vi.useRealTimers());

let thisMonth: ReturnPeriod;
let lastMonth: ReturnPeriod;
let lastMonthDay: string;
let b2bInvoice: Invoice;
let b2cInvoice: Invoice;
let receipts: string[];

/** A phone booking to a registered customer and a quote accepted by an unregistered one, both paid and invoiced last month. */
async function lastMonthsDocuments() {
  const quoted = await acceptedBooking('2031-05-10');
  const { celebrity, inquiry } = await bookingInquiry('2031-06-10');
  const phone = (await post('/api/bookings', {
    inquiryId: inquiry.id,
    celebrityId: celebrity.id,
    start: '2031-06-10',
    end: '2031-06-10',
    ...B2B_SALE,
  })) as unknown as Booking;
  receipts = [];
  for (const [bookingId, amountPaise] of [
    [quoted.booking.id, 11_800_000],
    [phone._id, 35_400_000],
  ] as const) {
    at(`${lastMonthDay}T04:30:00Z`);
    const paid = await pay(bookingId, { amountPaise, date: lastMonthDay, mode: 'upi', reference: `UPI${amountPaise}` });
    expect(paid.statusCode, paid.body).toBe(201);
    receipts.push((paid.json().data as { number: string }).number);
    at(`${lastMonthDay}T05:30:00Z`);
    const invoice = (await post(`/api/bookings/${bookingId}/invoice`)) as unknown as Invoice;
    if (bookingId === phone._id) b2bInvoice = invoice;
    else b2cInvoice = invoice;
    vi.useRealTimers();
  }
}

beforeAll(() => {
  thisMonth = monthPeriod(indianDay().slice(0, 7))!;
  lastMonthDay = new Date(Date.parse(`${thisMonth.from}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
  lastMonth = monthPeriod(lastMonthDay.slice(0, 7))!;
});

describe('who may download, and what is refused', () => {
  it('refuses (409) the return until the agency’s GSTIN is set, plainly', async () => {
    const res = await get(`/api/reports/gstr1?period=${thisMonth.slug}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GSTR1_MESSAGES.gstinMissing);
  });

  it('answers 401 to a visitor and 403 to staff who are not admins', async () => {
    for (const url of [
      '/api/reports/gstr1?period=2026-11',
      '/api/reports/sales-register?from=2026-11-01&to=2026-11-30',
      '/api/reports/receipts-register?from=2026-11-01&to=2026-11-30',
    ]) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      expect((await get(url, t.staff.headers)).statusCode, url).toBe(403);
    }
  });

  it('answers 400 with the field’s message for a bad period or range', async () => {
    const cases: [string, string, string][] = [
      ['/api/reports/gstr1', 'period', REPORT_MESSAGES.periodMissing],
      ['/api/reports/gstr1?period=2026-13', 'period', REPORT_MESSAGES.month],
      ['/api/reports/gstr1?quarter=2026-28-Q3', 'quarter', REPORT_MESSAGES.quarter],
      ['/api/reports/gstr1?period=2026-11&quarter=2026-27-Q3', 'period', REPORT_MESSAGES.periodBoth],
      ['/api/reports/sales-register?from=2026-11-30&to=2026-11-01', 'to', REPORT_MESSAGES.rangeOrder],
      ['/api/reports/receipts-register?from=2025-01-01&to=2026-11-30', 'to', REPORT_MESSAGES.rangeLength],
    ];
    for (const [url, path, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toContainEqual({ path, message });
    }
    const noDates = await get('/api/reports/sales-register');
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json().errors.map((error: { path: string }) => error.path)).toEqual(['from', 'to']);
    expect((await get('/api/reports/gstr1?period=2026-11&format=pdf')).statusCode).toBe(400);
  });
});

describe('the downloads', () => {
  let lastMonthsJson: string;

  beforeAll(async () => {
    await lastMonthsDocuments();
  });

  it('serves last month’s GSTR-1 as a JSON file whose sections add up to the invoices issued', async () => {
    const res = await get(`/api/reports/gstr1?period=${lastMonth.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1-${SELLER_DETAILS.gstin}-${lastMonth.slug}.json"`,
    );
    const ret = res.json();
    expect(ret).toMatchObject({ gstin: SELLER_DETAILS.gstin, fp: lastMonth.fp });
    // The registered customer's invoice in B2B, with its IGST; the unregistered one's in B2CS.
    expect(ret.b2b).toEqual([
      {
        ctin: KA_GSTIN,
        inv: [
          expect.objectContaining({
            inum: b2bInvoice.number,
            val: b2bInvoice.totalPaise / 100,
            pos: '29',
            itms: [{ num: 1801, itm_det: { txval: 300_000, rt: 18, iamt: 54_000, csamt: 0 } }],
          }),
        ],
      },
    ]);
    expect(ret.b2cs).toEqual([
      expect.objectContaining({
        sply_ty: 'INTRA',
        pos: '27',
        txval: b2cInvoice.taxablePaise / 100,
        camt: 18_000,
        samt: 18_000,
      }),
    ]);
    expect(ret.cdnr).toBeUndefined();
    lastMonthsJson = res.body;
  });

  it('serves the return’s sections as the offline tool’s CSVs in a zip', async () => {
    const res = await get(`/api/reports/gstr1?period=${lastMonth.slug}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1-${SELLER_DETAILS.gstin}-${lastMonth.slug}.zip"`,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['b2b.csv', 'b2cs.csv']));
    const b2b = strFromU8(files['b2b.csv']!);
    expect(b2b.split('\n')[0]).toContain('GSTIN/UIN of Recipient');
    expect(b2b).toContain(b2bInvoice.number);
  });

  it('serves the sales and the receipts registers as CSV files of the range’s documents', async () => {
    const range = `from=${lastMonth.from}&to=${lastMonth.to}`;
    const sales = await get(`/api/reports/sales-register?${range}`);
    expect(sales.statusCode).toBe(200);
    expect(sales.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sales.headers['cache-control']).toBe('no-store');
    expect(sales.headers['content-disposition']).toBe(
      `attachment; filename="sales-register-${lastMonth.from}-to-${lastMonth.to}.csv"`,
    );
    const [header] = sales.body.split('\n');
    expect(header).toMatch(/Number/i);
    expect(header).toMatch(/GSTIN/);
    for (const number of [b2bInvoice.number, b2cInvoice.number]) expect(sales.body).toContain(number);
    for (const number of receipts) expect(sales.body).not.toContain(number);

    const received = await get(`/api/reports/receipts-register?${range}`);
    expect(received.statusCode).toBe(200);
    expect(received.headers['content-disposition']).toBe(
      `attachment; filename="receipts-register-${lastMonth.from}-to-${lastMonth.to}.csv"`,
    );
    for (const number of receipts) expect(received.body).toContain(number);
    expect(received.body).not.toContain(b2bInvoice.number);
  });

  it('records each download in the audit log: who, which report, which period', async () => {
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'report'), eq(auditEntries.actorId, t.admin.id)));
    expect(entries.map((entry) => [entry.action, entry.subjectId, entry.actorName])).toEqual(
      expect.arrayContaining([
        ['gstr1_downloaded', `gstr1:${lastMonth.slug}`, 'Asha Rao'],
        ['sales_register_downloaded', `sales-register:${lastMonth.from}..${lastMonth.to}`, 'Asha Rao'],
        ['receipts_register_downloaded', `receipts-register:${lastMonth.from}..${lastMonth.to}`, 'Asha Rao'],
      ]),
    );
    const zip = entries.find(
      (entry) => entry.subjectId === `gstr1:${lastMonth.slug}` && (entry.after as { format: string }).format === 'csv',
    );
    expect(zip).toMatchObject({
      subjectLabel: `GSTR-1, ${lastMonth.label}`,
      after: { from: lastMonth.from, to: lastMonth.to },
    });
    // Refused downloads are not downloads.
    expect(entries.filter((entry) => entry.subjectId === `gstr1:${thisMonth.slug}`)).toEqual([]);
  });

  it('reports a credit note issued this month in this month, and leaves last month’s return as it was', async () => {
    const note = await post(
      `/api/invoices/${b2bInvoice._id}/credit-notes`,
      { amountPaise: 3_540_000, reason: 'One song fewer' },
      t.admin.headers,
    );
    const { number } = note as { number: string };
    expect((await get(`/api/reports/gstr1?period=${lastMonth.slug}`)).body).toBe(lastMonthsJson);
    const now = await get(`/api/reports/gstr1?period=${thisMonth.slug}`);
    expect(now.statusCode).toBe(200);
    expect(now.json().cdnr).toEqual([
      {
        ctin: KA_GSTIN,
        nt: [
          expect.objectContaining({
            ntty: 'C',
            nt_num: number,
            val: 35_400,
            itms: [{ num: 1801, itm_det: { txval: 30_000, rt: 18, iamt: 5_400, csamt: 0 } }],
          }),
        ],
      },
    ]);
    // A quarter holding both months has both.
    const quarter = await get(`/api/reports/gstr1?quarter=${quarterOf(thisMonth.from)}`);
    if (quarterOf(lastMonth.from) === quarterOf(thisMonth.from)) {
      expect(quarter.json().b2b[0].inv[0].inum).toBe(b2bInvoice.number);
    }
    expect(quarter.json().cdnr[0].nt[0].nt_num).toBe(number);
  });
});

/** `2026-27-Q3` of a day. */
function quarterOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  const quarter = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}-Q${quarter}`;
}
