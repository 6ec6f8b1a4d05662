import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '#shared/schemas/booking-responses';
import type { Payee, PayoutPreview, RecordedPayout, Settlement, TdsRegister } from '#shared/schemas/payouts-responses';
import { auditEntries } from '#server/audit/audit-tables';
import { clearMail, startMailingApp, stopMailingApp } from '#server/test/mailing-app';
import { phoneSale, saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import type { SmtpSink } from '#server/test/smtp-sink';
import type { TestApp, TestUser } from '#server/test/test-app';
import { payoutFigures, statementOf } from './earnings.js';
import { statementCsv, statementPdf } from './statement-files.js';

/**
 * Paying the artists (issue 39): payee details masked for staff, a booking's settlement, the TDS
 * of the dated table shown before saving and caught up at the threshold, never overpaying, the
 * voucher's PDF e-mailed to the payee, and the register whose sums are the vouchers'.
 */
let t: TestApp;
let sink: SmtpSink;
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  ({ t, sink } = await startMailingApp());
  admin = await t.createUser('admin', { name: 'Asha Rao' });
  staff = await t.createUser('staff', { name: 'Vikram Shah' });
  await saveBusinessDetails(t, admin);
});
afterAll(() => stopMailingApp(t, sink));
beforeEach(() => clearMail(t, sink));

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: TestUser | null,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: who?.headers, payload });

async function pdfText(content: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true });
  return text;
}

// ₹2,00,000 artist fee + 18% GST: ₹2,36,000.
const TOTAL = 23_600_000;
const FEE = 20_000_000;

const PAYEE = {
  legalName: 'Aarav Mehta',
  pan: 'abcpm1234f',
  payeeKind: 'individual_or_huf',
  commissionPercent: 15,
  tdsSection: '194J',
  bankAccountNumber: '001234567890',
  ifsc: 'hdfc0001234',
  bankName: 'HDFC Bank',
};

/** A celebrity with a phone booking of `TOTAL` on `day`, paid `paidPaise` by the customer. */
async function bookedCelebrity(day: string, paidPaise = TOTAL, name = `Star ${day}`) {
  const celebrity = await insertCelebrity(t.db, { name });
  const inquiry = await insertInquiry(t.db, { celebrityId: celebrity.id, eventDate: day, name: 'Ananya Kapoor' });
  const made = await inject('POST', '/api/bookings', staff, {
    inquiryId: inquiry.id,
    celebrityId: celebrity.id,
    start: day,
    end: day,
    ...phoneSale(TOTAL),
  });
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json<{ data: Booking }>().data;
  if (paidPaise > 0) {
    const paid = await inject('POST', `/api/bookings/${booking._id}/payments`, staff, {
      amountPaise: paidPaise,
      date: '2026-11-02',
      mode: 'bank_transfer',
      reference: `UTR${day.replace(/-/g, '')}`,
    });
    expect(paid.statusCode, paid.body).toBe(201);
  }
  return { celebrity, booking };
}

const putPayee = (celebrityId: string, payee: Record<string, unknown> = PAYEE, who: TestUser = admin) =>
  inject('PUT', `/api/celebrities/${celebrityId}/payee`, who, payee);

const payOut = (bookingId: string, amountPaise: number, extra: Record<string, unknown> = {}, who = staff) =>
  inject('POST', `/api/bookings/${bookingId}/payouts`, who, {
    amountPaise,
    date: '2026-11-20',
    mode: 'bank_transfer',
    reference: 'UTRPAY0001',
    ...extra,
  });

const settlementOf = async (bookingId: string, who = staff) =>
  (await inject('GET', `/api/bookings/${bookingId}/settlement`, who)).json<{ data: Settlement }>().data;

