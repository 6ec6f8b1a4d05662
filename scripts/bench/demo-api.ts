/**
 * Calling a demo server's API as staff do, for the benchmarks that set up documents or pages
 * before measuring them (bench:pdfs, bench:lighthouse): one way to call, one sale to quote.
 */
import { SELLER_DETAILS } from '../../src/server/test/seller-details.js';

/** A call to `/api<url>`, with a bearer token when given; answers the envelope's `data`, throws on an error status. */
export type ApiCall = <T>(method: string, url: string, body?: unknown) => Promise<T>;

/** Calls on `base`'s API, signed in with `token` (or as a visitor, without one). */
export function apiCaller(base: string, token?: string): ApiCall {
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
}

/** ₹2,00,000 for the performance and flights at cost, within Maharashtra: a quote's or a booking's lines. */
export const DEMO_SALE = {
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

/** A day `days` from today, `YYYY-MM-DD`. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Saves the business details, then makes an inquiry for the first demo celebrity on the day
 * `daysAhead` from today, quotes it DEMO_SALE and books it: what the document and staff-panel
 * benchmarks measure.
 */
export async function bookedInquiry(
  call: ApiCall,
  daysAhead: number,
): Promise<{ inquiryId: string; quoteId: string; booking: { _id: string; advancePaise: number } }> {
  await call('PUT', '/site/business', SELLER_DETAILS);
  const [celebrity] = await call<{ _id: string }[]>('GET', '/celebrities?limit=1');
  if (!celebrity) throw new Error('the demo catalogue is empty');
  const day = dayFromNow(daysAhead);
  const inquiry = await call<{ _id: string }>('POST', '/inquiries', {
    name: 'Ananya Kapoor',
    email: 'ananya.kapoor@example.com',
    phoneNumber: '+91 99887 76655',
    eventType: 'Wedding',
    eventDate: day,
    eventLocation: 'Mumbai',
    celebrity: celebrity._id,
    consent: true,
  });
  const quote = await call<{ _id: string }>('POST', `/inquiries/${inquiry._id}/quotes`, DEMO_SALE);
  const booking = await call<{ _id: string; advancePaise: number }>('POST', '/bookings', {
    inquiryId: inquiry._id,
    celebrityId: celebrity._id,
    start: day,
    end: day,
    ...DEMO_SALE,
  });
  return { inquiryId: inquiry._id, quoteId: quote._id, booking };
}
