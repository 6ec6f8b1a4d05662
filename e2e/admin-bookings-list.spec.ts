import { expect, type APIRequestContext, type Download, test } from '@playwright/test';
import { DEMO_STAFF, openFromSidebar, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { closeFilters, openFilters } from './helpers/filters-sheet';
import { catalogue, dayFromNow, expectNoHorizontalScroll } from './helpers/public';
import { acceptedQuoteBooking, QUOTE_TOTAL, recordBankTransfer } from './helpers/quotes';

/**
 * The Bookings list (issue 41): staff open Bookings from the sidebar, keep one celebrity's
 * bookings of a span of days (two the journey makes itself: one awaiting its advance, one paid
 * in full), read their totals, keep those with a balance due, download them as CSV and open one
 * at its inquiry's booking. Celebrity 22 on the desktop, 23 on the phone; days 1010 to 1030 and
 * 1040 to 1060 ahead.
 */

interface Made {
  inquiryId: string;
  bookingId: string;
  number: string;
}

/** A booking of celebrity `index` on `day` from an accepted quote, paid in full when `payInFull`. */
async function acceptedBooking(request: APIRequestContext, index: number, day: string, payInFull: boolean) {
  await saveBusinessDetails(request);
  const { inquiryId, booking, headers } = await acceptedQuoteBooking<{ _id: string; number: string; duePaise: number }>(
    request,
    { prefix: 'bookings-list', name: 'Tara Sethi', celebrityIndex: index, eventDate: day },
  );
  if (payInFull) await recordBankTransfer(request, headers, booking._id, booking.duePaise, 'UTR-BLIST-1');
  return { inquiryId, bookingId: booking._id, number: booking.number } satisfies Made;
}

async function textOf(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test('staff keep one celebrity’s bookings, read their totals, download them and open one at its booking', async ({
  page,
  request,
}) => {
  test.slow();
  const project = test.info().project.name;
  const phone = project === 'mobile';
  const index = phone ? 23 : 22;
  const first = phone ? 1040 : 1010;
  const celebrity = (await catalogue(request))[index];
  if (!celebrity) throw new Error('no seeded celebrity');
  const awaiting = await acceptedBooking(request, index, dayFromNow(first), false);
  const paid = await acceptedBooking(request, index, dayFromNow(first + 10), true);

  await startSignedIn(page, DEMO_STAFF);
  await page.goto('/admin');
  await openFromSidebar(page, 'Bookings');
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page).toHaveTitle(/^Bookings \| /);

  // One celebrity, the journey's span of days.
  await openFilters(page);
  await page.getByLabel('Celebrity', { exact: true }).selectOption({ label: celebrity.name });
  await page.getByLabel('Event from', { exact: true }).fill(dayFromNow(first));
  await page.getByLabel('Event to', { exact: true }).fill(dayFromNow(first + 20));
  await closeFilters(page);
  await expect(page).toHaveURL(/celebrity=.*from=.*to=/);
  const list = phone
    ? page.getByRole('list', { name: 'Bookings, soonest event first' })
    : page.getByRole('table', { name: 'Bookings, soonest event first' });
  const rows = phone ? list.getByRole('article') : list.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(awaiting.number);
  await expect(rows.nth(0)).toContainText('Awaiting advance');
  await expect(rows.nth(1)).toContainText(paid.number);
  await expect(rows.nth(1)).toContainText('Confirmed');
  await expect(page.locator('#bookings-summary')).toHaveText('2 bookings');

  // The totals of the two: booked twice the quote, paid once, due once.
  const totals = page.getByRole('region', { name: 'Totals of the bookings shown by these filters' });
  await expect(totals.getByRole('definition').first()).toHaveText('₹5,32,000.00');
  await expect(totals).toContainText(`Paid${QUOTE_TOTAL}`);
  await expect(totals).toContainText(`Due${QUOTE_TOTAL}`);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/bookings-list-${project}.png`, fullPage: true });

  // Only those with a balance due: the one awaiting its advance.
  await openFilters(page);
  await page.getByLabel('Money', { exact: true }).selectOption({ label: 'Balance due' });
  await closeFilters(page);
  await expect(page).toHaveURL(/due=any/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(awaiting.number);
  await expect(totals).toContainText(`Paid₹0.00`);

  // The CSV of the filtered bookings.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d\d-\d\d\.csv$/);
  const csv = (await textOf(download)).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split(/\r?\n/);
  expect(lines[0]).toContain('Booking,Celebrity,Customer');
  expect(lines.length).toBe(2);
  expect(lines[1]).toContain(awaiting.number);
  expect(lines[1]).toContain('266000.00');

  // Overdue: none of the journey's (their balances fall due years ahead).
  await openFilters(page);
  await page.getByLabel('Money', { exact: true }).selectOption({ label: 'Overdue' });
  await closeFilters(page);
  await expect(page.getByText('No bookings match these filters')).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to the balance due; the booking opens its inquiry at the booking.
  await page.goBack();
  await expect(rows).toHaveCount(1);
  await page.getByRole('link', { name: awaiting.number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${awaiting.inquiryId}#booking-${awaiting.bookingId}$`));
  const booking = page.locator(`#booking-${awaiting.bookingId}`);
  await expect(booking).toContainText(awaiting.number);
  await expect(booking).toBeInViewport();
  await page.screenshot({ path: `/tmp/bookings-list-opened-${project}.png` });
});
