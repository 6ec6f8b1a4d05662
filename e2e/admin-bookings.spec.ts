import { expect, test } from '@playwright/test';
import { DEMO_STAFF, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { dayFromNow, expectNoHorizontalScroll } from './helpers/public';
import { QUOTE_INPUT, draftAndSendQuote, statusPathIn, submitInquiry, uniqueEmail } from './helpers/quotes';

/**
 * Bookings (issue 22): the customer's acceptance makes a booking awaiting its advance with its
 * day held; staff confirm it from the inquiry page, taking the day for good; a second quote for
 * the same celebrity's day can then no longer be sent.
 */
test('an accepted quote becomes a booking awaiting its advance; staff confirm it, and the day cannot be quoted again', async ({
  page,
  request,
}) => {
  test.slow();
  await saveBusinessDetails(request);
  // A day no other journey books, apart for each project (both share the server).
  const day = dayFromNow(test.info().project.name === 'mobile' ? 420 : 410);
  const about = { celebrityIndex: 2, eventDate: day };
  const email = uniqueEmail('booking', test.info().project.name);
  const inquiryId = await submitInquiry(request, email, 'Nisha Verma', about);
  await draftAndSendQuote(request, inquiryId);
  const token =
    statusPathIn((await waitForMail(request, email, /^Your quotation /)).text)
      .split('/')
      .at(-1) ?? '';
  const accepted = await request.post(`/api/inquiry-status/${token}/quote/accept`, {
    data: { name: 'Nisha Verma', agree: true, version: 1 },
  });
  expect(accepted.status()).toBe(200);

  await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/inquiries/${inquiryId}`);
  const panel = page.getByRole('region', { name: 'Booking' });
  await expect(panel.locator('[data-booking-state="awaiting_advance"]')).toHaveText('Awaiting advance');
  await expect(panel.getByText(/^SLT\/B\/\d\d-\d\d\/\d{4}$/)).toBeVisible();
  await expect(panel.getByText('1 travel day before and after', { exact: false })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Confirm booking' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Booking confirmed').first()).toBeVisible();
  await expect(panel.locator('[data-booking-state="confirmed"]')).toHaveText('Confirmed');
  await expect(panel.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0);
  await expect(page.getByText(/^Booking SLT\/B\/.+ confirmed$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // With a booking, the list offers no Delete that would fail (issue 36).
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'More actions for Nisha Verma', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Open inquiry' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Another customer's quote for the same celebrity's day is refused, naming the booking.
  const second = await submitInquiry(request, uniqueEmail('second', test.info().project.name), 'Kabir Das', about);
  const staff = await loginThroughApi(request, DEMO_STAFF);
  const headers = { authorization: `Bearer ${staff.token}` };
  const drafted = await request.post(`/api/inquiries/${second}/quotes`, { headers, data: QUOTE_INPUT });
  const refused = await request.post(
    `/api/quotes/${((await drafted.json()) as { data: { _id: string } }).data._id}/send`,
    {
      headers,
    },
  );
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toMatch(
    /^These dates clash with a confirmed booking on .+ \(with 1 day of travel before and after\)$/,
  );
});
