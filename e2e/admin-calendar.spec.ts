import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STAFF, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { catalogue, dayFromNow, expectNoHorizontalScroll, isSmallScreen } from './helpers/public';
import { draftAndSendQuote, statusPathIn, submitInquiry, uniqueEmail } from './helpers/quotes';

/**
 * The celebrities' calendar (issue 22): staff open it from the sidebar, move between months, add
 * a blackout for one celebrity and see it on its month (a grid on a wide screen, a list by day on
 * a phone), are refused a second, overlapping one with the clash named in the form, read the
 * blackout's details from the keyboard and remove it.
 */

/** A far-off month of each project's own, so projects sharing a server never meet each other's blackouts. */
function journeyMonth(): { month: string; monthName: string; nextName: string; days: string } {
  return test.info().project.name === 'mobile'
    ? { month: '2033-03', monthName: 'March 2033', nextName: 'April 2033', days: '10 March 2033 to 12 March 2033' }
    : {
        month: '2033-02',
        monthName: 'February 2033',
        nextName: 'March 2033',
        days: '10 February 2033 to 12 February 2033',
      };
}

// A browser west of India must not move a day: New York's clock is hours behind India's.
test.use({ timezoneId: 'America/New_York' });

/** The block spans the grid's cells of `first` to `last`, no day earlier or later. */
async function expectBlockOnDays(page: Page, block: Locator, first: string, last: string): Promise<void> {
  const [box, firstCell, lastCell] = await Promise.all([
    block.boundingBox(),
    page.locator(`[data-date="${first}"]`).first().boundingBox(),
    page.locator(`[data-date="${last}"]`).first().boundingBox(),
  ]);
  if (!box || !firstCell || !lastCell) throw new Error('the block or its days are not drawn');
  expect(box.x).toBeGreaterThanOrEqual(firstCell.x - 1);
  expect(box.x).toBeLessThan(firstCell.x + firstCell.width / 2);
  expect(box.x + box.width).toBeGreaterThan(lastCell.x + lastCell.width / 2);
  expect(box.x + box.width).toBeLessThanOrEqual(lastCell.x + lastCell.width + 1);
}

async function openCalendarFromSidebar(page: Page): Promise<void> {
  await page.goto('/admin/dashboard');
  if (isSmallScreen(page)) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const sidebar = isSmallScreen(page)
    ? page.getByRole('dialog', { name: 'Admin Panel' })
    : page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/admin\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page).toHaveTitle(/^Calendar \| /);
  await expect(page.getByText('Loading the calendar...')).toBeHidden();
}

