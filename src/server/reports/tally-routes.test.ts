import { and, eq } from 'drizzle-orm';
import { create } from 'xmlbuilder2';
import { describe, expect, it } from 'vitest';
import { indianDay } from '#shared/format';
import type { Booking } from '#shared/schemas/booking-responses';
import { DEFAULT_LEDGERS, LEDGER_FIELDS, type Ledgers } from '#shared/schemas/reports';
import { auditEntries } from '#server/audit/audit-tables';
import { phoneSale, saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import type { TestUser } from '#server/test/test-app';

/**
 * Settings → Tally ledgers and the Tally download (issue 40): admins only, the names checked,
 * saved and audited; the period's documents as vouchers posted to those names, every voucher
 * balanced, the download audited.
 */
const t = useSignedInApp({ admin: { name: 'Asha Rao' } });

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, who: TestUser | null, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers, payload });

const LEDGERS: Ledgers = {
  party: 'Sundry Debtors – Bookings',
  sales: 'Sales & Appearances',
  cgst: 'Output CGST 9%',
  sgst: 'Output SGST 9%',
  igst: 'Output IGST 18%',
  reimbursements: 'Travel Recoverable',
  bank: 'HDFC Current <0042>',
  tdsReceivable: 'TDS Receivable FY 2026-27',
};

describe('/api/site/ledgers', () => {
  it('starts with the default names, never saved', async () => {
    const res = await inject('GET', '/api/site/ledgers', t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      data: { ...DEFAULT_LEDGERS, updatedAt: null, updatedByName: null },
    });
  });

  it('is for admins only', async () => {
    expect((await inject('GET', '/api/site/ledgers', t.staff)).statusCode).toBe(403);
    expect((await inject('GET', '/api/site/ledgers', null)).statusCode).toBe(401);
    expect((await inject('PUT', '/api/site/ledgers', t.staff, LEDGERS)).statusCode).toBe(403);
  });

  it('refuses an empty name, a missing one and a line break, each on its path', async () => {
    const empty = await inject('PUT', '/api/site/ledgers', t.admin, { ...LEDGERS, sales: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'sales', message: 'A ledger name is required' }]);
    const { bank: _bank, ...withoutBank } = LEDGERS;
    const missing = await inject('PUT', '/api/site/ledgers', t.admin, withoutBank);
    expect(missing.json().errors.map((error: { path: string }) => error.path)).toEqual(['bank']);
    const broken = await inject('PUT', '/api/site/ledgers', t.admin, { ...LEDGERS, cgst: 'Output\nCGST' });
    expect(broken.json().errors.map((error: { path: string }) => error.path)).toEqual(['cgst']);
    expect((await inject('GET', '/api/site/ledgers', t.admin)).json().data.updatedAt).toBeNull();
  });

  it('saves the names whole, trimmed, with who saved them, in the audit log', async () => {
    const res = await inject('PUT', '/api/site/ledgers', t.admin, { ...LEDGERS, party: `  ${LEDGERS.party} ` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const saved = res.json().data;
    expect(saved).toMatchObject({ ...LEDGERS, updatedByName: 'Asha Rao' });
    expect(Date.parse(saved.updatedAt)).not.toBeNaN();
    expect((await inject('GET', '/api/site/ledgers', t.admin)).json().data).toEqual(saved);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'settings'), eq(auditEntries.subjectId, 'ledgers')));
    expect(entry).toMatchObject({
      action: 'updated',
      actorName: 'Asha Rao',
      subjectLabel: 'Tally ledgers',
      before: DEFAULT_LEDGERS,
      after: LEDGERS,
    });
  });
});

// ₹2,00,000 + 18% within Maharashtra + ₹15,000.50 of flights at cost.
const TOTAL = 25_100_050;
const TDS = 400_000;
const CUSTOMER = {
  name: `Kapoor & Sons <"Weddings">`,
  address: '12 Marine Drive',
  state: '27',
  gstin: '27AAACK1234A1ZA',
};

