/**
 * The staff panel's benchmarks' data (bench:admin-first-load): the demo admin's session and an
 * inquiry with a quote and a booking, made through the API as staff would make them.
 */
import { DEMO_ADMIN } from '#server/demo/seed';
import { SELLER_DETAILS } from '../../src/server/test/seller-details.js';

export interface Session {
  token: string;
  user: unknown;
}

/** ₹2,00,000 for the performance and flights at cost, within Maharashtra. */
const SALE = {
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

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Signs in as the demo admin and makes an inquiry with a quote and a booking: the inquiry's id. */
export async function prepare(base: string): Promise<{ session: Session; inquiryId: string }> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  const session = ((await login.json()) as { data: Session }).data;
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${session.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  await call('PUT', '/site/business', SELLER_DETAILS);
  const [celebrity] = await call<{ _id: string }[]>('GET', '/celebrities?limit=1');
  if (!celebrity) throw new Error('the demo catalogue is empty');
  const day = dayFromNow(20);
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
  await call('POST', `/inquiries/${inquiry._id}/quotes`, SALE);
  await call('POST', '/bookings', {
    inquiryId: inquiry._id,
    celebrityId: celebrity._id,
    start: day,
    end: day,
    ...SALE,
  });
  return { session, inquiryId: inquiry._id };
}
