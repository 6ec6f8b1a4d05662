import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_STAFF, loginThroughApi } from './admin';
import { waitForMail } from './mailbox';
import { catalogue, dayFromNow } from './public';

/** One quote's lines: ₹2,00,000 for the performance and flights at cost, in Maharashtra (intra-state). */
export const QUOTE_INPUT = {
  customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive\nMumbai 400020', state: '27' },
  venueState: '27',
  lines: [
    { kind: 'artist_fee', description: 'Performance, 90 minutes', quantity: 1, ratePaise: 20_000_000 },
    {
      kind: 'travel',
      description: 'Flights for two, at actual cost',
      quantity: 1,
      ratePaise: 3_000_000,
      reimbursement: true,
    },
  ],
};
/** ₹2,00,000 + CGST and SGST at 9 % + ₹30,000 at cost. */
export const QUOTE_TOTAL = '₹2,66,000.00';

/** A unique address for this test and project, so journeys never read each other's mail. */
export function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}-${project}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * A visitor's inquiry made through the public API (by default about the first celebrity, 60 days
 * from now); its id.
 */
export async function submitInquiry(
  request: APIRequestContext,
  email: string,
  name: string,
  about: { celebrityIndex?: number; eventDate?: string } = {},
): Promise<string> {
  const celebrity = (await catalogue(request))[about.celebrityIndex ?? 0];
  if (!celebrity) throw new Error('no seeded celebrity');
  const submitted = await request.post('/api/inquiries', {
    data: {
      name,
      email,
      phoneNumber: '+91 99887 76655',
      eventType: 'Wedding',
      eventDate: about.eventDate ?? dayFromNow(60),
      eventLocation: 'Mumbai',
      celebrity: celebrity._id,
      consent: true,
    },
  });
  expect(submitted.status()).toBe(201);
  return ((await submitted.json()) as { data: { _id: string } }).data._id;
}

/** Staff draft QUOTE_INPUT on the inquiry and send it, through the API; the sent quote's id and number. */
export async function draftAndSendQuote(
  request: APIRequestContext,
  inquiryId: string,
): Promise<{ id: string; number: string; headers: Record<string, string> }> {
  const staff = await loginThroughApi(request, DEMO_STAFF);
  const headers = { authorization: `Bearer ${staff.token}` };
  const drafted = await request.post(`/api/inquiries/${inquiryId}/quotes`, { headers, data: QUOTE_INPUT });
  expect(drafted.status()).toBe(201);
  const id = ((await drafted.json()) as { data: { _id: string } }).data._id;
  const sent = await request.post(`/api/quotes/${id}/send`, { headers });
  expect(sent.status()).toBe(200);
  return { id, number: ((await sent.json()) as { data: { number: string } }).data.number, headers };
}

/** The status link in a quote e-mail, as a path on the server. */
export function statusPathIn(text: string): string {
  const link = /http:\/\/\S+\/inquiry\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  if (!link) throw new Error('the e-mail carries no status link');
  return new URL(link).pathname;
}

/** Who books and what, for `acceptedQuoteBooking`. */
export interface QuoteBookingOrder {
  /** The e-mail address's prefix, so each journey reads its own mail. */
  prefix: string;
  /** The customer's name, on the inquiry and on the acceptance. */
  name: string;
  celebrityIndex: number;
  /** The event's day, `YYYY-MM-DD`: one of the journey's own, so no two journeys book a day twice. */
  eventDate: string;
}

/**
 * The booking a visitor's accepted quote makes, through the API as they and staff would: the
 * inquiry sent, QUOTE_INPUT drafted and sent, accepted from the status link in its e-mail, then
 * the booking as staff read it (awaiting its advance), with staff's headers to go on with.
 */
export async function acceptedQuoteBooking<Booking extends { _id: string } = { _id: string }>(
  request: APIRequestContext,
  order: QuoteBookingOrder,
): Promise<{ inquiryId: string; email: string; booking: Booking; headers: Record<string, string> }> {
  const email = uniqueEmail(order.prefix, test.info().project.name);
  const inquiryId = await submitInquiry(request, email, order.name, {
    celebrityIndex: order.celebrityIndex,
    eventDate: order.eventDate,
  });
  await draftAndSendQuote(request, inquiryId);
  const token =
    statusPathIn((await waitForMail(request, email, /^Your quotation /)).text)
      .split('/')
      .at(-1) ?? '';
  const accepted = await request.post(`/api/inquiry-status/${token}/quote/accept`, {
    data: { name: order.name, agree: true, version: 1 },
  });
  expect(accepted.status()).toBe(200);
  const staff = await loginThroughApi(request, DEMO_STAFF);
  const headers = { authorization: `Bearer ${staff.token}` };
  const listed = await request.get(`/api/inquiries/${inquiryId}/bookings`, { headers });
  const [booking] = ((await listed.json()) as { data: Booking[] }).data;
  if (!booking) throw new Error('the acceptance made no booking');
  return { inquiryId, email, booking, headers };
}

/** Staff record `amountPaise` received today by bank transfer on the booking. */
export async function recordBankTransfer(
  request: APIRequestContext,
  headers: Record<string, string>,
  bookingId: string,
  amountPaise: number,
  reference: string,
): Promise<void> {
  const paid = await request.post(`/api/bookings/${bookingId}/payments`, {
    headers,
    data: { amountPaise, date: dayFromNow(0), mode: 'bank_transfer', reference },
  });
  expect(paid.status()).toBe(201);
}
