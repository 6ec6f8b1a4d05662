import { expect, type Page, test } from '@playwright/test';
import { DEMO_STAFF, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { dayFromNow, expectNoHorizontalScroll } from './helpers/public';
import { QUOTE_TOTAL, draftAndSendQuote, statusPathIn, submitInquiry, uniqueEmail } from './helpers/quotes';

/**
 * A booking bills what it sold (issue 36): staff book a deal agreed by phone with its lines (a
 * quote for another amount was sent before and never accepted), record the payment, and the tax
 * invoice is for the booking's ₹5,00,000; a booking made from an accepted quote is invoiced for
 * that quote's total.
 */

const project = () => test.info().project.name;

/** Staff record a payment of `amount` (typed rupees) from the booking's panel. */
async function recordPayment(page: Page, amount: string) {
  const panel = page.getByRole('region', { name: 'Booking', exact: true });
  await panel.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await dialog.getByLabel('Amount received (₹)').fill(amount);
  await dialog.getByLabel('Reference').fill('UTR445566');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(/^Payment recorded: receipt voucher SLT\/R\/.+ e-mailed to the customer$/)).toBeVisible();
}

/** Staff issue the tax invoice from the booking's panel; its line in the panel. */
async function issueInvoice(page: Page) {
  const panel = page.getByRole('region', { name: 'Booking', exact: true });
  await panel.getByRole('button', { name: 'Issue tax invoice' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Issue tax invoice' }).click();
  await expect(page.getByText(/^Tax invoice SLT\/I\/.+ issued and e-mailed to the customer$/)).toBeVisible();
  return panel.getByRole('list', { name: 'Tax invoice' });
}

test('staff book a deal agreed by phone with its lines, and its invoice bills them to the paisa', async ({
  page,
  request,
}) => {
  test.slow();
  await saveBusinessDetails(request);
  const day = dayFromNow(project() === 'mobile' ? 510 : 500);
  const email = uniqueEmail('phone-lines', project());
  const inquiryId = await submitInquiry(request, email, 'Tara Menon', { celebrityIndex: 3, eventDate: day });
  // A quote for another amount, sent and never accepted: the booking does not bill it.
  await draftAndSendQuote(request, inquiryId);

  await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/inquiries/${inquiryId}`);
  const panel = page.getByRole('region', { name: 'Booking', exact: true });
  await panel.getByRole('button', { name: 'Book without a quote' }).click();
  const form = panel.getByRole('form', { name: 'New booking' });
  await expect(form.getByLabel('Billing name')).toHaveValue('Tara Menon');
  await form.getByLabel('Billing name').fill('Menon Events LLP');
  await form.getByLabel('Billing address').fill('4 Carter Road\nMumbai 400050');
  await form.getByLabel('Customer’s state').selectOption('27');
  await form.getByLabel('Venue’s state').selectOption('27');
  const first = form.getByRole('group', { name: 'Line 1' });
  await first.getByLabel('Description').fill('Performance, 90 minutes');
  await first.getByLabel('Rate (₹)').fill('4,00,000');
  const second = form.getByRole('group', { name: 'Line 2' });
  await second.getByLabel('For').selectOption('travel');
  await second.getByLabel('Description').fill('Flights for two');
  await second.getByLabel('Rate (₹)').fill('28,000');
  await second.getByLabel('At actual cost (no GST)').check();
  // ₹4,00,000 + CGST and SGST at 9 % + ₹28,000 at cost.
  const totals = form.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('₹5,00,000.00')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await panel.screenshot({ path: test.info().outputPath('phone-booking-form.png') });
  await form.getByRole('button', { name: 'Make booking' }).click();

  const sold = panel.getByRole('region', { name: 'Lines billed' });
  await expect(sold.getByText('Menon Events LLP')).toBeVisible();
  await expect(sold.getByText('Performance, 90 minutes')).toBeVisible();
  await expect(sold.getByText('₹5,00,000.00', { exact: true })).toBeVisible();
  await expect(panel.locator('[data-booking-state="awaiting_advance"]')).toBeVisible();

  await recordPayment(page, '5,00,000');
  await expect(panel.locator('[data-booking-state="confirmed"]')).toBeVisible();
  const invoice = await issueInvoice(page);
  await expect(invoice.getByText(/ · ₹5,00,000\.00$/)).toBeVisible();
  const mail = await waitForMail(request, email, /^Tax invoice /);
  expect(mail.text).toContain('₹5,00,000.00');
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await panel.screenshot({ path: test.info().outputPath('phone-booking-invoiced.png') });
});

test('a booking made from an accepted quote shows that quote’s lines, and its invoice bills its total', async ({
  page,
  request,
}) => {
  test.slow();
  await saveBusinessDetails(request);
  const day = dayFromNow(project() === 'mobile' ? 530 : 520);
  const email = uniqueEmail('quote-lines', project());
  const inquiryId = await submitInquiry(request, email, 'Dev Anand', { celebrityIndex: 3, eventDate: day });
  const { number } = await draftAndSendQuote(request, inquiryId);
  const token =
    statusPathIn((await waitForMail(request, email, /^Your quotation /)).text)
      .split('/')
      .at(-1) ?? '';
  const accepted = await request.post(`/api/inquiry-status/${token}/quote/accept`, {
    data: { name: 'Dev Anand', agree: true, version: 1 },
  });
  expect(accepted.status()).toBe(200);
  const staff = await loginThroughApi(request, DEMO_STAFF);
  const headers = { authorization: `Bearer ${staff.token}` };
  const [booking] = (
    (await (await request.get(`/api/inquiries/${inquiryId}/bookings`, { headers })).json()) as {
      data: { _id: string; advancePaise: number }[];
    }
  ).data;
  const paid = await request.post(`/api/bookings/${booking?._id}/payments`, {
    headers,
    data: { amountPaise: booking?.advancePaise, date: dayFromNow(0), mode: 'upi', reference: 'UPI-9' },
  });
  expect(paid.status()).toBe(201);

  await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/inquiries/${inquiryId}`);
  const panel = page.getByRole('region', { name: 'Booking', exact: true });
  const sold = panel.getByRole('region', { name: 'Lines billed' });
  await expect(sold.getByRole('heading', { name: `Lines of quote ${number}` })).toBeVisible();
  await expect(sold.getByText(QUOTE_TOTAL, { exact: true })).toBeVisible();
  const invoice = await issueInvoice(page);
  await expect(invoice.getByText(new RegExp(` · ${QUOTE_TOTAL.replace(/[.$]/g, '\\$&')}$`))).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
  await panel.screenshot({ path: test.info().outputPath('quote-booking-invoiced.png') });
});
