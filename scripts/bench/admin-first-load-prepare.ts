/**
 * The staff panel's benchmarks' data (bench:admin-first-load): the demo admin's session and an
 * inquiry with a quote and a booking, made through the API as staff would make them.
 */
import type { Browser, BrowserContext } from '@playwright/test';
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

/** A phone, as Lighthouse's mobile profile and the journeys' phone project see it. */
export const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** A fresh phone context (empty cache) that starts signed in, as the login page leaves the browser. */
export async function signedInContext(browser: Browser, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript((signedIn: Session) => {
    localStorage.setItem('token', signedIn.token);
    localStorage.setItem(
      'app-storage',
      JSON.stringify({ state: { user: signedIn.user, isAuthenticated: true }, version: 0 }),
    );
  }, session);
  return context;
}
