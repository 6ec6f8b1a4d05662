import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indianDay } from '#shared/format';
import { financialYearOf } from '#shared/gst/document-number';
import { gstinCheckCharacter } from '#shared/gst/gstin';
import type { Quote } from '#shared/schemas/quote-responses';
import { auditEntries } from '#server/audit/audit-tables';
import { inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { gstRates } from './quotes-tables.js';
import { insertInquiry } from '#server/test/rows';
import { SELLER_DETAILS } from '#server/test/quote-fixture';
import { useSignedInApp } from '#server/test/signed-in-app';
import { addCalendarDays } from '#shared/calendar-days';
import { QUOTE_MESSAGES } from './quotes.js';

/** Quotes (docs/api.md): drafted on an inquiry with their GST worked out, numbered when sent. */
const t = useSignedInApp({ admin: { name: 'Asha Rao' }, staff: { name: 'Vikram Shah' } });

const MAHARASHTRA = '27';
const KARNATAKA = '29';
const karnatakaGstin = `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`;

const saveBusiness = (details: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/site/business', headers: t.admin.headers, payload: details });

const QUOTE = {
  customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive\nMumbai 400020', state: MAHARASHTRA },
  venueState: MAHARASHTRA,
  lines: [
    { kind: 'artist_fee', description: 'Performance, 90 minutes', quantity: 1, ratePaise: 20_000_000 },
    { kind: 'agency_fee', description: 'Event management', quantity: 1, ratePaise: 2_000_000 },
    {
      kind: 'travel',
      description: 'Flights for two, at actual cost',
      quantity: 1,
      ratePaise: 1_500_050,
      reimbursement: true,
    },
  ],
};

async function draft(payload: Record<string, unknown> = QUOTE, headers: Record<string, string> = t.staff.headers) {
  const inquiry = await insertInquiry(t.db, { name: 'Ananya Kapoor' });
  const res = await t.app.inject({ method: 'POST', url: `/api/inquiries/${inquiry.id}/quotes`, headers, payload });
  return { inquiry, res };
}

const send = (quoteId: string, headers = t.staff.headers) =>
  t.app.inject({ method: 'POST', url: `/api/quotes/${quoteId}/send`, headers });

const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path);

describe('POST /api/inquiries/:id/quotes', () => {
  it('refuses a quote while the agency’s state is unknown', async () => {
    const { res } = await draft();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTE_MESSAGES.agencyStateMissing);
  });

  it('drafts an intra-state quote: CGST and SGST at 9 % on the taxable value, the reimbursement apart', async () => {
    expect((await saveBusiness({ address: SELLER_DETAILS.address })).statusCode).toBe(200);
    const { inquiry, res } = await draft();
    expect(res.statusCode).toBe(201);
    const quote: Quote = res.json().data;
    expect(quote).toMatchObject({
      inquiryId: inquiry.id,
      version: 1,
      state: 'draft',
      number: null,
      placeOfSupply: MAHARASHTRA,
      supply: 'intra-state',
      gstBasisPoints: 1800,
      taxablePaise: 22_000_000,
      reimbursementPaise: 1_500_050,
      cgstPaise: 1_980_000,
      sgstPaise: 1_980_000,
      igstPaise: 0,
      totalPaise: 22_000_000 + 3_960_000 + 1_500_050,
      totalInWords: 'Rupees Two Lakh Seventy-Four Thousand Six Hundred and Fifty Paise Only',
      advancePercent: 50,
      createdByName: 'Vikram Shah',
    });
    // SAC codes by kind, each line's amount, the validity from the business details (7 days).
    expect(quote.lines.map((line) => [line.sac, line.amountPaise, line.reimbursement])).toEqual([
      ['999631', 20_000_000, false],
      ['998596', 2_000_000, false],
      ['998596', 1_500_050, true],
    ]);
    expect(quote.validUntil).toBe(addCalendarDays(indianDay(), 7));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/quotes/${quote._id}`, headers: t.staff.headers })).json().data,
    ).toEqual(quote);
    const events = await t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, inquiry.id));
    expect(events.map((event) => event.kind)).toContain('quote_drafted');
  });

  it('charges IGST when the registered customer is in another state, whatever the venue', async () => {
    const { res } = await draft({
      ...QUOTE,
      customer: { ...QUOTE.customer, state: KARNATAKA, gstin: karnatakaGstin.toLowerCase() },
      venueState: MAHARASHTRA,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      placeOfSupply: KARNATAKA,
      supply: 'inter-state',
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3_960_000,
      customer: { gstin: karnatakaGstin },
    });
  });

  it('takes the venue’s state for an unregistered customer', async () => {
    const { res } = await draft({ ...QUOTE, venueState: KARNATAKA });
    expect(res.json().data).toMatchObject({ placeOfSupply: KARNATAKA, supply: 'inter-state', igstPaise: 3_960_000 });
  });

  it('records an exemption with its reason and charges no tax', async () => {
    const { inquiry, res } = await draft({ ...QUOTE, exemptionReason: 'Supply to a UN body, exempt by notification' });
    expect(res.json().data).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 23_500_050 });
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, inquiry.id), eq(auditEntries.action, 'quote_drafted')));
    expect(entry?.after).toMatchObject({ exemptionReason: 'Supply to a UN body, exempt by notification' });
  });

  it('keeps the rate a quote was made with when the rate changes on a date', async () => {
    const before = (await draft()).res.json().data as Quote;
    await t.db.insert(gstRates).values({ from: indianDay(), basisPoints: 1200 });
    try {
      const after = (await draft()).res.json().data as Quote;
      expect(after).toMatchObject({ gstBasisPoints: 1200, cgstPaise: 1_320_000 });
      const again = await t.app.inject({ method: 'GET', url: `/api/quotes/${before._id}`, headers: t.staff.headers });
      expect(again.json().data).toMatchObject({ gstBasisPoints: 1800, cgstPaise: 1_980_000 });
    } finally {
      await t.db.delete(gstRates).where(eq(gstRates.from, indianDay()));
    }
  });

  it.each([
    [{ customer: { ...QUOTE.customer, gstin: '27AAPFU0939F1ZW' } }, 'customer.gstin'],
    [{ customer: { ...QUOTE.customer, state: KARNATAKA, gstin: '27AAPFU0939F1ZV' } }, 'customer.state'],
    [{ venueState: '99' }, 'venueState'],
    [{ lines: [] }, 'lines'],
    [{ lines: [{ ...QUOTE.lines[0], ratePaise: -1 }] }, 'lines.0.ratePaise'],
    [{ lines: [{ ...QUOTE.lines[0], ratePaise: 10.5 }] }, 'lines.0.ratePaise'],
    [{ lines: [{ ...QUOTE.lines[0], sac: '9996' }] }, 'lines.0.sac'],
    [{ lines: [{ ...QUOTE.lines[0], kind: 'gift' }] }, 'lines.0.kind'],
    [{ validUntil: '2026-02-30' }, 'validUntil'],
  ])('refuses %j on its field', async (change, path) => {
    const { res } = await draft({ ...QUOTE, ...change });
    expect(res.statusCode).toBe(400);
    expect(paths(res.json())).toContain(path);
  });

  it('refuses a validity that has passed, on its field', async () => {
    const { res } = await draft({ ...QUOTE, validUntil: addCalendarDays(indianDay(), -1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'validUntil', message: QUOTE_MESSAGES.validUntilPast }]);
  });

  it('gives an inquiry one quote, and 404 for an unknown inquiry', async () => {
    const { inquiry } = await draft();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${inquiry.id}/quotes`,
      headers: t.staff.headers,
      payload: QUOTE,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(QUOTE_MESSAGES.alreadyQuoted);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries/00000000-0000-4000-8000-000000000000/quotes',
      headers: t.staff.headers,
      payload: QUOTE,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for signed-in staff', async () => {
    expect((await draft(QUOTE, {})).res.statusCode).toBe(401);
  });
});

