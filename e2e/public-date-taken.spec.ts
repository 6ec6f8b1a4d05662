import { expect, test } from '@playwright/test';
import { DEMO_STAFF, loginThroughApi } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { catalogue, dayFromNow } from './helpers/public';

/**
 * A blackout shows on the public booking form (issue 22): a visitor who picks a day the celebrity
 * is unavailable is told so, without by whom or why, and may still send the inquiry.
 */
test('a day the celebrity is blacked out is pointed out on the booking form, without saying why', async ({
  page,
  request,
}) => {
  const celebrity = (await catalogue(request))[3];
  if (!celebrity) throw new Error('no seeded celebrity');
  // A day no other journey uses, apart for each project (both share the server).
  const day = dayFromNow(test.info().project.name === 'mobile' ? 440 : 430);
  const staff = await loginThroughApi(request, DEMO_STAFF);
  const blackout = await request.post(`/api/celebrities/${celebrity._id}/blackouts`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: { start: day, end: day, reason: 'Private family wedding' },
  });
  expect(blackout.status()).toBe(201);

  await page.goto(`/celebrity/${celebrity._id}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^(Contact for Booking|Inquire for Price)$/ }).click();
  const dialog = page.getByRole('dialog');
  const warning = dialog.getByText('Already booked on this date: choose another date or send anyway');
  await dialog.getByLabel('Event date').fill(dayFromNow(400));
  await expect(dialog.getByLabel('Event date')).toHaveValue(dayFromNow(400));
  await expect(warning).toHaveCount(0);
  await dialog.getByLabel('Event date').fill(day);
  await expect(warning).toBeVisible();
  await expect(dialog.getByText('Private family wedding')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Another day: the warning goes.
  await dialog.getByLabel('Event date').fill(dayFromNow(401));
  await expect(warning).toHaveCount(0);
});
