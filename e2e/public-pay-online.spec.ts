import { expect, test } from '@playwright/test';
import { DEMO_STAFF, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { FAKE_RAZORPAY_ORIGIN, notificationsOf } from './helpers/razorpay';
import { dayFromNow, expectNoHorizontalScroll } from './helpers/public';
import { draftAndSendQuote, statusPathIn, submitInquiry, uniqueEmail } from './helpers/quotes';

/**
 * Paying online (issue 38): the customer of a booking awaiting its advance taps "Pay online" in
 * their status page's Pay now, pays on the gateway's page (the journeys' stand-in for Razorpay,
 * scripts/fake-razorpay.mjs) and comes back to the status page, which shows the payment; the
 * receipt voucher reaches them. The gateway told the app twice and out of order, yet staff see
 * one payment on the booking, and the reconciliation finds nothing on one side only.
 */
test('the customer pays the advance online from the status page and staff see it recorded once', async ({
  page,
  request,
}) => {
  test.slow();
  await saveBusinessDetails(request);
  // A celebrity and days no other journey books, apart for each project (both share the server).
  const phone = test.info().project.name === 'mobile';
  const about = { celebrityIndex: phone ? 7 : 6, eventDate: dayFromNow(phone ? 640 : 620) };
  const email = uniqueEmail('pay-online', test.info().project.name);
  const inquiryId = await submitInquiry(request, email, 'Nandini Rao', about);
  await draftAndSendQuote(request, inquiryId);
  const statusPath = statusPathIn((await waitForMail(request, email, /^Your quotation /)).text);
  const accepted = await request.post(`/api/inquiry-status/${statusPath.split('/').at(-1)}/quote/accept`, {
    data: { name: 'Nandini Rao', agree: true, version: 1 },
  });
  expect(accepted.status()).toBe(200);

  // The advance is due: half of the quote's ₹2,66,000.
  await page.goto(statusPath, { waitUntil: 'networkidle' });
  const section = page.getByRole('region', { name: 'Your booking', exact: true });
  await expect(section.locator('[data-booking-state="awaiting_advance"]')).toBeVisible();
  await expect(section.getByText('No payment received yet.')).toBeVisible();
  const payNow = page.getByRole('region', { name: 'Pay now', exact: true });
  const payOnline = payNow.getByRole('button', { name: 'Pay online' });
  await expect(payOnline).toBeVisible();
  await expect(
    payNow.getByText('Pay ₹1,33,000.00 by card, UPI or net banking on Razorpay’s secure page.'),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // The gateway's page asks for exactly what is due, referenced by the booking's number.
  const onCheckout = (url: URL) => url.origin === FAKE_RAZORPAY_ORIGIN && url.pathname.startsWith('/i/');
  await payOnline.click();
  await page.waitForURL(onCheckout);
  const checkout = page.url();
  await expect(page.locator('[data-amount]')).toHaveText('₹1,33,000.00');
  await expect(page.getByText(/^Reference SLT\/B\//)).toBeVisible();
  // The same form posted natively, as before the page's script runs: the server's 303 leads to the
  // same link, a redirect the page's Content-Security-Policy (form-action) lets the browser follow.
  await page.goBack({ waitUntil: 'networkidle' });
  await page.getByRole('form', { name: 'Pay online' }).evaluate((form: HTMLFormElement) => form.submit());
  await page.waitForURL(onCheckout);
  expect(page.url()).toBe(checkout);
  await page.getByRole('button', { name: 'Pay' }).click();

  // Paid, the customer is back on their status page, with the gateway's answer in its address.
  await page.waitForURL((url) => url.pathname === statusPath && url.searchParams.has('razorpay_payment_id'));
  const paymentId = new URL(page.url()).searchParams.get('razorpay_payment_id') ?? '';
  expect(paymentId).toMatch(/^pay_/);
  await expect(page.locator('#status-now')).toContainText('Your booking is confirmed.');
  await expect(section.locator('[data-booking-state="confirmed"]')).toHaveText('Confirmed');
  const payments = section.getByRole('listitem');
  await expect(payments).toHaveCount(1);
  await expect(payments.first()).toContainText('₹1,33,000.00');
  await expect(payments.first()).toContainText(/Receipt SLT\/R\//);
  // Pay now goes on to the balance (₹1,33,000.00 too), which may be paid early, online as well.
  await expect(payNow.getByText(/^Due now:/)).toHaveText('Due now: ₹1,33,000.00');
  await expect(payOnline).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  const receipt = await waitForMail(request, email, /^Payment received: receipt voucher /);
  expect(receipt.attachments).toEqual([
    expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/^receipt-voucher-/) }),
  ]);

  // The gateway told of the payment three times: captured, the link paid, captured again (the same event).
  const told = await notificationsOf(request, paymentId);
  expect(told.map(({ event, status, result }) => ({ event, status, result }))).toEqual([
    { event: 'payment.captured', status: 200, result: 'recorded' },
    { event: 'payment_link.paid', status: 200, result: 'already_recorded' },
    { event: 'payment.captured', status: 200, result: 'duplicate' },
  ]);

  // Staff see one payment on the booking, made online.
  await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/inquiries/${inquiryId}`);
  const panel = page.getByRole('region', { name: 'Booking' });
  await expect(panel.locator('[data-booking-state="confirmed"]')).toBeVisible();
  const recorded = panel.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(recorded).toHaveCount(1);
  await expect(recorded.first()).toContainText(`Online (Razorpay) ${paymentId}`);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // The reconciliation finds every online payment on both sides.
  await page.goto('/admin/reconciliation');
  await expect(
    page.getByRole('status').filter({ hasText: /^Every online payment from .+ matches: \d+ on both sides\.$/ }),
  ).toBeVisible();
  await expect(page.getByText('None: every payment the gateway captured is recorded here.')).toBeVisible();
  await expect(page.getByText('None: every online payment recorded here is at the gateway.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
