/**
 * The staff panel's benchmarks' data (bench:admin-first-load): the demo admin's session and an
 * inquiry with a quote and a booking, made through the API as staff would make them.
 */
import { SELLER_DETAILS } from '../../src/server/test/seller-details.js';
import { apiCaller, dayFromNow, DEMO_SALE as SALE } from './demo-api.js';
import { type DemoAdminSession, demoAdminSession } from './demo-server.js';

export type Session = DemoAdminSession;

/** Signs in as the demo admin and makes an inquiry with a quote and a booking: the inquiry's id. */
export async function prepare(base: string): Promise<{ session: Session; inquiryId: string }> {
  const session = await demoAdminSession(base);
  const call = apiCaller(base, session.token);
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
