/**
 * The customer's status page in the states Lighthouse measures (issue 42), made through the API
 * as a visitor and staff would make them on a demo server that sends its mail to `mail`: each
 * state's inquiry is sent, and its status link read from the e-mail that carries it (the link's
 * token exists only in the sent message).
 */
import { SELLER_DETAILS } from '../../src/server/test/seller-details.js';
import type { SmtpSink } from '../../src/server/test/smtp-sink.js';
import { type ApiCall, apiCaller, dayFromNow, DEMO_SALE } from './demo-api.js';

/** Each state's status page, `/inquiry/<token>`, and the admin page of the inquiry with the booking. */
export interface StatusPageStates {
  newInquiry: string;
  quoteSent: string;
  bookingWithMoneyDue: string;
  /** The inquiry whose quote was accepted: it has a quote and a booking (for the staff pages). */
  bookedInquiryId: string;
}

const STATUS_PATH = /\/inquiry\/[A-Za-z0-9_-]{43}/;

/** The status page's path in the first e-mail to `email` that carries one, waiting for it. */
async function statusPathMailedTo(mail: SmtpSink, email: string): Promise<string> {
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    for (const message of mail.received) {
      const found = message.to.includes(email) ? STATUS_PATH.exec(message.parsed.text ?? '') : null;
      if (found) return found[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail with a status link reached ${email}`);
}

/** A visitor's inquiry about `celebrityId`; its id and the status page's path. */
async function sendInquiry(
  base: string,
  mail: SmtpSink,
  who: { name: string; email: string; celebrityId: string; eventDate: string },
): Promise<{ id: string; statusPath: string }> {
  const inquiry = await apiCaller(base)<{ _id: string }>('POST', '/inquiries', {
    name: who.name,
    email: who.email,
    phoneNumber: '+91 99887 76655',
    eventType: 'Wedding',
    eventDate: who.eventDate,
    eventLocation: 'Mumbai',
    celebrity: who.celebrityId,
    consent: true,
  });
  return { id: inquiry._id, statusPath: await statusPathMailedTo(mail, who.email) };
}

/** Staff draft DEMO_SALE on the inquiry and send it. */
async function sendQuote(staff: ApiCall, inquiryId: string): Promise<void> {
  const quote = await staff<{ _id: string }>('POST', `/inquiries/${inquiryId}/quotes`, DEMO_SALE);
  await staff('POST', `/quotes/${quote._id}/send`);
}

/**
 * The three states: a new inquiry; one with a sent quote; one whose quote the customer accepted
 * through the status link, making a booking, with half its advance received by bank transfer
 * (so money is still due). Signed in as `staffToken` for staff's part.
 */
export async function makeStatusPageStates(
  base: string,
  mail: SmtpSink,
  staffToken: string,
): Promise<StatusPageStates> {
  const staff = apiCaller(base, staffToken);
  // Everything a quote prints: without the business details a quote cannot be sent.
  await staff('PUT', '/site/business', SELLER_DETAILS);
  const [first, second, third] = await staff<{ _id: string }[]>('GET', '/celebrities?limit=3');
  if (!first || !second || !third) throw new Error('the demo catalogue has fewer than three celebrities');

  const fresh = await sendInquiry(base, mail, {
    name: 'Meera Iyer',
    email: 'meera.iyer@example.com',
    celebrityId: first._id,
    eventDate: dayFromNow(120),
  });
  const quoted = await sendInquiry(base, mail, {
    name: 'Kabir Malhotra',
    email: 'kabir.malhotra@example.com',
    celebrityId: second._id,
    eventDate: dayFromNow(150),
  });
  await sendQuote(staff, quoted.id);
  const booked = await sendInquiry(base, mail, {
    name: 'Ananya Kapoor',
    email: 'ananya.kapoor@example.com',
    celebrityId: third._id,
    eventDate: dayFromNow(180),
  });
  await sendQuote(staff, booked.id);
  const token = booked.statusPath.split('/').at(-1) ?? '';
  await apiCaller(base)('POST', `/inquiry-status/${token}/quote/accept`, {
    name: 'Ananya Kapoor',
    agree: true,
    version: 1,
  });
  const [booking] = await staff<{ _id: string; advancePaise: number }[]>('GET', `/inquiries/${booked.id}/bookings`);
  if (!booking) throw new Error('the acceptance made no booking');
  await staff('POST', `/bookings/${booking._id}/payments`, {
    amountPaise: Math.round(booking.advancePaise / 2),
    date: dayFromNow(0),
    mode: 'bank_transfer',
    reference: 'UTR-BENCH-LH-1',
  });
  return {
    newInquiry: fresh.statusPath,
    quoteSent: quoted.statusPath,
    bookingWithMoneyDue: booked.statusPath,
    bookedInquiryId: booked.id,
  };
}
