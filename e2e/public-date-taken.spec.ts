import { expect, test } from '@playwright/test';
import { DEMO_STAFF, loginThroughApi, startSignedIn } from './helpers/admin';
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
  // A celebrity of each project's own: the journey turns the warning off for it.
  const celebrity = (await catalogue(request))[test.info().project.name === 'mobile' ? 4 : 3];
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
  const free = page.waitForResponse((response) =>
    response.url().includes(`/api/celebrities/${celebrity._id}/availability?from=${dayFromNow(400)}`),
  );
  await dialog.getByLabel('Event date').fill(dayFromNow(400));
  expect(((await (await free).json()) as { data: unknown }).data).toEqual({ shown: true, taken: [] });
  await expect(warning).toHaveCount(0);
  await dialog.getByLabel('Event date').fill(day);
  await expect(warning).toBeVisible();
  await expect(dialog.getByText('Private family wedding')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Another day: the warning goes.
  await dialog.getByLabel('Event date').fill(dayFromNow(401));
  await expect(warning).toHaveCount(0);

  // Staff keep this celebrity's diary private: the form no longer says the day is taken.
  await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/calendar?celebrity=${celebrity._id}`);
  const warnVisitors = page.getByRole('checkbox', { name: /^Warn visitors on .+ booking form/ });
  await expect(warnVisitors).toBeChecked();
  await warnVisitors.uncheck();
  await expect(page.getByText('Booked dates are kept private').first()).toBeVisible();
  await expect(warnVisitors).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.goto(`/celebrity/${celebrity._id}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^(Contact for Booking|Inquire for Price)$/ }).click();
  const reopened = page.getByRole('dialog');
  // The form's own question, answered: the diary is private, so nothing is said.
  const answered = page.waitForResponse((response) =>
    response.url().includes(`/api/celebrities/${celebrity._id}/availability?from=${day}`),
  );
  await reopened.getByLabel('Event date').fill(day);
  expect(((await (await answered).json()) as { data: unknown }).data).toEqual({ shown: false, taken: [] });
  await expect(reopened.getByText('Already booked on this date: choose another date or send anyway')).toHaveCount(0);
});