describe('GET /api/inquiries/:id/quotes', () => {
  it('lists the inquiry’s quote versions, none before the first, 404 for an unknown inquiry', async () => {
    const empty = await insertInquiry(t.db);
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${empty.id}/quotes`,
      headers: t.staff.headers,
    });
    expect(none.json()).toEqual({ success: true, data: [] });
    const { inquiry, res } = await draft();
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${inquiry.id}/quotes`,
      headers: t.staff.headers,
    });
    expect(listed.json().data).toEqual([res.json().data]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries/00000000-0000-4000-8000-000000000000/quotes',
      headers: t.staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/quotes/:id/pdf', () => {
  it('hands staff the quote as a PDF named by its number or version', async () => {
    const quote = (await draft()).res.json().data as Quote;
    const res = await t.app.inject({ method: 'GET', url: `/api/quotes/${quote._id}/pdf`, headers: t.staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="quotation-draft-v1.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is for signed-in staff, and 404 for an unknown quote', async () => {
    const unknown = '/api/quotes/00000000-0000-4000-8000-000000000000/pdf';
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: unknown, headers: t.staff.headers })).statusCode).toBe(404);
  });
});

describe('POST /api/quotes/:id/send', () => {
  it('refuses to send while business details are missing, and names them', async () => {
    const quote = (await draft()).res.json().data as Quote;
    const res = await send(quote._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Legal name, GSTIN');
  });

  it('numbers the quote in the financial year, keeps the seller as sent, and then refuses changes', async () => {
    expect((await saveBusiness(SELLER_DETAILS)).statusCode).toBe(200);
    const { inquiry, res } = await draft();
    const quote = res.json().data as Quote;
    const sent = await send(quote._id);
    expect(sent.statusCode).toBe(200);
    const year = financialYearOf(indianDay()).label;
    expect(sent.json().data).toMatchObject({
      state: 'sent',
      number: expect.stringMatching(new RegExp(`^SLT/Q/${year}/\\d{4}$`)),
    });
    expect(sent.json().data.number.length).toBeLessThanOrEqual(16);
    expect(sent.json().data.sentAt).not.toBeNull();
    const twice = await send(quote._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(QUOTE_MESSAGES.notADraft);
    const events = await t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, inquiry.id));
    expect(events.find((event) => event.kind === 'quote_sent')?.details).toMatchObject({
      number: sent.json().data.number,
    });
  });

  it('gives two quotes sent at the same moment consecutive numbers, never the same one', async () => {
    const first = (await draft()).res.json().data as Quote;
    const second = (await draft()).res.json().data as Quote;
    const [a, b] = await Promise.all([send(first._id), send(second._id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const sequences = [a, b]
      .map((res) => Number(String(res.json().data.number).split('/').at(-1)))
      .sort((x, y) => x - y);
    expect(sequences[1]).toBe(sequences[0]! + 1);
  });

  it('sends one quote once when two senders press Send together', async () => {
    const quote = (await draft()).res.json().data as Quote;
    const answers = await Promise.all([send(quote._id), send(quote._id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('404 for an unknown quote', async () => {
    expect((await send('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('PUT /api/quotes/:id and POST /api/quotes/:id/revise', () => {
  const change = (quoteId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/quotes/${quoteId}`, headers: t.staff.headers, payload });
  const revise = (quoteId: string) =>
    t.app.inject({ method: 'POST', url: `/api/quotes/${quoteId}/revise`, headers: t.staff.headers });

  it('changes a draft as a whole, worked out again, and refuses once it is sent', async () => {
    expect((await saveBusiness(SELLER_DETAILS)).statusCode).toBe(200);
    const quote = (await draft()).res.json().data as Quote;
    const changed = await change(quote._id, { ...QUOTE, lines: [QUOTE.lines[0]] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      version: 1,
      state: 'draft',
      taxablePaise: 20_000_000,
      totalPaise: 23_600_000,
    });
    expect(changed.json().data.lines).toHaveLength(1);
    expect((await send(quote._id)).statusCode).toBe(200);
    const refused = await change(quote._id, QUOTE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(QUOTE_MESSAGES.notADraft);
  });

  it('revises a sent quote into the next version; the sent one is superseded and both stay readable', async () => {
    const { inquiry, res } = await draft();
    const first = res.json().data as Quote;
    expect((await revise(first._id)).json().message).toBe(QUOTE_MESSAGES.reviseDraft);
    const sent = (await send(first._id)).json().data as Quote;
    const revised = await revise(first._id);
    expect(revised.statusCode).toBe(201);
    const second = revised.json().data as Quote;
    expect(second).toMatchObject({ version: 2, state: 'draft', number: null, totalPaise: first.totalPaise });
    expect(second.lines).toEqual(first.lines);
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}/quotes`, headers: t.staff.headers })
    ).json().data as Quote[];
    expect(listed.map((quote) => [quote.version, quote.state, quote.number])).toEqual([
      [1, 'superseded', sent.number],
      [2, 'draft', null],
    ]);
    expect((await revise(first._id)).json().message).toBe(QUOTE_MESSAGES.reviseNotLatest);
    // The revision sends with the next number; the superseded one keeps its own.
    const sentAgain = (await send(second._id)).json().data as Quote;
    expect(sentAgain.number).not.toBe(sent.number);
    const events = await t.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, inquiry.id));
    expect(events.find((event) => event.kind === 'quote_revised')?.details).toMatchObject({
      from: sent.number,
      version: 2,
    });
  });

  it('404 for an unknown quote', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await change(unknown, QUOTE)).statusCode).toBe(404);
    expect((await revise(unknown)).statusCode).toBe(404);
  });
});
