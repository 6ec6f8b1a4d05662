import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { catalogue, dayFromNow, expectNoHorizontalScroll, type ApiCelebrity } from './helpers/public';

interface ApiInquiry {
  _id: string;
  name: string;
  celebrityName: string;
}

/** A word no other run, project or test uses (the suite shares one database). */
function uniqueTag(): string {
  return `${test.info().project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** A visitor's inquiry, sent the way the public form sends it (SPEC §7). */
async function submitInquiry(
  request: APIRequestContext,
  celebrity: ApiCelebrity,
  name: string,
  overrides: Record<string, string> = {},
): Promise<ApiInquiry> {
  const response = await request.post('/api/inquiries', {
    data: {
      name,
      email: 'visitor@example.com',
      phoneNumber: '+91 99300 11223',
      eventType: 'Corporate Event',
      eventDate: dayFromNow(30),
      eventLocation: 'Bandra Kurla Complex, Mumbai',
      additionalDetails: 'Annual day, about 800 guests.',
      celebrity: celebrity._id,
      consent: true,
      celebrityName: celebrity.name,
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: ApiInquiry }).data;
}

async function setStatusThroughApi(request: APIRequestContext, id: string, status: string): Promise<void> {
  const { token } = await loginThroughApi(request, DEMO_ADMIN);
  const response = await request.put(`/api/inquiries/${id}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(response.ok()).toBe(true);
}

async function firstCelebrity(request: APIRequestContext): Promise<ApiCelebrity> {
  const [first] = await catalogue(request);
  if (!first) throw new Error('no seeded celebrity');
  return first;
}