test('staff add a blackout, see it on its month, are refused an overlapping one, and remove it', async ({ page }) => {
  test.slow();
  const { month, monthName, nextName, days } = journeyMonth();
  const [, , celebrity] = await catalogue(page.request);
  if (!celebrity) throw new Error('no seeded celebrity');
  const { user } = await startSignedIn(page, DEMO_STAFF);
  const reason = `Film shoot abroad (${test.info().project.name})`;

  await openCalendarFromSidebar(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // One celebrity's calendar, kept in the address.
  await page.getByLabel('Celebrity', { exact: true }).selectOption({ label: celebrity.name });
  await expect(page).toHaveURL(new RegExp(`celebrity=${celebrity._id}`));

  // The blackout: the celebrity shown is chosen already; the toast says it is added, and the
  // calendar goes to its month.
  await page.getByRole('button', { name: 'Add blackout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add blackout' });
  const form = dialog.getByRole('form', { name: 'Add blackout' });
  await expect(form.getByLabel('Celebrity')).toHaveValue(celebrity._id);
  await expect(form.getByLabel('Start')).toBeFocused();
  await form.getByLabel('Start').fill(`${month}-10`);
  await form.getByLabel('End').fill(`${month}-12`);
  await form.getByLabel('Reason').fill(reason);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Add blackout' }).click();
  await expect(page.getByText('Blackout added').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await expect(page.getByRole('heading', { level: 2, name: monthName })).toBeVisible();

  // On its month: a block of the grid, or an entry of the phone's list, that opens its details.
  const blackout = page.getByRole('button', { name: `Blackout: ${celebrity.name}` });
  await expect(blackout).toHaveCount(1);
  if (isSmallScreen(page)) {
    await expect(page.getByRole('list', { name: `${monthName}, by day` })).toBeVisible();
    await expect(blackout).toContainText(days);
  } else {
    await expectBlockOnDays(page, blackout, `${month}-10`, `${month}-12`);
  }
  await expectNoHorizontalScroll(page);
  // The month's entries, no longer dimmed: while another month or celebrity loads, the last one
  // stays on screen at 60 % (aria-busy), which axe would rightly find too faint.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A second blackout sharing a day with it is refused, with the clash named in the form.
  await page.getByRole('button', { name: 'Add blackout' }).click();
  await form.getByLabel('Start').fill(`${month}-12`);
  await form.getByLabel('End').fill(`${month}-14`);
  await form.getByLabel('Reason').fill('Another engagement');
  await form.getByRole('button', { name: 'Add blackout' }).click();
  await expect(form.getByRole('alert')).toHaveText(`These dates clash with a blackout from ${days}: ${reason}`);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(blackout).toHaveCount(1);

  // Another month and back: the address follows.
  await page.getByRole('button', { name: `Next month, ${nextName}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: nextName })).toBeVisible();
  await expect(blackout).toHaveCount(0);
  await page.getByRole('button', { name: /^Previous month, / }).click();
  await expect(page.getByRole('heading', { level: 2, name: monthName })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));

  // Its details, from the keyboard; Escape gives the focus back to it.
  await blackout.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: `Blackout: ${celebrity.name}` });
  await expect(details).toBeVisible();
  await expect(details.getByText(reason)).toBeVisible();
  await expect(details.getByText(days)).toBeVisible();
  await expect(details.getByText(user.name)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(blackout).toBeFocused();

  // Removed, after a confirmation: gone from the month, the focus on the month's heading.
  await blackout.click();
  await details.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Blackout removed').first()).toBeVisible();
  await expect(details).toHaveCount(0);
  await expect(blackout).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: monthName })).toBeFocused();
  await expect(page.getByText(`Nothing in ${monthName}`)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('a booking’s entry links to its inquiry’s page, with the booking’s number', async ({ page, request }) => {
  test.slow();
  // A day and a celebrity of each project's own (both share the server).
  const phone = test.info().project.name === 'mobile';
  // 40 days apart: never the same month, so each project's calendar shows only its own hold; and
  // days no other journey books (admin-booking-lines books 500 to 530 days ahead on the same celebrity).
  const day = dayFromNow(phone ? 600 : 560);
  const celebrityIndex = phone ? 4 : 3;
  const celebrity = (await catalogue(request))[celebrityIndex];
  if (!celebrity) throw new Error('no seeded celebrity');
  await saveBusinessDetails(request);
  const email = uniqueEmail('calendar-link', test.info().project.name);
  const inquiryId = await submitInquiry(request, email, 'Tara Mehta', { celebrityIndex, eventDate: day });
  await draftAndSendQuote(request, inquiryId);
  const token =
    statusPathIn((await waitForMail(request, email, /^Your quotation /)).text)
      .split('/')
      .at(-1) ?? '';
  const accepted = await request.post(`/api/inquiry-status/${token}/quote/accept`, {
    data: { name: 'Tara Mehta', agree: true, version: 1 },
  });
  expect(accepted.status()).toBe(200);

  await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/calendar?month=${day.slice(0, 7)}&celebrity=${celebrity._id}`);
  await expect(page.getByText('Loading the calendar...')).toBeHidden();
  await page
    .getByRole('button', { name: `Hold: ${celebrity.name}` })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: `Hold: ${celebrity.name}` });
  await expect(
    details.getByText(
      /^Booking SLT\/B\/\d\d-\d\d\/\d{4} awaits its advance: it is confirmed or cancelled on its inquiry’s page\.$/,
    ),
  ).toBeVisible();
  const link = details.getByRole('link', {
    name: /^Open booking SLT\/B\/\d\d-\d\d\/\d{4} on inquiry SLT-\d{4}-\d{4}$/,
  });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('calendar-entry-link.png') });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${inquiryId}$`));
  await expect(
    page.getByRole('region', { name: 'Booking', exact: true }).locator('[data-booking-state="awaiting_advance"]'),
  ).toBeVisible();
});

test('an admin makes a celebrity’s calendar address for a phone, and renewing it stops the old one', async ({
  page,
  request,
}) => {
  // A celebrity of each project's own: renewing one project's address must not undo the other's.
  const celebrity = (await catalogue(request))[test.info().project.name === 'mobile' ? 6 : 5];
  if (!celebrity) throw new Error('no seeded celebrity');
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto(`/admin/calendar?celebrity=${celebrity._id}`);
  const panel = page.getByRole('region', { name: `${celebrity.name}’s calendar on a phone` });
  await expect(panel.getByText(/^Make a private address the manager adds/)).toBeVisible();
  await panel.getByRole('button', { name: 'Make a calendar address' }).click();
  const address = panel.locator('code');
  await expect(address).toHaveText(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = new URL((await address.textContent()) ?? '').pathname;
  const feed = await request.get(first);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`X-WR-CALNAME:${celebrity.name} (Starline Talent)`);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Renew the calendar address' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Renew' }).click();
  await expect(address).not.toHaveText(new RegExp(first.split('/').at(-1) ?? ''));
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(new URL((await address.textContent()) ?? '').pathname)).status()).toBe(200);
});
