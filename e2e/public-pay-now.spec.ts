import { expect, test, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { DEMO_ADMIN, DEMO_STAFF, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { startTheApp } from './helpers/before-start';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { expectNoHorizontalScroll } from './helpers/public';
import { draftAndSendQuote, statusPathIn, submitInquiry, uniqueEmail } from './helpers/quotes';

/** The QR in an element's screenshot, read as a phone would (sharp's raw pixels into jsqr). */
async function qrIn(element: Locator): Promise<string | null> {
  const { data, info } = await sharp(await element.screenshot())
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null
  );
}

/**
 * Paying from the status link (issue 38): an admin sets the UPI ID in Settings → Payments; a
 * customer whose booking awaits its advance sees "Pay now" with the UPI QR (read back from the
 * page) and the bank details, reports their payment, staff confirm it on the desk, and the page
 * then offers the receipt voucher.
 */
test('a customer pays the advance by UPI, reports it, staff confirm it and the receipt downloads', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await saveBusinessDetails(request);
  // An admin sets the agency's UPI ID in Settings → Payments: a verified merchant, so ₹5,00,000.
  const settings = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const adminPage = await settings.newPage();
  await startSignedIn(adminPage, DEMO_ADMIN);
  await adminPage.goto('/admin/settings?tab=payments', { waitUntil: 'networkidle' });
  const payments = adminPage.getByRole('form', { name: 'Payments' });
  const vpa = payments.getByLabel('UPI ID');
  await vpa.fill('starline');
  await payments.getByRole('button', { name: 'Save' }).click();
  await expect(payments.getByText('A UPI ID is name@bank, for example starline@okaxis')).toBeVisible();
  await vpa.fill('Starline@OKAXIS');
  await payments.getByLabel('Payee name').fill('Star & Line Events');
  await payments.getByLabel('Verified merchant').check();
  await payments.getByLabel('UPI limit per payment (₹)', { exact: false }).fill('5,00,000');
  await payments.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('Payment settings saved').first()).toBeVisible();
  await expect(vpa).toHaveValue('starline@okaxis');
  await expectNoAxeViolations(adminPage);
  await settings.close();

  // A celebrity and a day no other journey books, apart for each project (both share the server).
  const phone = test.info().project.name === 'mobile';
  const about = { celebrityIndex: phone ? 13 : 12, eventDate: phone ? '2031-09-20' : '2031-09-13' };
  const email = uniqueEmail('pay-now', test.info().project.name);
  const inquiryId = await submitInquiry(request, email, 'Kiran Bedi', about);
  const { headers } = await draftAndSendQuote(request, inquiryId);
  const statusPath = statusPathIn((await waitForMail(request, email, /^Your quotation /)).text);
  const token = statusPath.split('/').at(-1)!;
  const accepted = await request.post(`/api/inquiry-status/${token}/quote/accept`, {
    data: { name: 'Kiran Bedi', agree: true, version: 1 },
  });
  expect(accepted.status()).toBe(200);
  const bookings = await request.get(`/api/inquiries/${inquiryId}/bookings`, { headers });
  const [booking] = ((await bookings.json()) as { data: { _id: string; number: string }[] }).data;
  if (!booking) throw new Error('accepting the quote made no booking');

  // Pay now: the advance of ₹1,33,000 (half of ₹2,66,000), its QR and the bank details. The page
  // is the server's until the visitor acts: this journey acts first, and uses the app's form.
  await page.goto(statusPath, { waitUntil: 'networkidle' });
  await startTheApp(page);
  const payNow = page.getByRole('region', { name: 'Pay now' });
  await expect(payNow.getByText('Due now: ₹1,33,000.00')).toBeVisible();
  const qr = payNow.locator('img[data-upi-qr]');
  await expect(qr).toHaveJSProperty('complete', true);
  await expect(payNow.getByText('Scan this QR with any UPI app from another phone', { exact: false })).toBeVisible();
  const number = encodeURIComponent(booking.number);
  expect(await qrIn(qr)).toBe(
    `upi://pay?pa=starline%40okaxis&pn=Star%20%26%20Line%20Events&am=133000.00&cu=INR&tn=${number}&tr=${number}`,
  );
  // An image to scan, never a link to tap.
  await expect(payNow.locator('a[href^="upi:"]')).toHaveCount(0);
  await expect(payNow.getByText('50200012345678')).toBeVisible();
  await expect(payNow.getByText(`Write the booking number, ${booking.number}`, { exact: false })).toBeVisible();
  await payNow.screenshot({ path: test.info().outputPath('pay-now.png') });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // "I have paid": the amount due is filled in; a UPI reference of 12 digits, typed with spaces,
  // new for each run and project (a reference is reported once, and the projects share the server).
  const digits = `${phone ? 2 : 1}${String(Date.now()).slice(-11)}`;
  const reference = `${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`;
  const form = payNow.getByRole('form', { name: 'I have paid' });
  await expect(form.getByLabel('Amount paid (₹)', { exact: false })).toHaveValue('1,33,000');
  await form.getByLabel('Payment reference', { exact: false }).fill(reference);
  await form.getByRole('button', { name: 'Send payment details' }).click();
  await expect(form.getByText('Thank you. We will confirm your payment within one working day.')).toBeVisible();
  await expect(payNow.getByRole('listitem').filter({ hasText: '₹1,33,000.00' })).toContainText(
    'We will confirm your payment within one working day',
  );
  await expectNoAxeViolations(page);

  // Staff confirm it on the desk.
  const desk = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staffPage = await desk.newPage();
  await startSignedIn(staffPage, DEMO_STAFF);
  await staffPage.goto('/admin/inquiries', { waitUntil: 'networkidle' });
  const toConfirm = staffPage.getByRole('region', { name: /^Payments to confirm/ });
  const line = toConfirm.getByRole('listitem').filter({ hasText: booking.number });
  await expect(line).toContainText(`UPI ${digits}`);
  await line.getByRole('button', { name: 'Confirm' }).click();
  await expect(staffPage.getByText(/^Payment confirmed: receipt voucher .+ e-mailed to the customer$/)).toBeVisible();
  await expect(toConfirm.getByRole('listitem').filter({ hasText: booking.number })).toHaveCount(0);
  await desk.close();

  // The page now shows the payment with its receipt voucher to download, and the booking confirmed.
  await page.goto(statusPath, { waitUntil: 'networkidle' });
  const section = page.getByRole('region', { name: 'Your booking', exact: true });
  await expect(section.locator('[data-booking-state="confirmed"]')).toHaveText('Confirmed');
  const receipt = section.getByRole('link', { name: /^Download receipt / });
  await expect(receipt).toHaveCount(1);
  const pdf = await request.get((await receipt.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
