import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { DEMO_STAFF, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { dayFromNow, expectNoHorizontalScroll } from './helpers/public';
import { draftAndSendQuote, statusPathIn, submitInquiry, uniqueEmail } from './helpers/quotes';

/**
 * The dashboard to act on (issue 41): what needs doing now first, then the events of the next 14
 * days, then the pictures, each with a table for screen readers; the quick actions do what they
 * say. Its bookings are of catalogue celebrity 22 (desktop) or 23 (phone), within 14 days.
 */

interface DashboardAnswer {
  todo: {
    overdueReplies: { count: number; items: { inquiryId: string; name: string }[] };
    claimsToConfirm: { count: number; items: { inquiryId: string; bookingId: string; customerName: string }[] };
    balancesOverdue: { count: number; items: { inquiryId: string; bookingId: string }[] };
  };
  upcoming: { items: { bookingId: string; celebrityName: string; state: string }[] };
  funnel: { days: number; inquiries: number };
  cashByWeek: { weekStart: string }[];
}

const isPhone = () => test.info().project.name === 'mobile';

/**
 * A booking inquiry of `name` whose quote the customer accepted (the booking awaits its advance,
 * its balance already past due so close to the day), and the customer's "I have paid" of ₹50,000.
 */
async function bookedWithClaim(request: APIRequestContext, name: string) {
  await saveBusinessDetails(request);
  const email = uniqueEmail('dashboard', test.info().project.name);
  const inquiryId = await submitInquiry(request, email, name, {
    celebrityIndex: isPhone() ? 23 : 22,
    eventDate: dayFromNow(isPhone() ? 9 : 4),
  });
  await draftAndSendQuote(request, inquiryId);
  const token =
    statusPathIn((await waitForMail(request, email, /^Your quotation /)).text)
      .split('/')
      .at(-1) ?? '';
  const accepted = await request.post(`/api/inquiry-status/${token}/quote/accept`, {
    data: { name, agree: true, version: 1 },
  });
  expect(accepted.status()).toBe(200);
  const claimed = await request.post(`/api/inquiry-status/${token}/payment-claims`, {
    data: {
      amountPaise: 5_000_000,
      date: dayFromNow(0),
      mode: 'upi',
      reference: `${isPhone() ? 9 : 8}${String(Date.now()).slice(-11)}`,
    },
  });
  expect(claimed.status(), await claimed.text()).toBe(201);
  return inquiryId;
}

async function dashboardAnswer(request: APIRequestContext): Promise<DashboardAnswer> {
  const staff = await loginThroughApi(request, DEMO_STAFF);
  const response = await request.get('/api/dashboard', { headers: { authorization: `Bearer ${staff.token}` } });
  return ((await response.json()) as { data: DashboardAnswer }).data;
}

/** The top of a region on the page. */
async function topOf(page: Page, name: string | RegExp): Promise<number> {
  const box = await page.getByRole('region', { name }).first().boundingBox();
  if (!box) throw new Error(`no region ${String(name)}`);
  return box.y;
}

test('the dashboard puts what needs doing first, then the next 14 days, then the pictures', async ({
  page,
  request,
}) => {
  test.slow();
  const name = `Dashboard ${isPhone() ? 'Phone' : 'Desk'} ${Date.now().toString(36)}`;
  const inquiryId = await bookedWithClaim(request, name);
  const figures = await dashboardAnswer(request);
  const claim = figures.todo.claimsToConfirm.items.find((item) => item.inquiryId === inquiryId);
  if (!claim) throw new Error('the claim is not among the first to confirm');

  await startSignedIn(page, DEMO_STAFF);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const todo = page.getByRole('region', { name: 'Needs doing now' });
  await expect(todo).toBeVisible();

  // In this order, on a phone one under the other.
  const order = [
    await topOf(page, 'Needs doing now'),
    await topOf(page, 'Events in the next 14 days'),
    await topOf(page, 'Funnel, last 30 days'),
    await topOf(page, 'Cash by week: collected and due'),
    await topOf(page, 'Value booked by month'),
  ];
  for (let index = 1; index < order.length; index += 1) {
    const [before, after] = [order[index - 1] as number, order[index] as number];
    if (isPhone() || index !== 3) expect(after, `section ${index}`).toBeGreaterThan(before);
    else expect(after).toBeGreaterThanOrEqual(before);
  }
  // The vanity tiles are gone.
  await expect(page.getByRole('article', { name: 'Total Celebrities' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Pending Inquiries' })).toHaveCount(0);

  // The customer's payment to confirm opens the inquiry at its booking.
  const claims = todo.getByRole('region', { name: /^Payments to confirm/ });
  const claimLink = claims.getByRole('link').filter({ hasText: name });
  await expect(claimLink).toContainText('₹50,000');
  await expect(claimLink).toHaveAttribute('href', `/admin/inquiries/${inquiryId}#booking-${claim.bookingId}`);
  // Each balance overdue the server lists opens its booking, saying how late.
  const balances = todo.getByRole('region', { name: /^Balances overdue/ });
  for (const balance of figures.todo.balancesOverdue.items.slice(0, 3)) {
    await expect(
      balances.locator(`a[href="/admin/inquiries/${balance.inquiryId}#booking-${balance.bookingId}"]`),
    ).toContainText(/\d days? late/);
  }
  // Each overdue reply the server lists is there, linked to its inquiry.
  const replies = todo.getByRole('region', { name: /^Replies overdue/ });
  for (const reply of figures.todo.overdueReplies.items.slice(0, 3)) {
    await expect(replies.locator(`a[href="/admin/inquiries/${reply.inquiryId}"]`)).toContainText(reply.name);
  }
  // The event is in the next 14 days, awaiting its advance.
  const upcoming = page.getByRole('region', { name: 'Events in the next 14 days' });
  const event = upcoming.getByRole('link').filter({ hasText: name });
  await expect(event.locator('[data-booking-state="awaiting_advance"]')).toBeVisible();
  await expect(event).toContainText('due now');

  // The pictures' text alternatives: a table each, read instead of the drawing.
  const cash = page.getByRole('table', { name: 'Cash by week: collected and due' });
  await expect(cash.getByRole('row')).toHaveCount(9);
  const funnel = page.getByRole('table', { name: 'Funnel, last 30 days' });
  await expect(funnel.getByRole('row')).toHaveCount(5);
  await expect(funnel.getByRole('rowheader', { name: 'Advance paid' })).toBeAttached();

  await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // The funnel's switch: the last 90 days.
  await page.getByRole('group', { name: 'Funnel span' }).getByRole('button', { name: '90 days' }).click();
  await expect(page.getByRole('table', { name: 'Funnel, last 90 days' })).toBeAttached();
  await expect(
    page.getByRole('group', { name: 'Funnel span' }).getByRole('button', { name: '90 days' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // An item opens where the work is done.
  await claimLink.click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${inquiryId}#booking-`));
  await expect(page.getByRole('region', { name: 'Booking', exact: true })).toBeVisible();
});

test('the quick actions start a phone booking, find where to record a payment and list my inquiries', async ({
  page,
  request,
}) => {
  const unbooked = `Quick ${isPhone() ? 'Phone' : 'Desk'} ${Date.now().toString(36)}`;
  const unbookedId = await submitInquiry(request, uniqueEmail('quick', test.info().project.name), unbooked, {
    celebrityIndex: isPhone() ? 23 : 22,
    eventDate: dayFromNow(isPhone() ? 11 : 6),
  });
  await startSignedIn(page, DEMO_STAFF);
  await page.goto('/admin/dashboard');
  const actions = page.getByRole('navigation', { name: 'Quick actions' });

  // A new phone booking: find the inquiry, its page opens with the booking form.
  await actions.getByRole('button', { name: 'New phone booking' }).click();
  const finder = page.getByRole('dialog', { name: 'New phone booking' });
  await finder.getByLabel('Name, phone, e-mail or celebrity').fill(unbooked);
  await expect(finder.getByRole('link', { name: new RegExp(unbooked) })).toBeVisible();
  await expectNoAxeViolations(page);
  await finder.getByRole('link', { name: new RegExp(unbooked) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${unbookedId}\\?book=1`));
  await expect(page.getByRole('form', { name: 'New booking' })).toBeVisible();

  // Record a payment: an inquiry without a booking is not offered.
  await page.goto('/admin/dashboard');
  await actions.getByRole('button', { name: 'Record a payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Record a payment' });
  await payment.getByLabel('Name, phone, e-mail or celebrity').fill(unbooked);
  await expect(payment.getByText('No inquiry with a booking matches.')).toBeVisible();
  await payment.getByRole('button', { name: 'Close' }).click();

  // My inquiries: the list filtered to me.
  await actions.getByRole('link', { name: 'My inquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?assignee=me$/);
});
