/**
 * The staff panel's benchmarks' data (bench:admin-first-load): the demo admin's session and an
 * inquiry with a quote and a booking, made through the API as staff would make them.
 */
import { apiCaller, bookedInquiry } from './demo-api.js';
import { type DemoAdminSession, demoAdminSession } from './demo-server.js';

export type Session = DemoAdminSession;

/** Signs in as the demo admin and makes an inquiry with a quote and a booking: the inquiry's id. */
export async function prepare(base: string): Promise<{ session: Session; inquiryId: string }> {
  const session = await demoAdminSession(base);
  const call = apiCaller(base, session.token);
  const { inquiryId } = await bookedInquiry(call, 20);
  return { session, inquiryId };
}