/** A phone booking paid in full today (part of it deducted at source) and invoiced today. */
async function paidAndInvoicedBooking(): Promise<Booking> {
  await saveBusinessDetails(t, t.admin);
  const celebrity = await insertCelebrity(t.db, { name: 'Star of the Tally test' });
  const inquiry = await insertInquiry(t.db, { celebrityId: celebrity.id, eventDate: '2031-03-01' });
  const sale = phoneSale(TOTAL);
  const made = await inject('POST', '/api/bookings', t.staff, {
    inquiryId: inquiry.id,
    celebrityId: celebrity.id,
    start: '2031-03-01',
    end: '2031-03-01',
    ...sale,
    customer: CUSTOMER,
  });
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json<{ data: Booking }>().data;
  const paid = await inject('POST', `/api/bookings/${booking._id}/payments`, t.staff, {
    amountPaise: TOTAL - TDS,
    tdsPaise: TDS,
    tdsSection: '194J',
    date: indianDay(),
    mode: 'upi',
    reference: 'UTR2026110001',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const invoiced = await inject('POST', `/api/bookings/${booking._id}/invoice`, t.staff);
  expect(invoiced.statusCode, invoiced.body).toBe(201);
  return booking;
}

interface Voucher {
  type: string | null;
  text: (tag: string) => string | undefined;
  entries: { ledger: string; amount: string }[];
}

function vouchersOf(xml: string): Voucher[] {
  const dom = create(xml).node as unknown as Document;
  return Array.from(dom.getElementsByTagName('VOUCHER')).map((element) => ({
    type: element.getAttribute('VCHTYPE'),
    text: (tag: string) => element.getElementsByTagName(tag)[0]?.textContent ?? undefined,
    entries: Array.from(element.getElementsByTagName('ALLLEDGERENTRIES.LIST')).map((entry) => ({
      ledger: entry.getElementsByTagName('LEDGERNAME')[0]?.textContent ?? '',
      amount: entry.getElementsByTagName('AMOUNT')[0]?.textContent ?? '',
    })),
  }));
}

const paiseOf = (amount: string) => Math.round(Number(amount) * 100);

describe('GET /api/reports/tally.xml', () => {
  it('is for admins only, and refuses a range that is not one', async () => {
    const today = indianDay();
    expect((await inject('GET', `/api/reports/tally.xml?from=${today}&to=${today}`, t.staff)).statusCode).toBe(403);
    expect((await inject('GET', `/api/reports/tally.xml?from=${today}&to=${today}`, null)).statusCode).toBe(401);
    const backwards = await inject('GET', '/api/reports/tally.xml?from=2026-11-30&to=2026-11-01', t.admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([{ path: 'to', message: 'The range ends before it starts' }]);
    const long = await inject('GET', '/api/reports/tally.xml?from=2025-01-01&to=2026-11-01', t.admin);
    expect(long.json().errors).toEqual([{ path: 'to', message: 'Ask for at most a year at a time' }]);
    expect((await inject('GET', '/api/reports/tally.xml?from=2026-11-01', t.admin)).statusCode).toBe(400);
    expect((await inject('GET', '/api/reports/tally.xml?from=2026-02-30&to=2026-03-01', t.admin)).statusCode).toBe(400);
  });

  it('downloads the days’ receipt and sale as balanced vouchers posted to the saved ledgers, and audits it', async () => {
    await inject('PUT', '/api/site/ledgers', t.admin, LEDGERS);
    // India's day before and after: the same one, unless the test runs over midnight there.
    const from = indianDay();
    await paidAndInvoicedBooking();
    const to = indianDay();
    const res = await inject('GET', `/api/reports/tally.xml?from=${from}&to=${to}`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tally-vouchers-${from}-to-${to}.xml"`);

    const vouchers = vouchersOf(res.body);
    expect(vouchers.map((voucher) => voucher.type)).toEqual(['Receipt', 'Sales']);
    for (const voucher of vouchers) {
      expect(voucher.entries.reduce((sum, entry) => sum + paiseOf(entry.amount), 0)).toBe(0);
      expect(voucher.text('PARTYLEDGERNAME')).toBe(LEDGERS.party);
      expect(voucher.text('NARRATION')).toContain(`${CUSTOMER.name} (GSTIN ${CUSTOMER.gstin})`);
    }
    const [receipt, sale] = vouchers;
    expect(receipt!.text('VOUCHERNUMBER')).toMatch(/^SLT\/R\/\d\d-\d\d\/\d{4}$/);
    expect(receipt!.entries).toEqual([
      { ledger: LEDGERS.bank, amount: '-247000.50' },
      { ledger: LEDGERS.tdsReceivable, amount: '-4000.00' },
      { ledger: LEDGERS.party, amount: '251000.50' },
    ]);
    expect(sale!.text('VOUCHERNUMBER')).toMatch(/^SLT\/I\/\d\d-\d\d\/\d{4}$/);
    expect(sale!.entries[0]).toEqual({ ledger: LEDGERS.party, amount: '-251000.50' });
    expect(sale!.entries.map((entry) => entry.ledger).sort()).toEqual(
      [LEDGERS.party, LEDGERS.sales, LEDGERS.cgst, LEDGERS.sgst, LEDGERS.reimbursements].sort(),
    );
    // Names the accountant set, none of the defaults.
    for (const field of LEDGER_FIELDS) expect(res.body).not.toContain(`>${DEFAULT_LEDGERS[field]}<`);

    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, 'report'), eq(auditEntries.action, 'tally_downloaded')));
    expect(entry).toMatchObject({
      actorName: 'Asha Rao',
      subjectLabel: `Tally vouchers, ${from} to ${to}`,
      after: { from, to, documents: 2 },
    });
  });

  it('gives an import of no vouchers for days without documents', async () => {
    const res = await inject('GET', '/api/reports/tally.xml?from=2020-04-01&to=2020-04-30', t.admin);
    expect(res.statusCode).toBe(200);
    expect(vouchersOf(res.body)).toEqual([]);
    expect(res.body).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
  });
});