async function openInquiries(page: Page, query = ''): Promise<void> {
  await page.goto(`/admin/inquiries${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries Management' })).toBeVisible();
  await expect(page).toHaveTitle(/^Inquiries Management \| /);
  await expect(page.getByText('Loading inquiries...')).toBeHidden();
}

/** The list's inquiries: cards on a phone, table rows from 1024 px (both carry the name). */
function cards(page: Page) {
  return page.locator('main [data-inquiry-name]');
}

function item(page: Page, name: string) {
  return page.locator(`main [data-inquiry-name="${name}"]`);
}

function isWide(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 1024;
}

/** On a phone the filters are folded into a sheet behind the Filters button: open it if shut. */
async function showFilters(page: Page): Promise<void> {
  if (isWide(page)) return;
  const sheet = page.locator('#inquiry-filters');
  if (await sheet.evaluate((element) => element.matches(':popover-open'))) return;
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('button', { name: 'Show results' })).toBeVisible();
}

/** An inquiry's row menu, opened with a click: "More actions for <name>". */
async function openRowMenu(page: Page, name: string) {
  await item(page, name)
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
  const menu = page.getByRole('menu', { name: `More actions for ${name}` });
  await expect(menu).toBeVisible();
  return menu;
}

test.beforeEach(async ({ page }) => {
  await startSignedIn(page, DEMO_ADMIN);
});

test('a visitor inquiry shows up, is searched, changes status and is deleted', async ({ page }) => {
  test.slow();
  const celebrity = await firstCelebrity(page.request);
  const name = `Aditi ${uniqueTag()}`;
  const eventDate = dayFromNow(45);
  await submitInquiry(page.request, celebrity, name, {
    email: 'aditi@example.com',
    phoneNumber: '+91 98200 33445',
    eventType: 'Wedding',
    eventDate,
    eventLocation: 'Umaid Bhawan, Jodhpur',
    additionalDetails: 'Sangeet night, 30 minutes.',
  });

  await openInquiries(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.getByPlaceholder('Search inquiries...').fill(name.toUpperCase());
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(cards(page)).toHaveCount(1);
  const card = item(page, name);
  await expect(card.getByText(`wants to book ${celebrity.name}`)).toBeVisible({ visible: !isWide(page) });
  await expect(card.getByRole('link', { name: celebrity.name })).toHaveAttribute(
    'href',
    `/admin/celebrities/view/${celebrity._id}`,
  );
  await expect(card.locator('[data-clock]')).toHaveAttribute('data-clock', 'time-left');
  // The table keeps the reference under the name; a phone's card leaves it to the inquiry's page.
  await expect(card.getByText(/^SLT-\d{4}-\d{4}$/)).toBeVisible({ visible: isWide(page) });
  // The status shows once: its dropdown, drawn as the badge, in the badge's colour (SPEC §4).
  const badge = card.locator('[data-status]');
  await expect(badge).toHaveCount(1);
  await expect(badge).toHaveRole('combobox');
  await expect(badge).toHaveAttribute('data-status', 'pending');
  await expect(badge).toHaveClass(/bg-yellow-100/);
  // Delete is not on the row's line but in its menu.
  await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  // Every field, on the inquiry's own page (the table shows only what a person scans by).
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^SLT-\d{4}-\d{4}$/)).toBeVisible();
  const details = page.getByRole('region', { name: 'Booking details' });
  await expect(details.getByRole('link', { name: 'aditi@example.com' })).toHaveAttribute(
    'href',
    'mailto:aditi@example.com',
  );
  await expect(details.getByRole('link', { name: '+91 98200 33445' })).toHaveAttribute('href', 'tel:+919820033445');
  const [year, month, day] = eventDate.split('-').map(Number);
  const longDate = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year!, month! - 1, day));
  await expect(details.getByText(longDate)).toBeVisible();
  await expect(details.getByText('Umaid Bhawan, Jodhpur')).toBeVisible();
  await expect(details.getByText('Wedding', { exact: true })).toBeVisible();
  await expect(details.getByText('Sangeet night, 30 minutes.')).toBeVisible();
  await page.goBack();
  await expect(cards(page)).toHaveCount(1);

  // Any status at any time; the badge follows with its colour (SPEC §4).
  const status = card.getByRole('combobox', { name: /^Status/ });
  await expect(status).toHaveValue('pending');
  for (const [value, colour] of [
    ['confirmed', /bg-green-100/],
    ['contacted', /bg-blue-100/],
    ['rejected', /bg-red-100/],
  ] as const) {
    await status.selectOption(value);
    await expect(page.getByText('Inquiry status updated successfully!').first()).toBeVisible();
    await expect(badge).toHaveAttribute('data-status', value);
    await expect(badge).toHaveClass(colour);
  }

  // The search is in the URL: a reload shows the same view, with the stored status.
  await page.reload();
  await expect(page.getByPlaceholder('Search inquiries...')).toHaveValue(name.toUpperCase());
  await expect(item(page, name).locator('[data-status]')).toHaveAttribute('data-status', 'rejected');

  // The row's menu by keyboard: Enter opens it on its first item, arrows move, Escape closes it
  // and gives the focus back to its button.
  const menuButton = item(page, name).getByRole('button', { name: `More actions for ${name}` });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `More actions for ${name}` });
  await expect(menu.getByRole('menuitem', { name: 'Open inquiry' })).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Open inquiry' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // Delete asks first (SPEC §2); Cancel keeps the inquiry and returns to the menu's button.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure you want to delete this inquiry?')).toBeVisible();
  await expect(menu).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(item(page, name)).toBeVisible();

  await (await openRowMenu(page, name)).getByRole('menuitem', { name: 'Delete' }).click();
  await expect(dialog.getByText('Are you sure you want to delete this inquiry?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Inquiry deleted successfully!')).toBeVisible();
  await expect(page.getByText('No inquiries found matching your search.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('the status filter combines with the search and lives in the URL', async ({ page }) => {
  const celebrity = await firstCelebrity(page.request);
  const tag = uniqueTag();
  const contacted = await submitInquiry(page.request, celebrity, `Filter ${tag} Contacted`);
  await submitInquiry(page.request, celebrity, `Filter ${tag} Pending`);
  await setStatusThroughApi(page.request, contacted._id, 'contacted');

  await openInquiries(page, `?q=${tag}`);
  await expect(cards(page)).toHaveCount(2);

  const filter = page.getByLabel('Status', { exact: true });
  await expect(filter).toHaveValue('');
  await showFilters(page);
  await filter.selectOption('contacted');
  await expect(page).toHaveURL(/[?&]status=contacted/);
  await expect(cards(page)).toHaveCount(1);
  await expect(item(page, `Filter ${tag} Contacted`)).toBeVisible();

  await filter.selectOption('confirmed');
  await expect(page.getByText('No inquiries found matching your search.')).toBeVisible();

  // Back returns to the previous filter.
  await page.goBack();
  await expect(filter).toHaveValue('contacted');
  await expect(cards(page)).toHaveCount(1);

  await showFilters(page);
  await filter.selectOption({ label: 'All' });
  await expect(page).not.toHaveURL(/status=/);
  await expect(cards(page)).toHaveCount(2);
});

test('the quote filter combines with the search and lives in the URL', async ({ page }) => {
  const celebrity = await firstCelebrity(page.request);
  const tag = uniqueTag();
  await submitInquiry(page.request, celebrity, `Quote filter ${tag}`);

  await openInquiries(page, `?q=${tag}`);
  await expect(cards(page)).toHaveCount(1);
  // A new inquiry has no quote: "—" in its Quote column (a phone's card leaves the quote to the
  // inquiry's page).
  await expect(item(page, `Quote filter ${tag}`).getByText('No quote')).toHaveCount(isWide(page) ? 1 : 0);

  const filter = page.getByLabel('Quote', { exact: true });
  await expect(filter).toHaveValue('');
  await showFilters(page);
  await filter.selectOption({ label: 'No quote' });
  await expect(page).toHaveURL(/[?&]quote=none/);
  await expect(cards(page)).toHaveCount(1);

  await filter.selectOption({ label: 'Expired' });
  await expect(page).toHaveURL(/[?&]quote=expired/);
  await expect(page.getByText('No inquiries found matching your search.')).toBeVisible();

  // Kept across a reload, and Back returns to the previous filter.
  await page.reload();
  await expect(filter).toHaveValue('expired');
  await page.goBack();
  await expect(filter).toHaveValue('none');
  await expect(cards(page)).toHaveCount(1);

  await showFilters(page);
  await filter.selectOption({ label: 'All quotes' });
  await expect(page).not.toHaveURL(/quote=/);
  await expect(cards(page)).toHaveCount(1);
});

test('the CSV export downloads exactly the filtered rows', async ({ page }) => {
  const celebrity = await firstCelebrity(page.request);
  const tag = uniqueTag();
  const wanted = await submitInquiry(page.request, celebrity, `Export ${tag} Wanted`);
  await submitInquiry(page.request, celebrity, `Export ${tag} Other`);
  await setStatusThroughApi(page.request, wanted._id, 'confirmed');

  await openInquiries(page, `?q=${tag}&status=confirmed`);
  await expect(cards(page)).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(`Export ${tag} Wanted`);
  expect(csv).not.toContain(`Export ${tag} Other`);
  expect(csv).toContain(celebrity.name);

  // A failed export says so.
  await page.route('**/api/inquiries/export.csv**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Boom"}' }),
  );
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText(/^Failed to export inquiries/)).toBeVisible();
});

test('many inquiries are paged, and the page is kept in the URL', async ({ page }) => {
  test.slow();
  const celebrity = await firstCelebrity(page.request);
  const tag = uniqueTag();
  for (let index = 1; index <= 11; index++) {
    await submitInquiry(page.request, celebrity, `Paged ${tag} ${String(index).padStart(2, '0')}`);
  }

  await openInquiries(page, `?q=${tag}`);
  await expect(page.getByText('Showing 1–10 of 11 inquiries')).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: 'Inquiries pages' });
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  // Found from the last row of page 1 (a cursor), not by counting rows from the start.
  await expect(page).toHaveURL(/[?&]after=/);
  await expect(page.getByText('Showing 11–11 of 11 inquiries')).toBeVisible();
  // Newest first: the first one sent is alone on the last page.
  await expect(cards(page)).toHaveCount(1);
  await expect(item(page, `Paged ${tag} 01`)).toBeVisible();

  await page.reload();
  await expect(item(page, `Paged ${tag} 01`)).toBeVisible();
  await page.goBack();
  await expect(cards(page)).toHaveCount(10);
});

test('failures say what failed', async ({ page }) => {
  const celebrity = await firstCelebrity(page.request);
  const name = `Failing ${uniqueTag()}`;
  await submitInquiry(page.request, celebrity, name);
  await openInquiries(page, `?q=${encodeURIComponent(name)}`);
  const card = item(page, name);
  await expect(card).toBeVisible();

  const failure = { status: 500, contentType: 'application/json', body: '{"success":false,"message":"Boom"}' };
  await page.route('**/api/inquiries/*/status', (route) => route.fulfill(failure));
  await card.getByRole('combobox', { name: /^Status/ }).selectOption('confirmed');
  await expect(page.getByText('Failed to update inquiry status')).toBeVisible();
  await expect(card.getByRole('combobox', { name: /^Status/ })).toHaveValue('pending');

  await page.route(/\/api\/inquiries\/[^/?]+$/, (route) =>
    route.request().method() === 'DELETE' ? route.fulfill(failure) : route.continue(),
  );
  await (await openRowMenu(page, name)).getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  // A server failure without a reason of its own: SPEC's text.
  await expect(page.getByText('Failed to delete inquiry')).toBeVisible();
  await expect(card).toBeVisible();
  // A refusal with a reason shows the reason (issue 36).
  const reason = 'This inquiry has a booking: its receipts and invoices are tax records the agency must keep';
  await page.route(/\/api\/inquiries\/[^/?]+$/, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: reason }),
        })
      : route.continue(),
  );
  await (await openRowMenu(page, name)).getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(card).toBeVisible();

  await page.route(/\/api\/inquiries\?/, (route) => route.fulfill(failure));
  await page.reload();
  await expect(page.getByText('Failed to fetch inquiries').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
