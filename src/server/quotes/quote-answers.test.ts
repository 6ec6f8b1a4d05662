import { and, asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import type { CustomerQuote, Quote } from '#shared/schemas/quote-responses';
import { inquiries, inquiryEvents } from '#server/inquiry-life/inquiry-life-tables';
import { quoteAcceptances, quotes } from './quotes-tables.js';
import { clearMail, startMailingApp, stopMailingApp } from '#server/test/mailing-app';
import { saveBusinessDetails, SELLER_DETAILS } from '#server/test/quote-fixture';
import { insertInquiry } from '#server/test/rows';
import type { ReceivedMail, SmtpSink } from '#server/test/smtp-sink';
import type { TestApp, TestUser } from '#server/test/test-app';
import { QUOTE_ANSWER_MESSAGES } from './quote-answers.js';

/**
 * The customer's side of a quote (issue 21): the e-mail with its PDF at a real SMTP server, the
 * status link's quote, and Accept, Decline and "Ask for a new quote" through that link.
 */
let t: TestApp;
let sink: SmtpSink;
let admin: TestUser;
let staff: TestUser;

const QUOTE = {
  customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive\nMumbai 400020', state: '27' },
  venueState: '27',
  lines: [
    { kind: 'artist_fee', description: 'Performance, 90 minutes', quantity: 1, ratePaise: 20_000_000 },
    { kind: 'travel', description: 'Flights at actual cost', quantity: 1, ratePaise: 1_500_050, reimbursement: true },
  ],
};
// ₹2,00,000 + 18 % + ₹15,000.50 at cost.
const TOTAL = 20_000_000 + 3_600_000 + 1_500_050;

beforeAll(async () => {
  ({ t, sink } = await startMailingApp({ notifyEmails: ['desk@starline.example'] }));
  admin = await t.createUser('admin', { name: 'Asha Rao' });
  staff = await t.createUser('staff', { name: 'Vikram Shah' });
  await saveBusinessDetails(t, admin);
});
afterAll(() => stopMailingApp(t, sink));
beforeEach(() => clearMail(t, sink));

async function draftQuote(inquiryId: string, payload: Record<string, unknown> = QUOTE): Promise<Quote> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/inquiries/${inquiryId}/quotes`,
    headers: staff.headers,
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: Quote }>().data;
}

async function sendQuote(quoteId: string): Promise<Quote> {
  const res = await t.app.inject({ method: 'POST', url: `/api/quotes/${quoteId}/send`, headers: staff.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Quote }>().data;
}

/** The customer's mail about the quote, sent through the outbox to the sink. */
async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  await t.app.outbox.runOnce();
  const mail = sink.received.find(
    (received) => received.to.includes(address) && subject.test(received.parsed.subject ?? ''),
  );
  if (!mail) throw new Error(`no mail to ${address} matching ${subject}`);
  return mail;
}

function tokenIn(mail: ReceivedMail): string {
  const token = /\/inquiry\/([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')?.[1];
  if (!token) throw new Error('the e-mail carries no status link');
  return token;
}

/** An inquiry with a sent quote, and the status link's token from the customer's e-mail. */
async function sentQuote(email: string) {
  const inquiry = await insertInquiry(t.db, { name: 'Ananya Kapoor', email });
  const sent = await sendQuote((await draftQuote(inquiry.id))._id);
  const token = tokenIn(await mailTo(email, /^Your quotation/));
  return { inquiry, sent, token };
}

const statusOf = (token: string) => t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}` });
const answer = (token: string, what: 'accept' | 'decline' | 'request', payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/inquiry-status/${token}/quote/${what}`,
    headers: { 'user-agent': 'Mozilla/5.0 (Test) Chromium/140' },
    payload,
  });
const accept = (token: string, version = 1, name = 'Ananya Kapoor') =>
  answer(token, 'accept', { name, agree: true, version });

async function pdfText(content: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true });
  return text;
}

async function timeline(inquiryId: string, kind: typeof inquiryEvents.$inferSelect.kind) {
  return t.db
    .select()
    .from(inquiryEvents)
    .where(and(eq(inquiryEvents.inquiryId, inquiryId), eq(inquiryEvents.kind, kind)))
    .orderBy(asc(inquiryEvents.createdAt));
}

describe('sending a quote', () => {
  it('e-mails the customer the quote as a PDF with their status link', async () => {
    const { sent, token } = await sentQuote('pdf@example.com');
    const mail = await mailTo('pdf@example.com', /^Your quotation/);
    expect(mail.parsed.subject).toBe(`Your quotation ${sent.number} for Meera Kapoor`);
    expect(mail.parsed.text).toContain('₹2,51,000.50');
    expect(mail.parsed.text).toContain('Rupees Two Lakh Fifty-One Thousand and Fifty Paise Only');
    expect(token).toHaveLength(43);
    const [pdf] = mail.parsed.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`quotation-${sent.number?.replace(/\//g, '-')}.pdf`);
    const text = await pdfText(pdf?.content ?? Buffer.alloc(0));
    expect(text).toContain('This is a quotation, not a tax invoice');
    expect(text).toContain(sent.number);
    expect(text).toContain('2,51,000.50');
    // Sending the quote answered the inquiry: the reply clock stops.
    const status = await statusOf(token);
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({ status: 'contacted', answeredAt: sent.sentAt });
  });
});

