import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, loginThroughApi } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { dayFromNow, expectNoHorizontalScroll } from './helpers/public';
import { draftAndSendQuote, statusPathIn, submitInquiry, uniqueEmail } from './helpers/quotes';

/** A payment staff record on the booking through the API; its receipt's number. */
async function recordPayment(
  request: APIRequestContext,
  headers: Record<string, string>,
  bookingId: string,
  payment: Record<string, unknown>,
): Promise<string> {
  const recorded = await request.post(`/api/bookings/${bookingId}/payments`, { headers, data: payment });
  expect(recorded.status()).toBe(201);
  return ((await recorded.json()) as { data: { payment: { receiptNumber: string } } }).data.payment.receiptNumber;
}

/**
 * The customer's status page shows their booking (issue 22): once they accept the quote, its
 * number, state, schedule, what is paid and due, and each payment with its receipt's number, as
 * staff record them.
 */
test('the status page shows the booking, its schedule and each payment as staff record it', async ({
  page,
  request,
}) => {
  test.slow();
  await saveBusinessDetails(request);
  // A celebrity and a day no other journey books, apart for each project (both share the server).
  const phone = test.info().project.name === 'mobile';
  const about = { celebrityIndex: phone ? 9 : 8, eventDate: phone ? '2031-06-21' : '2031-06-14' };
  const balanceDueBy = phone ? '14 June 2031' : '7 June 2031';
  const email = uniqueEmail('booking-status', test.info().project.name);
  const inquiryId = await submitInquiry(request, email, 'Meher Joshi', about);
  const { headers } = await draftAndSendQuote(request, inquiryId);
  const statusPath = statusPathIn((await waitForMail(request, email, /^Your quotation /)).text);

  // Before the customer accepts, there is no booking on the page.
  await page.goto(statusPath, { waitUntil: 'networkidle' });
  await expect(page.getByRole('region', { name: 'Your quote', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your booking', exact: true })).toHaveCount(0);

  const accepted = await request.post(`/api/inquiry-status/${statusPath.split('/').at(-1)}/quote/accept`, {
    data: { name: 'Meher Joshi', agree: true, version: 1 },
  });
  expect(accepted.status()).toBe(200);
  const bookings = await request.get(`/api/inquiries/${inquiryId}/bookings`, { headers });
  const [booking] = ((await bookings.json()) as { data: { _id: string; number: string }[] }).data;
  if (!booking) throw new Error('accepting the quote made no booking');
  // ₹50,000 of the ₹1,33,000 advance (half of ₹2,66,000), by UPI.
  const firstReceipt = await recordPayment(request, headers, booking._id, {
    amountPaise: 5_000_000,
    date: dayFromNow(-2),
    mode: 'upi',
    reference: 'UPI-445566',
  });

  await page.reload({ waitUntil: 'networkidle' });
  // The headline follows the booking, never "confirmed" before it is (issue 36).
  const headline = page.locator('#status-now');
  await expect(headline).toContainText('Awaiting your advance');
  await expect(headline).toContainText('We are holding your dates until your advance reaches us.');
  await expect(page.getByText('Your booking is confirmed.')).toHaveCount(0);
  const section = page.getByRole('region', { name: 'Your booking', exact: true });
  await expect(section.getByText(`Booking ${booking.number}`)).toBeVisible();
  await expect(section.locator('[data-booking-state="awaiting_advance"]')).toHaveText('Awaiting your advance');
  await expect(section.getByText('We are holding your dates.', { exact: false })).toBeVisible();
  await expect(
    section.getByText('Due now: ₹83,000.00, the rest of the advance, to confirm your booking.'),
  ).toBeVisible();
  const fact = (term: string) =>
    section.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Total')).toHaveText('₹2,66,000.00');
  await expect(fact('Advance')).toHaveText('₹1,33,000.00');
  await expect(fact('Balance')).toHaveText(`₹1,33,000.00, due by ${balanceDueBy}`);
  await expect(fact('Paid so far')).toHaveText('₹50,000.00');
  await expect(fact('Due now')).toHaveText('₹83,000.00');
  await expect(fact('Still due')).toHaveText('₹2,16,000.00');
  const payments = section.getByRole('listitem');
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toContainText(`Receipt ${firstReceipt}`);
  await expect(payments.first()).toContainText('₹50,000.00');
  // The quote no longer says the advance is due: the booking says what is.
  await expect(page.getByText('Your booking above shows what you have paid and what is due.')).toBeVisible();
  // Nothing of the agency's own: the payment's reference stays with staff.
  await expect(page.getByText('UPI-445566')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // The rest of the advance by transfer, ₹2,000 of it deducted at source: the booking is confirmed.
  const secondReceipt = await recordPayment(request, headers, booking._id, {
    amountPaise: 8_100_000,
    date: dayFromNow(-1),
    mode: 'bank_transfer',
    reference: 'UTR99887766',
    tdsSection: '194J',
    tdsPaise: 200_000,
  });
  await page.reload({ waitUntil: 'networkidle' });
  await expect(section.locator('[data-booking-state="confirmed"]')).toHaveText('Confirmed');
  await expect(section.getByText(/^Your dates are booked: confirmed on .+\.$/)).toBeVisible();
  await expect(
    section.getByText(`Nothing is due now. The balance of ₹1,33,000.00 is due by ${balanceDueBy}.`),
  ).toBeVisible();
  await expect(fact('Paid so far')).toHaveText('₹1,33,000.00');
  await expect(fact('Due now')).toHaveText('₹0.00');
  await expect(payments).toHaveCount(2);
  await expect(payments.nth(1)).toContainText(`Receipt ${secondReceipt}`);
  await expect(payments.nth(1)).toContainText('₹81,000.00');
  await expect(payments.nth(1)).toContainText('+ ₹2,000.00 TDS');
  await expect(headline).toContainText('Your booking is confirmed.');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // An admin cancels it: the page says cancelled, from the headline to the card (issue 36).
  const admin = await loginThroughApi(request, DEMO_ADMIN);
  const cancelled = await request.post(`/api/bookings/${booking._id}/cancel`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { by: 'customer', reason: 'Event called off' },
  });
  expect(cancelled.status()).toBe(200);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(headline).toContainText('Cancelled');
  await expect(headline).toContainText('Your booking was cancelled.');
  await expect(section.locator('[data-booking-state="cancelled"]')).toHaveText('Cancelled');
  await expect(page.getByText('Your booking is confirmed.')).toHaveCount(0);
  await expect(page.getByText('what is due back to you')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('status-cancelled.png'), fullPage: true });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