describe('payee details', () => {
  it('lets admins write them, shows staff the PAN and account masked, and audits the account masked', async () => {
    const { celebrity } = await bookedCelebrity('2031-02-01', 0);
    expect((await inject('GET', `/api/celebrities/${celebrity.id}/payee`, staff)).json().data).toBeNull();
    expect((await putPayee(celebrity.id, PAYEE, staff)).statusCode).toBe(403);

    const saved = await putPayee(celebrity.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: Payee }>().data).toMatchObject({
      pan: 'ABCPM1234F',
      ifsc: 'HDFC0001234',
      commissionPercent: 15,
      commissionBasisPoints: 1500,
      bankAccountNumber: '001234567890',
      masked: false,
    });

    const asStaff = (await inject('GET', `/api/celebrities/${celebrity.id}/payee`, staff)).json<{ data: Payee }>().data;
    expect(asStaff).toMatchObject({ pan: 'XXXXXX234F', bankAccountNumber: 'XXXXXXXX7890', masked: true });
    const asAdmin = (await inject('GET', `/api/celebrities/${celebrity.id}/payee`, admin)).json<{ data: Payee }>().data;
    expect(asAdmin.pan).toBe('ABCPM1234F');

    const [entry] = await t.db.select().from(auditEntries).where(eq(auditEntries.subjectId, celebrity.id));
    expect(entry?.action).toBe('payee_created');
    expect(JSON.stringify(entry?.after)).not.toContain('001234567890');
    expect(JSON.stringify(entry?.after)).toContain('XXXXXXXX7890');
  });

  it('refuses a PAN of the wrong shape or kind, no way to pay, and no TDS without a reason', async () => {
    const { celebrity } = await bookedCelebrity('2031-02-02', 0);
    const refused = await putPayee(celebrity.id, {
      ...PAYEE,
      pan: 'ABCCM1234F',
      bankAccountNumber: '',
      ifsc: '',
      tdsSection: 'none',
    });
    expect(refused.statusCode).toBe(400);
    const paths = refused.json<{ errors: { path: string }[] }>().errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['payeeKind', 'bankAccountNumber', 'noTdsReason']));
    expect((await putPayee(celebrity.id, { ...PAYEE, pan: 'ABC1234' })).statusCode).toBe(400);
    expect((await putPayee(crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('settlement and payouts', () => {
  it('settles the artist fee without GST, previews the TDS, and catches up the year at the threshold', async () => {
    const { celebrity, booking } = await bookedCelebrity('2031-03-01');
    // No payee yet: nothing to pay.
    const early = await payOut(booking._id, 1_000_000);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/payee details/);
    await putPayee(celebrity.id);

    const before = await settlementOf(booking._id);
    expect(before).toMatchObject({
      grossPaise: FEE,
      commissionPercent: 15,
      commissionPaise: 3_000_000,
      costsPaise: 0,
      tdsSection: '194J',
      paidOutPaise: 0,
      balancePaise: 17_000_000,
      customerPaidPaise: TOTAL,
      payoutLimitPaise: 17_000_000,
    });
    // The whole balance would bear 10%.
    expect(before.tdsPaise).toBe(1_700_000);
    expect(before.netPaise).toBe(17_000_000 - 1_700_000);

    // ₹40,000: the year's payments stay under ₹50,000.
    const preview = await inject('POST', `/api/bookings/${booking._id}/payouts/preview`, staff, {
      amountPaise: 4_000_000,
      date: '2026-11-20',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ data: PayoutPreview }>().data).toMatchObject({ tdsPaise: 0, netPaise: 4_000_000 });
    const first = await payOut(booking._id, 4_000_000);
    expect(first.statusCode, first.body).toBe(201);
    const firstPayout = first.json<{ data: RecordedPayout }>().data;
    expect(firstPayout.number).toMatch(/^SLT\/P\/26-27\/\d{4}$/);
    expect(firstPayout.payout).toMatchObject({ tdsPaise: 0, netPaise: 4_000_000, pan: 'XXXXXX234F' });

    // ₹20,000 more takes the year to ₹60,000: 10% of the whole ₹60,000 now.
    const crossing = await inject('POST', `/api/bookings/${booking._id}/payouts/preview`, staff, {
      amountPaise: 2_000_000,
      date: '2026-11-21',
    });
    const crossed = crossing.json<{ data: PayoutPreview }>().data;
    expect(crossed).toMatchObject({ tdsPaise: 600_000, thresholdCrossed: true, sectionLabel: '393(1) Sl. No. 6(iii)' });
    expect(crossed.explanation).toMatch(/whole year/);
    const second = await payOut(booking._id, 2_000_000, { date: '2026-11-21', reference: 'UTRPAY0002' });
    expect(second.json<{ data: RecordedPayout }>().data.payout).toMatchObject({
      tdsPaise: 600_000,
      netPaise: 1_400_000,
      sectionLabel: '393(1) Sl. No. 6(iii)',
      rateBasisPoints: 1000,
    });

    const after = await settlementOf(booking._id);
    expect(after).toMatchObject({ paidOutPaise: 6_000_000, tdsDeductedPaise: 600_000, balancePaise: 11_000_000 });
    expect(after.tdsPaise).toBe(600_000 + 1_100_000);
    expect(after.payouts).toHaveLength(2);
  });

  it('changes the commission per booking with a reason, and records costs paid on the artist’s behalf', async () => {
    const { celebrity, booking } = await bookedCelebrity('2031-03-02');
    await putPayee(celebrity.id, { ...PAYEE, pan: 'ABCPM1235F' });
    const changed = await inject('PUT', `/api/bookings/${booking._id}/commission`, staff, {
      commissionPercent: 12.5,
      reason: 'Charity show',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: Settlement }>().data).toMatchObject({
      commissionPercent: 12.5,
      commissionSource: 'booking',
      commissionReason: 'Charity show',
      commissionPaise: 2_500_000,
    });
    expect(
      (await inject('PUT', `/api/bookings/${booking._id}/commission`, staff, { commissionPercent: 10 })).statusCode,
    ).toBe(400);

    const cost = await inject('POST', `/api/bookings/${booking._id}/costs`, staff, {
      amountPaise: 500_000,
      date: '2026-11-10',
      description: 'Stylist',
    });
    expect(cost.statusCode, cost.body).toBe(201);
    const withCost = cost.json<{ data: Settlement }>().data;
    expect(withCost).toMatchObject({ costsPaise: 500_000, sharePaise: FEE - 2_500_000 - 500_000 });
    const removed = await inject('DELETE', `/api/bookings/${booking._id}/costs/${withCost.costs[0]!._id}`, staff);
    expect(removed.json<{ data: Settlement }>().data.costsPaise).toBe(0);
  });

  it('never overpays: staff are refused past what the customer paid less commission, an admin passes with a reason', async () => {
    // The customer paid ₹50,000 of ₹2,36,000: at most ₹50,000 − ₹30,000 commission may be paid out.
    const { celebrity, booking } = await bookedCelebrity('2031-03-03', 5_000_000);
    await putPayee(celebrity.id, { ...PAYEE, pan: 'ABCPM1236F' });
    const refused = await payOut(booking._id, 2_000_001);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/₹20,000\.00/);
    expect(refused.json().message).toMatch(/Only an admin/);
    const noReason = await payOut(booking._id, 2_000_001, {}, admin);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].path).toBe('overpayReason');
    const allowed = await payOut(booking._id, 2_500_000, { overpayReason: 'Balance promised by Friday' }, admin);
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json<{ data: RecordedPayout }>().data.payout.overpayReason).toBe('Balance promised by Friday');
    const [entry] = (await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'payout_recorded'))).filter(
      (row) => JSON.stringify(row.after).includes('Balance promised'),
    );
    expect(entry).toBeDefined();
  });

  it('refuses a payout on a cancelled booking the agency kept nothing of', async () => {
    const { celebrity, booking } = await bookedCelebrity('2031-03-04', 0);
    await putPayee(celebrity.id, { ...PAYEE, pan: 'ABCPM1237F' });
    const cancelled = await inject('POST', `/api/bookings/${booking._id}/cancel`, admin, { reason: 'Called off' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = await payOut(booking._id, 100_000, { overpayReason: 'x' }, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cancelled/);
  });

  it('takes a TDS set by hand only with a reason', async () => {
    const { celebrity, booking } = await bookedCelebrity('2031-03-05');
    await putPayee(celebrity.id, { ...PAYEE, pan: 'ABCPM1238F' });
    const noReason = await payOut(booking._id, 1_000_000, { tdsOverride: { tdsPaise: 100_000, reason: '' } });
    expect(noReason.statusCode).toBe(400);
    const set = await payOut(booking._id, 1_000_000, {
      tdsOverride: { tdsPaise: 100_000, reason: 'Lower deduction certificate' },
    });
    expect(set.json<{ data: RecordedPayout }>().data.payout).toMatchObject({
      tdsPaise: 100_000,
      computedTdsPaise: 0,
      netPaise: 900_000,
      tdsOverrideReason: 'Lower deduction certificate',
    });
  });
});