describe('the status link’s quote', () => {
  it('shows nothing before a quote is sent, and never a draft', async () => {
    const inquiry = await insertInquiry(t.db, { email: 'draft@example.com' });
    await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${inquiry.id}/status-link`,
      headers: staff.headers,
    });
    await draftQuote(inquiry.id);
    const mail = await mailTo('draft@example.com', /link/i);
    const res = await statusOf(tokenIn(mail));
    expect(res.json().data.quote).toBeNull();
  });

  it('shows the sent quote with its schedule, records the first view once, and hands out the PDF', async () => {
    const { inquiry, sent, token } = await sentQuote('view@example.com');
    const [first, second] = await Promise.all([statusOf(token), statusOf(token)]);
    const quote: CustomerQuote = first.json().data.quote;
    expect(second.json().data.quote.state).toBe('viewed');
    expect(quote).toMatchObject({
      number: sent.number,
      version: 1,
      state: 'viewed',
      totalPaise: TOTAL,
      advancePaise: Math.round(TOTAL / 2),
      balancePaise: TOTAL - Math.round(TOTAL / 2),
      answerable: true,
      acceptance: null,
      newQuoteAskedAt: null,
    });
    for (const own of ['_id', 'inquiryId', 'createdByName', 'createdAt', 'updatedAt'])
      expect(quote).not.toHaveProperty(own);
    expect(first.body).not.toContain('Vikram');
    expect(await timeline(inquiry.id, 'quote_viewed')).toHaveLength(1);
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row?.quoteState).toBe('viewed');

    const pdf = await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}/quote.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(await pdfText(pdf.rawPayload)).toContain(sent.number);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${'x'.repeat(43)}/quote.pdf` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('accepting a quote', () => {
  it('refuses without the typed name and the tick, on their fields', async () => {
    const { token } = await sentQuote('fields@example.com');
    const res = await answer(token, 'accept', { name: ' ', agree: false, version: 1 });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((error) => error.path).sort();
    expect(paths).toEqual(['agree', 'name']);
  });

  it('refuses a version no quote can have (beyond a stored integer, fractional, zero) on its field', async () => {
    const { token } = await sentQuote('version@example.com');
    for (const version of [1e15, 2_147_483_648, 1.5, 0, -1]) {
      for (const res of [
        await answer(token, 'accept', { name: 'Ananya Kapoor', agree: true, version }),
        await answer(token, 'decline', { version }),
      ]) {
        expect(res.statusCode, `version ${version}`).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message: 'Which version of the quote is this?',
          errors: [{ path: 'version', message: 'Which version of the quote is this?' }],
        });
      }
    }
    // The largest stored integer is a well-formed version: one this inquiry has not got, not a bad request.
    expect((await accept(token, 2_147_483_647)).statusCode).toBe(404);
  });

  it('keeps the record, locks the quote, confirms the inquiry and tells the customer and the team', async () => {
    const { inquiry, sent, token } = await sentQuote('accept@example.com');
    const res = await accept(token, 1, 'Ananya Kapoor');
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    // A quote of no celebrity's days makes no booking: the acceptance confirms the inquiry, and
    // the customer reads that the booking is being arranged (issue 36).
    expect(view.status).toBe('confirmed');
    expect(view.stage).toBe('arranging');
    expect(view.quote).toMatchObject({ state: 'accepted', answerable: false, acceptance: { name: 'Ananya Kapoor' } });

    const [record] = await t.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, sent._id));
    expect(record).toMatchObject({
      number: sent.number,
      version: 1,
      totalPaise: TOTAL,
      name: 'Ananya Kapoor',
      ipAddress: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (Test) Chromium/140',
    });
    const staffView = await t.app.inject({ method: 'GET', url: `/api/quotes/${sent._id}`, headers: staff.headers });
    expect(staffView.json().data).toMatchObject({
      state: 'accepted',
      acceptance: { name: 'Ananya Kapoor', number: sent.number, totalPaise: TOTAL, ipAddress: '127.0.0.1' },
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${sent._id}/revise`,
      headers: staff.headers,
    });
    expect(changed.statusCode).toBe(409);
    expect(await timeline(inquiry.id, 'quote_accepted')).toHaveLength(1);
    // Sending answered it (contacted, by staff); accepting confirmed it, by the customer.
    expect(await timeline(inquiry.id, 'status_changed')).toMatchObject([
      { actorName: 'Vikram Shah', details: { from: 'pending', to: 'contacted' } },
      { actorName: 'Ananya Kapoor', details: { from: 'contacted', to: 'confirmed' } },
    ]);

    const customer = await mailTo('accept@example.com', /^You accepted quotation/);
    const advance = Math.round(TOTAL / 2);
    expect(customer.parsed.text).toContain(`₹${(advance / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(customer.parsed.text).toContain(SELLER_DETAILS.bank.accountNumber);
    expect(customer.parsed.text).toContain(SELLER_DETAILS.bank.ifsc);
    expect(customer.parsed.attachments[0]?.contentType).toBe('application/pdf');
    const team = await mailTo('desk@starline.example', /^Quote accepted/);
    expect(team.parsed.text).toContain('signing as Ananya Kapoor');
  });

  it('accepts once when two tabs accept at the same moment', async () => {
    const { inquiry, sent, token } = await sentQuote('twice@example.com');
    const results = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await t.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, sent._id))).toHaveLength(1);
    expect(await timeline(inquiry.id, 'quote_accepted')).toHaveLength(1);
    await t.app.outbox.runOnce();
    expect(sink.received.filter((mail) => /^You accepted/.test(mail.parsed.subject ?? ''))).toHaveLength(1);
    expect(sink.received.filter((mail) => /^Quote accepted/.test(mail.parsed.subject ?? ''))).toHaveLength(1);
  });

  it('refuses a superseded version and accepts the revision once it is sent', async () => {
    const { sent, token } = await sentQuote('revised@example.com');
    const revised = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${sent._id}/revise`,
      headers: staff.headers,
    });
    expect(revised.statusCode).toBe(201);
    const superseded = await accept(token, 1);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().message).toBe(QUOTE_ANSWER_MESSAGES.superseded);
    expect((await statusOf(token)).json().data.quote).toMatchObject({
      version: 1,
      state: 'superseded',
      answerable: false,
    });

    await sendQuote(revised.json().data._id);
    expect((await accept(token, 1)).statusCode).toBe(409);
    const res = await accept(token, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quote).toMatchObject({ version: 2, state: 'accepted' });
  });

  it('refuses an expired quote, and "Ask for a new quote" alerts the team once an hour', async () => {
    const { inquiry, sent, token } = await sentQuote('expired@example.com');
    const yesterday = addCalendarDays(indianDay(), -1);
    await t.db.update(quotes).set({ validUntil: yesterday }).where(eq(quotes.id, sent._id));
    const res = await accept(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTE_ANSWER_MESSAGES.expired(yesterday));
    expect((await statusOf(token)).json().data.quote).toMatchObject({ state: 'expired', answerable: false });

    const asked = await answer(token, 'request', { message: 'We moved the date to March.' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.quote.newQuoteAskedAt).not.toBeNull();
    expect((await answer(token, 'request', {})).statusCode).toBe(200);
    expect(await timeline(inquiry.id, 'quote_requested')).toHaveLength(2);
    await t.app.outbox.runOnce();
    const alerts = sink.received.filter((mail) => /^New quote asked for/.test(mail.parsed.subject ?? ''));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.parsed.text).toContain('We moved the date to March.');
  });

  it('does not ask for a new quote while the quote can still be accepted', async () => {
    const { token } = await sentQuote('nothing@example.com');
    const res = await answer(token, 'request', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTE_ANSWER_MESSAGES.nothingToAskFor);
  });
});

describe('declining a quote', () => {
  it('records the reason, tells the team, and the quote can no longer be accepted', async () => {
    const { inquiry, sent, token } = await sentQuote('decline@example.com');
    const res = await answer(token, 'decline', { reason: 'Over our budget', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quote).toMatchObject({ state: 'declined', declineReason: 'Over our budget' });
    expect((await answer(token, 'decline', {})).statusCode).toBe(200);
    expect(await timeline(inquiry.id, 'quote_declined')).toMatchObject([{ details: { reason: 'Over our budget' } }]);
    const refused = await accept(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(QUOTE_ANSWER_MESSAGES.declined);
    const team = await mailTo('desk@starline.example', /^Quote declined/);
    expect(team.parsed.text).toContain('Over our budget');
    const staffView = await t.app.inject({ method: 'GET', url: `/api/quotes/${sent._id}`, headers: staff.headers });
    expect(staffView.json().data).toMatchObject({ state: 'declined', declineReason: 'Over our budget' });
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row?.quoteState).toBe('declined');
  });

  it('cannot decline an accepted quote', async () => {
    const { token } = await sentQuote('keep@example.com');
    expect((await accept(token)).statusCode).toBe(200);
    const res = await answer(token, 'decline', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTE_ANSWER_MESSAGES.acceptedAlready);
  });
});
