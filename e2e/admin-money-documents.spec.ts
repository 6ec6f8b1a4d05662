import { expect, type APIRequestContext, type APIResponse, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STAFF, loginThroughApi, openFromSidebar, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { closeFilters, openFilters } from './helpers/filters-sheet';
import { waitForMail } from './helpers/mailbox';
import { catalogue, dayFromNow, expectNoHorizontalScroll } from './helpers/public';
import { QUOTE_INPUT, submitInquiry, uniqueEmail } from './helpers/quotes';

/**
 * The Payments and Invoices lists (issue 41): a staff member (not an admin) finds a booking's
 * documents by its number, reads the totals net of refunds and credits, opens a voucher's and a
 * credit note's PDF and the booking's inquiry, each in a click. The journey makes its own documents:
 * two phone bookings of celebrity 22 on the desktop (23 on the phone), 1070 and 1080 days ahead
 * (1100 and 1110): the first paid in full (₹2,66,000), invoiced and credited ₹26,600; the second
 * paid ₹50,000, cancelled by the agency and refunded in full.
 */

interface Made {
  inquiryId: string;
  email: string;
  bookingNumber: string;
  receiptNumber: string;
}

type Headers = Record<string, string>;

async function ok<T>(answer: Promise<APIResponse>, status = 201): Promise<T> {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** A phone booking of celebrity `index` on `day` (QUOTE_INPUT: ₹2,66,000) and a payment of `amountPaise` today. */
async function paidBooking(
  request: APIRequestContext,
  headers: Headers,
  index: number,
  day: string,
  amountPaise: number,
): Promise<Made & { bookingId: string }> {
  const celebrity = (await catalogue(request))[index];
  if (!celebrity) throw new Error('no seeded celebrity');
  const email = uniqueEmail('money-documents', test.info().project.name);
  const inquiryId = await submitInquiry(request, email, 'Rohan Mehta', { celebrityIndex: index, eventDate: day });
  const booking = await ok<{ _id: string; number: string }>(
    request.post('/api/bookings', {
      headers,
      data: { inquiryId, celebrityId: celebrity._id, start: day, end: day, ...QUOTE_INPUT },
    }),
  );
  const receipt = await ok<{ number: string }>(
    request.post(`/api/bookings/${booking._id}/payments`, {
      headers,
      data: { amountPaise, date: dayFromNow(0), mode: 'bank_transfer', reference: `UTR-${booking.number}` },
    }),
  );
  return { inquiryId, email, bookingId: booking._id, bookingNumber: booking.number, receiptNumber: receipt.number };
}

/** The two bookings' documents, through the API. */
async function documents(request: APIRequestContext, phone: boolean) {
  await saveBusinessDetails(request);
  const staff = { authorization: `Bearer ${(await loginThroughApi(request, DEMO_STAFF)).token}` };
  const admin = { authorization: `Bearer ${(await loginThroughApi(request, DEMO_ADMIN)).token}` };
  const index = phone ? 23 : 22;

  const invoiced = await paidBooking(request, staff, index, dayFromNow(phone ? 1100 : 1070), 26_600_000);
  const invoice = await ok<{ _id: string; number: string }>(
    request.post(`/api/bookings/${invoiced.bookingId}/invoice`, { headers: staff }),
  );
  const credit = await ok<{ number: string }>(
    request.post(`/api/invoices/${invoice._id}/credit-notes`, {
      headers: admin,
      data: { amountPaise: 2_660_000, reason: 'Flights cost less' },
    }),
  );

  const refunded = await paidBooking(request, staff, index, dayFromNow(phone ? 1110 : 1080), 5_000_000);
  await ok(
    request.post(`/api/bookings/${refunded.bookingId}/cancel`, {
      headers: admin,
      data: { by: 'agency', reason: 'Artist unwell' },
    }),
    200,
  );
  const refund = await ok<{ number: string }>(
    request.post(`/api/bookings/${refunded.bookingId}/refunds`, {
      headers: admin,
      data: { amountPaise: 5_000_000, date: dayFromNow(0), mode: 'upi', reference: 'UPI-BACK-1' },
    }),
  );
  // The documents' e-mails (each with its PDF) sent before the screens are read: a server busy
  // making them would answer the pages late.
  await waitForMail(request, refunded.email, /^Refund paid/);
  return {
    invoiced,
    invoiceNumber: invoice.number,
    creditNumber: credit.number,
    refunded,
    refundNumber: refund.number,
  };
}

/** A figure of the totals ("Net received") as shown. */
function figure(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: /^Totals/ })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

/** One document's row (a table row on the desktop, a card on the phone). */
const documentRow = (page: Page, number: string) => page.locator(`[data-document-number="${number}"]`);

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by number, party or booking' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

test('staff find a booking’s vouchers, invoice and credit note, their totals, PDFs and inquiry', async ({
  page,
  request,
}) => {
  test.slow();
  const project = test.info().project.name;
  const made = await documents(request, project === 'mobile');
  await startSignedIn(page, DEMO_STAFF);
  await page.goto('/admin/dashboard');

  // Payments, from the sidebar: the year's vouchers with their totals.
  await openFromSidebar(page, 'Payments');
  await expect(page).toHaveURL(/\/admin\/payments$/);
  // The screen's chunk may take a while on a busy machine: its heading is waited for longer.
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveTitle(/^Payments \| /);
  await expect(documentRow(page, made.refundNumber)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/money-documents-payments-${project}.png`, fullPage: true });

  // The refunded booking: its receipt and its refund, received net of the refund nothing.
  await search(page, made.refunded.bookingNumber);
  await expect(page.getByText('2 vouchers', { exact: true })).toBeVisible();
  await expect(figure(page, 'Received')).toHaveText('₹50,000');
  await expect(figure(page, 'Refunded')).toHaveText('₹50,000');
  await expect(figure(page, 'Net received')).toHaveText('₹0');
  await expect(documentRow(page, made.refunded.receiptNumber)).toContainText('Refunded');
  await expect(documentRow(page, made.refundNumber)).toContainText('Paid back');

  // The other booking's receipt by its number: its PDF, then its booking's inquiry, a click each.
  await search(page, made.invoiced.receiptNumber);
  await expect(page.getByText('1 voucher', { exact: true })).toBeVisible();
  const receipt = documentRow(page, made.invoiced.receiptNumber);
  await expect(receipt).toContainText('₹2,66,000');
  await expect(receipt).toContainText('Received');
  const [voucherPdf] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('button', { name: `Receipt PDF ${made.invoiced.receiptNumber}` }).click(),
  ]);
  expect(voucherPdf.suggestedFilename()).toMatch(/\.pdf$/);
  await receipt.getByRole('link', { name: `Booking ${made.invoiced.bookingNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${made.invoiced.inquiryId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rohan Mehta' })).toBeVisible();

  // Invoices, from the sidebar: the booking's invoice credited in part and its credit note.
  await openFromSidebar(page, 'Invoices');
  await expect(page).toHaveURL(/\/admin\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await search(page, made.invoiced.bookingNumber);
  await expect(page.getByText('2 documents', { exact: true })).toBeVisible();
  await expect(figure(page, 'Invoiced')).toHaveText('₹2,66,000');
  await expect(figure(page, 'Credited')).toHaveText('₹26,600');
  await expect(figure(page, 'Net invoiced')).toHaveText('₹2,39,400');
  await expect(documentRow(page, made.invoiceNumber)).toContainText('Credited in part');
  await expect(documentRow(page, made.creditNumber)).toContainText(made.invoiceNumber);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/money-documents-invoices-${project}.png`, fullPage: true });

  // Only the credit notes: the one, and its PDF.
  await openFilters(page);
  await page.getByLabel('Kind').selectOption({ label: 'Credit notes' });
  await closeFilters(page);
  await expect(page).toHaveURL(/kind=credit_note/);
  await expect(page.getByText('1 document', { exact: true })).toBeVisible();
  await expect(figure(page, 'Net invoiced')).toHaveText('-₹26,600');
  const [notePdf] = await Promise.all([
    page.waitForEvent('download'),
    documentRow(page, made.creditNumber)
      .getByRole('button', { name: `Credit note PDF ${made.creditNumber}` })
      .click(),
  ]);
  expect(notePdf.suggestedFilename()).toMatch(/\.pdf$/);
  await expectNoAxeViolations(page);
});