describe('the payout voucher and the TDS register', () => {
  it('e-mails the voucher PDF to the payee, and the register and the statement add up to the vouchers', async () => {
    const { celebrity, booking } = await bookedCelebrity('2031-04-01', TOTAL, 'Meera Kapoor');
    await putPayee(celebrity.id, { ...PAYEE, pan: 'ABCPK9999Z', contactEmail: 'accounts@meera.example' });
    const a = (await payOut(booking._id, 6_000_000, { date: '2026-10-15' })).json<{ data: RecordedPayout }>().data;
    const b = (await payOut(booking._id, 3_333_333, { date: '2026-11-05' })).json<{ data: RecordedPayout }>().data;
    expect(a.emailQueued).toBe(true);
    expect(a.payout.tdsPaise).toBe(600_000);
    expect(b.payout.tdsPaise).toBe(333_300);

    await t.app.outbox.runOnce();
    const mail = sink.received.find(
      (received) => received.to.includes('accounts@meera.example') && received.parsed.subject?.includes(a.number),
    );
    expect(mail?.parsed.subject).toBe(`Payout voucher ${a.number}: ₹54,000.00 paid (booking ${booking.number})`);
    const attachment = mail?.parsed.attachments[0];
    expect(attachment?.filename).toBe(`payout-voucher-${a.number.replace(/\//g, '-')}.pdf`);

    const download = await inject('GET', `/api/payouts/${a.payout._id}/pdf`, staff);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(download.rawPayload);
    expect(await pdfText(attachment?.content ?? Buffer.alloc(0))).toBe(text);
    for (const expected of [
      'PAYOUT VOUCHER',
      a.number,
      'Aarav Mehta',
      'PAN ABCPK9999Z',
      '393(1) Sl. No. 6(iii)',
      '60,000.00',
      '6,000.00',
      '₹54,000.00',
      'UTRPAY0001',
      'Meera Kapoor',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await inject('GET', `/api/payouts/${crypto.randomUUID()}/pdf`, staff)).statusCode).toBe(404);
    expect((await inject('GET', `/api/payouts/${a.payout._id}/pdf`, null)).statusCode).toBe(401);

    // The register: admins only; its sums are the vouchers'.
    expect((await inject('GET', '/api/reports/tds?fy=2026-27&quarter=3', staff)).statusCode).toBe(403);
    const quarter = (await inject('GET', '/api/reports/tds?fy=2026-27&quarter=3', admin)).json<{ data: TdsRegister }>()
      .data;
    expect(quarter).toMatchObject({ from: '2026-10-01', to: '2026-12-31', periodLabel: 'Q3 2026-27' });
    const ours = quarter.rows.filter((row) => row.pan === 'ABCPK9999Z');
    expect(ours.map((row) => row.voucherNumber)).toEqual([a.number, b.number]);
    expect(ours.reduce((sum, row) => sum + row.tdsPaise, 0)).toBe(a.payout.tdsPaise + b.payout.tdsPaise);
    expect(quarter.totals.tdsPaise).toBe(quarter.rows.reduce((sum, row) => sum + row.tdsPaise, 0));
    expect(quarter.months.map((month) => [month.month, month.dueOn])).toEqual([
      ['2026-10', '2026-11-07'],
      ['2026-11', '2026-12-07'],
      ['2026-12', '2027-01-07'],
    ]);
    expect(quarter.months.reduce((sum, month) => sum + month.tdsPaise, 0)).toBe(quarter.totals.tdsPaise);

    const november = (await inject('GET', '/api/reports/tds?month=2026-11', admin)).json<{ data: TdsRegister }>().data;
    expect(november.rows.every((row) => row.date.startsWith('2026-11'))).toBe(true);
    const march = (await inject('GET', '/api/reports/tds?month=2027-03', admin)).json<{ data: TdsRegister }>().data;
    expect(march.months[0]?.dueOn).toBe('2027-04-30');

    const csv = await inject('GET', '/api/reports/tds?fy=2026-27&quarter=3&format=csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="tds-register-2026-27-q3.csv"');
    expect(csv.body).toContain(`${a.number},2026-10-15`);
    expect(csv.body).toContain('60000.00,10.00,6000.00,54000.00');
    expect(csv.body).toContain('33333.33,10.00,3333.00,30000.33');
    expect(csv.body).toContain('2026-11,');
    expect(csv.body).toContain('2026-12-07');

    // The statement's TDS for the PAN is the register's for it, for the year.
    const statement = await statementOf(t.db, { celebrityIds: [celebrity.id], financialYear: '2026-27' });
    const year = (await inject('GET', '/api/reports/tds?fy=2026-27', admin)).json<{ data: TdsRegister }>().data;
    const registerTds = year.rows.filter((row) => row.pan === 'ABCPK9999Z').reduce((sum, row) => sum + row.tdsPaise, 0);
    expect(statement.payees).toHaveLength(1);
    expect(statement.payees[0]!.totals.tdsPaise).toBe(registerTds);
    expect(statementCsv(statement)).toContain('Total 2026-27');
    const statementText = await pdfText(await statementPdf(t.db, statement));
    expect(statementText).toContain('ABCPK9999Z');
    expect(statementText).toContain('9,333.00');
  });

  it('puts a formula-like reference in the CSV as text', async () => {
    const { celebrity, booking } = await bookedCelebrity('2031-04-02', TOTAL, '=HYPERLINK("x")');
    await putPayee(celebrity.id, { ...PAYEE, pan: 'ABCPK8888Z', legalName: '@Evil Payee' });
    expect((await payOut(booking._id, 100_000, { date: '2026-11-06' })).statusCode).toBe(201);
    const csv = await inject('GET', '/api/reports/tds?month=2026-11&format=csv', admin);
    expect(csv.body).toContain("'@Evil Payee");
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('gives the dashboard what is owed to artists, paid out this month and TDS due', async () => {
    const figures = await payoutFigures(t.db, '2026-12-03');
    expect(figures.tdsDueOn).toBe('2026-12-07');
    const november = (await inject('GET', '/api/reports/tds?month=2026-11', admin)).json<{ data: TdsRegister }>().data;
    expect(figures.tdsDueThisMonthPaise).toBe(november.totals.tdsPaise);
    expect(figures.paidOutThisMonthPaise).toBe(0);
    expect(figures.owedToArtistsPaise).toBeGreaterThan(0);
    const inNovember = await payoutFigures(t.db, '2026-11-28');
    expect(inNovember.paidOutThisMonthPaise).toBe(november.totals.amountPaidPaise);
  });
});

describe('payee details in privacy requests', () => {
  it('exports a payee found by their contact address, erases one never paid and keeps one paid', async () => {
    const person = 'manager@aarav.example';
    const paid = await bookedCelebrity('2031-05-01');
    const unpaid = await bookedCelebrity('2031-05-02', 0);
    await putPayee(paid.celebrity.id, { ...PAYEE, pan: 'ABCPM5551F', contactEmail: person });
    await putPayee(unpaid.celebrity.id, { ...PAYEE, pan: 'ABCPM5552F', contactEmail: person });
    expect((await payOut(paid.booking._id, 1_000_000, { reference: 'UTRPRIV01' })).statusCode).toBe(201);
    const cost = await inject('POST', `/api/bookings/${paid.booking._id}/costs`, staff, {
      amountPaise: 10_000,
      date: '2026-11-10',
      description: `Courier to ${person}`,
    });
    expect(cost.statusCode).toBe(201);

    const exported = await inject('POST', '/api/privacy/export', admin, { email: person });
    expect(exported.statusCode, exported.body).toBe(200);
    const data = exported.json<{
      data: { payees: (Payee & { payouts: { reference: string }[] })[]; mentions: { record: string }[] };
    }>().data;
    expect(data.payees.map((payee) => payee.pan).sort()).toEqual(['ABCPM5551F', 'ABCPM5552F']);
    expect(data.payees.find((payee) => payee.pan === 'ABCPM5551F')?.payouts.map((p) => p.reference)).toEqual([
      'UTRPRIV01',
    ]);
    expect(data.mentions.map((mention) => mention.record)).toContain('artist_cost');

    const erased = await inject('POST', '/api/privacy/erase', admin, { email: person });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data).toMatchObject({ erased: { payees: 1 }, payeesKept: 1 });
    expect((await inject('GET', `/api/celebrities/${unpaid.celebrity.id}/payee`, admin)).json().data).toBeNull();
    expect((await inject('GET', `/api/celebrities/${paid.celebrity.id}/payee`, admin)).json().data.pan).toBe(
      'ABCPM5551F',
    );
    const settlement = await settlementOf(paid.booking._id);
    expect(settlement.costs[0]?.description).not.toContain(person);
  });
});
