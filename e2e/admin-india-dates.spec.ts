import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { waitForMail } from './helpers/mailbox';
import { PrivateServer } from './helpers/private-server';
import { expectNoHorizontalScroll } from './helpers/public';

/*
 * Issue 18, defect 7: every date and time a person reads is India's. One inquiry arrives at
 * 01:00 in India, when UTC's calendar still says the day before (15 March 2026, 01:00 IST is
 * 14 March, 19:30 UTC), and every screen that says when it arrived must say 15 March. The
 * reader's browser runs on UTC, then on New York's time: a date written in the reader's zone,
 * or in UTC, fails. The event's day is a calendar day and must read as itself in every zone.
 *
 * The inquiry really arrives at that hour: a server of this file's own runs with its clock
 * started there (e2e/helpers/private-server.ts), so its database, e-mails and audit log agree.
 */

/** The server's clock starts here: 15 March 2026, 01:00 in India. */
const CLOCK_START = '2026-03-14T19:30:00Z';
const RECEIVED_DAY = '15 March 2026';
const RECEIVED_SHORT = '15 Mar 2026';
/** The moment it arrived, a minute or so after the server started: "15 March 2026 at 1:00 am IST". */
const RECEIVED_AT = /15 March 2026 at 1:\d\d am IST/;
/** 24 hours later (RESPONSE_HOURS). */
const REPLY_BY = /16 March 2026 at 1:\d\d am IST/;
const EVENT_DAY = '2026-04-20';
const EVENT_LONG = '20 April 2026';
const EVENT_SHORT = '20 Apr 2026';

const server = new PrivateServer();
test.use({ baseURL: server.baseURL });

interface Arrival {
  name: string;
  email: string;
  reference: string;
  /** The customer's private status page, from the acknowledgement e-mail. */
  statusPath: string;
  /** The acknowledgement e-mail's plain text. */
  acknowledgement: string;
}
let arrival: Arrival;

/** A booking through the public API, the way the site's form sends it. */
async function sendInquiry(request: APIRequestContext): Promise<Arrival> {
  const celebrities = await request.get('/api/celebrities?limit=1');
  const [celebrity] = ((await celebrities.json()) as { data: { _id: string; name: string }[] }).data;
  if (!celebrity) throw new Error('no seeded celebrity');
  const name = 'Nisha Night-Owl';
  const email = 'night.owl@example.com';
  const sent = await request.post('/api/inquiries', {
    data: {
      name,
      email,
      phoneNumber: '+91 98765 01000',
      eventType: 'Wedding',
      eventDate: EVENT_DAY,
      eventLocation: 'Pune',
      additionalDetails: '',
      celebrity: celebrity._id,
      celebrityName: celebrity.name,
      consent: true,
    },
  });
  expect(sent.status()).toBe(201);
  const { createdAt, reference } = ((await sent.json()) as { data: { createdAt: string; reference: string } }).data;
  // The premise: it arrived in India's small hours, while UTC's date was still the 14th.
  expect(createdAt).toMatch(/^2026-03-14T19:3\d:/);

  const mail = await waitForMail(request, email, /^We received your inquiry /, server.mailboxURL);
  const link = /http:\/\/\S+\/inquiry\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  if (!link) throw new Error('the acknowledgement carries no status link');
  return { name, email, reference, statusPath: new URL(link).pathname, acknowledgement: mail.text };
}

test.beforeAll(async ({ playwright }) => {
  // Starting a server with its demo data takes a while on a busy machine.
  test.setTimeout(240_000);
  await server.start(CLOCK_START);
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    arrival = await sendInquiry(request);
  } finally {
    await request.dispose();
  }
});

test.afterAll(async () => {
  await server.stop();
});

const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** Every screen that says when the inquiry arrived, read in the browser's zone of the moment. */
async function expectIndiasDatesEverywhere(page: Page): Promise<void> {
  await startSignedIn(page);
  const { name, reference } = arrival;

  // The dashboard's Recent Inquiries.
  await page.goto('/admin/dashboard');
  const recent = page.getByRole('region', { name: 'Recent Inquiries' }).getByRole('listitem').filter({ hasText: name });
  await expect(recent).toContainText(RECEIVED_DAY);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // The list: a table from 1024 px, cards below.
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries Management' })).toBeVisible();
  const item: Locator = page.locator(`main [data-inquiry-name="${name}"]`);
  if (isWide(page)) {
    await expect(item.getByRole('cell').first()).toHaveText(RECEIVED_SHORT);
    await expect(item.getByRole('cell', { name: EVENT_SHORT })).toBeVisible();
  } else {
    // A phone's card shows the event's day; the day it arrived is on the inquiry's page (below).
    await expect(item.locator('time')).toHaveText(EVENT_SHORT);
  }
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // The inquiry's own page: received, reply promised, the event's day and the timeline.
  await item.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const received = page.locator('dt', { hasText: /^Received$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(received).toHaveText(RECEIVED_AT);
  const promised = page.locator('dt', { hasText: /^Reply promised by$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(promised).toHaveText(REPLY_BY);
  await expect(page.getByRole('region', { name: 'Booking details' }).getByText(EVENT_LONG)).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline, oldest first' });
  await expect(
    timeline.getByRole('listitem').filter({ hasText: 'Inquiry received from the website' }).locator('time'),
  ).toHaveText(RECEIVED_AT);

  // The audit log's entry for its arrival.
  await page.goto(`/admin/audit?q=${encodeURIComponent(name)}`);
  const entry = page.locator('main').getByText(`${reference} (${name})`).first();
  await expect(entry).toBeVisible();
  await expect(page.locator('main time').first()).toHaveText(RECEIVED_AT);

  // The customer's status page.
  await page.goto(arrival.statusPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Your inquiry' })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Received' }).locator('time')).toHaveText(RECEIVED_AT);
  await expect(page.getByText(/We promise you a quote by /)).toHaveText(
    new RegExp(`We promise you a quote by ${REPLY_BY.source}\\.`),
  );
  await expect(page.getByText(EVENT_LONG)).toBeVisible();
}

test('the acknowledgement e-mail writes the promise in India’s time and the event’s day as it is', () => {
  expect(arrival.acknowledgement).toMatch(REPLY_BY);
  expect(arrival.acknowledgement).toContain(EVENT_LONG);
  expect(arrival.acknowledgement).not.toContain('19 April 2026');
});

test.describe('read on a browser set to UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('every screen says the inquiry arrived on 15 March, India’s date', async ({ page }) => {
    test.slow();
    await expectIndiasDatesEverywhere(page);
  });
});

test.describe('read on a browser set to New York’s time', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('every screen says the inquiry arrived on 15 March, and the event’s day is still 20 April', async ({ page }) => {
    test.slow();
    await expectIndiasDatesEverywhere(page);
  });
});
