import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STAFF, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { catalogue, dayFromNow, expectNoHorizontalScroll } from './helpers/public';
import { draftAndSendQuote, statusPathIn, submitInquiry, uniqueEmail } from './helpers/quotes';

/** A calendar day as the screens write it: "14 February 2029". */
function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A context of its own, as the project draws pages (a 375 px phone in the mobile project). */
async function newContext(browser: Browser) {
  const project = test.info().project.use;
  return browser.newContext({
    baseURL: project.baseURL,
    viewport: project.viewport,
    hasTouch: project.hasTouch,
    reducedMotion: 'reduce',
  });
}

/** The customer accepts the quote from their status link. */
function acceptQuote(request: APIRequestContext, token: string) {
  return request.post(`/api/inquiry-status/${token}/quote/accept`, {
    data: { name: 'Kavya Iyer', agree: true, version: 1 },
  });
}

/** A month's calendar in the portal, read once its entries are in. */
async function openPortalMonth(page: Page, day: string): Promise<void> {
  await page.goto(`/portal/calendar?month=${day.slice(0, 7)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your calendar' })).toBeVisible();
  await expect(page.getByText('Loading the calendar...')).toBeHidden();
}

/**
 * The talent portal (issue 39): an admin invites a celebrity's manager; the invitation's link sets
 * their password on the password page; they sign in on the same sign-in page and land on the
 * portal, where they see their celebrity's booking and calendar and ask for a blackout; staff
 * approve it and it is a blackout on the manager's calendar. The manager never reaches the panel
 * or another celebrity's data.
 */
test('an invited manager sets a password, sees their booking and calendar, and asks for a blackout that staff approve', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const project = test.info().project.name;
  const phone = project === 'mobile';
  // A celebrity and days no other journey books, apart for each project (both share the server);
  // within BLACKOUT_REQUEST_MAX_DAYS_AHEAD (730), since the manager asks for days off around them.
  const celebrityIndex = phone ? 17 : 16;
  const celebrities = await catalogue(request);
  const celebrity = celebrities[celebrityIndex];
  const another = celebrities[phone ? 16 : 17];
  if (!celebrity || !another) throw new Error('no seeded celebrity');
  const bookingDay = dayFromNow(phone ? 710 : 690);
  const blackoutFirst = dayFromNow(phone ? 720 : 700);
  const blackoutLast = dayFromNow(phone ? 721 : 701);
  const manager = {
    email: uniqueEmail('manager', project),
    name: `Neha Rao ${Math.random().toString(36).slice(2, 6)}`,
    password: 'Tour-Diary-2031!',
  };
  await saveBusinessDetails(request);

  // An admin invites the manager for the celebrity, sharing fees.
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin/talent');
  await expect(page.getByRole('heading', { level: 1, name: 'Talent' })).toBeVisible();
  await expect(page.getByText('Loading talent users...')).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const invite = page.getByRole('dialog', { name: 'Invite' });
  await invite.getByLabel('Email').fill(manager.email);
  await invite.getByLabel(/^Name\*?$/).fill(manager.name);
  await invite.getByLabel('Filter celebrities').fill(celebrity.name);
  await invite.getByRole('checkbox', { name: celebrity.name, exact: true }).check();
  await invite.getByRole('checkbox', { name: 'Share fees' }).check();
  await expectNoAxeViolations(page);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${manager.email}`).first()).toBeVisible();
  await expect(invite).toBeHidden();
  const card = page.getByRole('article', { name: manager.name });
  await expect(card.locator('[data-talent-standing="invited"]')).toHaveText('Invited');
  await expect(card.getByText(celebrity.name)).toBeVisible();
  await expect(card.getByText('Fees shared: sees earnings and statements')).toBeVisible();
  await expectNoHorizontalScroll(page);

  // A customer books the celebrity (through the API, as the booking journeys do): the quote is
  // accepted and the advance paid, so the booking is confirmed.
  const customerEmail = uniqueEmail('talent-customer', project);
  const inquiryId = await submitInquiry(request, customerEmail, 'Kavya Iyer', {
    celebrityIndex,
    eventDate: bookingDay,
  });
  await draftAndSendQuote(request, inquiryId);
  const token =
    statusPathIn((await waitForMail(request, customerEmail, /^Your quotation /)).text)
      .split('/')
      .at(-1) ?? '';
  const accepted = await acceptQuote(request, token);
  expect(accepted.status()).toBe(200);
  const staff = await loginThroughApi(request, DEMO_STAFF);
  const staffHeaders = { authorization: `Bearer ${staff.token}` };
  const [booking] = (
    (await (await request.get(`/api/inquiries/${inquiryId}/bookings`, { headers: staffHeaders })).json()) as {
      data: { _id: string; advancePaise: number; number: string }[];
    }
  ).data;
  if (!booking) throw new Error('accepting the quote made no booking');
  const paid = await request.post(`/api/bookings/${booking._id}/payments`, {
    headers: staffHeaders,
    data: { amountPaise: booking.advancePaise, date: dayFromNow(0), mode: 'upi', reference: `UPI-${project}` },
  });
  expect(paid.status()).toBe(201);

  // The invitation arrives; its link is the password page, worded as an invitation.
  const invitation = await waitForMail(request, manager.email, /invit/i);
  const link = /https?:\/\/[^/\s]+(\/admin\/reset-password\?[^\s"<>]+)/.exec(invitation.text)?.[1];
  expect(link, 'the invitation carries the link that sets a password').toBeTruthy();
  const managerContext = await newContext(browser);
  const staffContext = await newContext(browser);
  try {
    const managerPage = await managerContext.newPage();
    await managerPage.goto(link ?? '');
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Welcome: choose your password' })).toBeVisible();
    await expectNoAxeViolations(managerPage);
    await managerPage.getByLabel(/^New password\*?$/).fill(manager.password);
    await managerPage.getByLabel(/^New password again/).fill(manager.password);
    await managerPage.getByRole('button', { name: 'Set password' }).click();
    await expect(managerPage.getByText('Your password is set.', { exact: false })).toBeVisible();

    // The same sign-in page as staff; a talent user lands on the portal.
    await managerPage.getByRole('link', { name: 'Sign in', exact: true }).click();
    await managerPage.getByLabel('Email').fill(manager.email);
    await managerPage.getByLabel(/^Password/).fill(manager.password);
    await managerPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(managerPage).toHaveURL(/\/portal$/);
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Your upcoming bookings' })).toBeVisible();
    const bookingCard = managerPage.getByRole('article', { name: longDay(bookingDay) });
    await expect(bookingCard).toBeVisible();
    await expect(bookingCard.locator('[data-booking-state="confirmed"]')).toHaveText('Confirmed');
    await expect(bookingCard.getByText('Mumbai')).toBeVisible();
    await expect(bookingCard.getByText('Wedding')).toBeVisible();
    await expect(bookingCard.getByText(booking.number)).toBeVisible();
    // Nothing of the customer.
    await expect(managerPage.getByText('Kavya Iyer')).toHaveCount(0);
    await expect(managerPage.getByText(customerEmail)).toHaveCount(0);
    await expect(
      managerPage.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Earnings' }),
    ).toBeVisible();
    await expectNoHorizontalScroll(managerPage);
    await expectNoAxeViolations(managerPage);

    // The calendar shows the booking; asking for a blackout on its days is refused in words.
    await openPortalMonth(managerPage, bookingDay);
    const byDay = managerPage.getByRole('list', { name: /, by day$/ });
    await expect(byDay.locator('[data-kind="confirmed"]').getByText('Booked: Mumbai, Wedding')).toBeVisible();
    await expectNoHorizontalScroll(managerPage);
    await expectNoAxeViolations(managerPage);
    await managerPage.getByRole('button', { name: 'Ask for a blackout' }).click();
    const ask = managerPage.getByRole('dialog', { name: 'Ask for a blackout' });
    await ask.getByLabel('Start').fill(bookingDay);
    await ask.getByLabel('End').fill(bookingDay);
    await ask.getByLabel(/^Reason/).fill('Studio recording');
    await expectNoAxeViolations(managerPage);
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(ask.getByText(/^These days are already taken: /)).toBeVisible();
    // The days free of it are asked for.
    await ask.getByLabel('Start').fill(blackoutFirst);
    await ask.getByLabel('End').fill(blackoutLast);
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(managerPage.getByText('Blackout asked for: the agency will answer').first()).toBeVisible();
    await expect(ask).toBeHidden();
    const requested = byDay.locator('[data-kind="requested"]');
    await expect(requested.getByText('Blackout asked for: Studio recording')).toBeVisible();
    await expect(requested.getByText('Waiting for the agency’s answer')).toBeVisible();

    // Staff approve it.
    const staffPage = await staffContext.newPage();
    await startSignedIn(staffPage, DEMO_STAFF);
    await staffPage.goto('/admin/blackout-requests');
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Blackout requests' })).toBeVisible();
    await expect(staffPage.getByText('Loading blackout requests...')).toBeHidden();
    const pendingCard = staffPage
      .getByRole('article', { name: celebrity.name })
      .filter({ hasText: 'Studio recording' })
      .filter({ hasText: manager.name });
    await expect(pendingCard.locator('[data-request-state="pending"]')).toHaveText('Pending');
    await expectNoHorizontalScroll(staffPage);
    await expectNoAxeViolations(staffPage);
    await pendingCard.getByRole('button', { name: /^Approve / }).click();
    await expect(staffPage.getByText('Blackout approved: it is on the calendar').first()).toBeVisible();
    await expect(pendingCard).toHaveCount(0);

    // The manager sees it as a blackout now.
    await openPortalMonth(managerPage, blackoutFirst);
    await expect(byDay.locator('[data-kind="blackout"]').getByText('Blackout: Studio recording')).toBeVisible();
    await expect(byDay.locator('[data-kind="requested"]')).toHaveCount(0);
    await expectNoAxeViolations(managerPage);

    // An /admin address takes the manager back to the portal; the panel's calls and another
    // celebrity's data are refused.
    await managerPage.goto('/admin/dashboard');
    await expect(managerPage).toHaveURL(/\/portal$/);
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Your upcoming bookings' })).toBeVisible();
    const managerToken = await managerPage.evaluate(() => localStorage.getItem('token'));
    const headers = { authorization: `Bearer ${managerToken}` };
    const span = `from=${bookingDay.slice(0, 7)}-01&to=${bookingDay.slice(0, 7)}-28`;
    expect((await request.get(`/api/calendar?${span}`, { headers })).status()).toBe(403);
    expect((await request.get(`/api/inquiries/${inquiryId}`, { headers })).status()).toBe(403);
    expect((await request.get(`/api/talent/calendar?${span}&celebrity=${another._id}`, { headers })).status()).toBe(
      404,
    );
    expect((await request.get(`/api/talent/bookings?celebrity=${another._id}`, { headers })).status()).toBe(404);

    // Fees are shared with the manager: the booking's earnings, and the year's statement as a file.
    await managerPage.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Earnings' }).click();
    await expect(managerPage.getByRole('heading', { level: 1, name: 'Your earnings' })).toBeVisible();
    await expect(managerPage.getByText('Loading your earnings...')).toBeHidden();
    const earning = managerPage.getByRole('article', { name: longDay(bookingDay) });
    await expect(earning.getByText(`Booking ${booking.number}`)).toBeVisible();
    await expect(earning.getByText('Gross fee')).toBeVisible();
    await expectNoHorizontalScroll(managerPage);
    await expectNoAxeViolations(managerPage);
    const csv = managerPage.waitForEvent('download');
    await managerPage.getByRole('button', { name: 'Download CSV' }).click();
    expect((await csv).suggestedFilename()).toMatch(/\.csv$/);
  } finally {
    await managerContext.close();
    await staffContext.close();
  }
});
