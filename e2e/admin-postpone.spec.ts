import { expect, type APIRequestContext, test } from '@playwright/test';
import { DEMO_STAFF, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { longDay } from './helpers/dates';
import { catalogue, dayFromNow, expectNoHorizontalScroll } from './helpers/public';
import { acceptedQuoteBooking, recordBankTransfer } from './helpers/quotes';

/**
 * Postponing a booking (issue 41): staff move a confirmed booking from the inquiry page; days
 * another confirmed booking of the same celebrity holds are refused, naming the clash, with
 * nothing typed lost; other days are taken, the panel shows them, the customer is e-mailed the
 * new dates and the timeline says so. Only celebrity 22 (desktop) or 23 (mobile), on days 1130 to
 * 1170 (desktop) or 1180 to 1220 (mobile) from now: no other journey books them.
 */

interface BookingRow {
  _id: string;
  number: string;
  advancePaise: number;
}

/** A booking inquiry for the celebrity on `day`, its quote sent and accepted, then confirmed: its booking. */
async function confirmedBooking(request: APIRequestContext, celebrityIndex: number, day: string, who: string) {
  const { inquiryId, email, booking, headers } = await acceptedQuoteBooking<BookingRow>(request, {
    prefix: who,
    name: 'Meher Bakshi',
    celebrityIndex,
    eventDate: day,
  });
  // The advance, paid: the booking is confirmed, and its receipt must survive the move.
  await recordBankTransfer(request, headers, booking._id, booking.advancePaise, `UTR${Date.now()}`);
  return { inquiryId, email, booking };
}

test('staff postpone a booking: a clash is named and nothing typed is lost, then the booking moves and the customer is told', async ({
  page,
  request,
}) => {
  test.slow();
  await saveBusinessDetails(request);
  const mobile = test.info().project.name === 'mobile';
  const celebrityIndex = mobile ? 23 : 22;
  const base = mobile ? 1180 : 1130;
  const celebrity = (await catalogue(request))[celebrityIndex];
  if (!celebrity) throw new Error(`no catalogue celebrity ${celebrityIndex}`);
  const [originalDay, newDay, takenDay] = [dayFromNow(base), dayFromNow(base + 10), dayFromNow(base + 20)];
  const { inquiryId, email, booking } = await confirmedBooking(request, celebrityIndex, originalDay, 'postpone');
  const other = await confirmedBooking(request, celebrityIndex, takenDay, 'postpone-other');

  await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/inquiries/${inquiryId}`);
  const panel = page.getByRole('region', { name: 'Booking', exact: true });
  const days = panel.locator('dt:text-is("Days") + dd');
  await expect(panel.locator('[data-booking-state="confirmed"]')).toBeVisible();
  await expect(days).toHaveText(new RegExp(`^${longDay(originalDay)} \\(`));

  await panel.getByRole('button', { name: 'Postpone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Postpone booking' });
  await expect(dialog.getByLabel('Start')).toHaveValue(originalDay);
  await dialog.getByLabel('Start').fill(takenDay);
  await dialog.getByLabel('End').fill(takenDay);
  await dialog.getByLabel('Reason').fill('The venue is being renovated');
  await dialog.getByRole('button', { name: 'Move to these days' }).click();

  // The clash names the celebrity, the day and the booking that holds it, never its customer.
  const clash = dialog.getByRole('alert');
  await expect(clash).toContainText(`${celebrity.name} is not free on these days`);
  await expect(clash).toContainText(`a confirmed booking on ${longDay(takenDay)}`);
  await expect(clash).toContainText(`booking ${other.booking.number}`);
  await expect(dialog.getByLabel('Start')).toHaveValue(takenDay);
  await expect(dialog.getByLabel('Reason')).toHaveValue('The venue is being renovated');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('postpone-clash.png'), fullPage: false });

  await dialog.getByLabel('Start').fill(newDay);
  await dialog.getByLabel('End').fill(newDay);
  await dialog.getByRole('button', { name: 'Move to these days' }).click();
  await expect(page.getByText(`${booking.number} moved to ${longDay(newDay)}`, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(days).toHaveText(new RegExp(`^${longDay(newDay)} \\(`));
  // Its payment stayed with it.
  await expect(panel.getByRole('list', { name: 'Payments' }).getByText(/Receipt SLT\/R\//)).toBeVisible();
  await expect(page.getByText(`Booking ${booking.number} moved to ${longDay(newDay)}`, { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await days.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('postpone-moved.png'), fullPage: false });

  const mail = await waitForMail(request, email, /^Booking .+ moves to /);
  expect(mail.text).toContain(longDay(newDay));
  expect(mail.text).toContain(longDay(originalDay));
  expect(mail.text).toContain('The venue is being renovated');

  // The calendar follows: the celebrity's confirmed day is the new one.
  const staff = await loginThroughApi(request, DEMO_STAFF);
  const calendar = await request.get(`/api/calendar?from=${originalDay}&to=${newDay}&celebrity=${celebrity._id}`, {
    headers: { authorization: `Bearer ${staff.token}` },
  });
  const entries = ((await calendar.json()) as { data: { start: string; bookingNumber: string | null }[] }).data;
  expect(entries.filter((entry) => entry.bookingNumber === booking.number).map((entry) => entry.start)).toEqual([
    newDay,
  ]);
});
