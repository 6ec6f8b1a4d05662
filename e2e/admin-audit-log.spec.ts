import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STAFF, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { closeFilters, filtersButton, filtersFolded, openFilters } from './helpers/filters-sheet';
import { catalogue, dayFromNow, expectNoHorizontalScroll, isSmallScreen } from './helpers/public';

/** A word no other run, project or test uses (the suite shares one database). */
function uniqueTag(): string {
  return `${test.info().project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Today in India's calendar, as the log's day filters take it. */
function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** A long note, with markup that must show as typed. */
const NOTE = `Called back: <b>not bold</b> ${'and the rest of a long conversation about the event '.repeat(8)}END-OF-NOTE`;

/**
 * Changes an admin makes through the API (as the screens send them): a visitor's inquiry, its
 * status moved from pending to contacted, and a note.
 */
async function auditedChanges(request: APIRequestContext, name: string): Promise<void> {
  const [celebrity] = await catalogue(request);
  if (!celebrity) throw new Error('no seeded celebrity');
  const created = await request.post('/api/inquiries', {
    data: {
      name,
      email: `audit-${name.toLowerCase().replaceAll(' ', '-')}@example.com`,
      phoneNumber: '+91 98200 11223',
      eventType: 'Brand Event',
      eventDate: dayFromNow(60),
      eventLocation: 'Bandra, Mumbai',
      celebrity: celebrity._id,
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  const inquiryId = ((await created.json()) as { data: { _id: string } }).data._id;
  const { token } = await loginThroughApi(request, DEMO_ADMIN);
  const headers = { Authorization: `Bearer ${token}` };
  const status = await request.put(`/api/inquiries/${inquiryId}/status`, { headers, data: { status: 'contacted' } });
  expect(status.ok()).toBe(true);
  const note = await request.post(`/api/inquiries/${inquiryId}/notes`, { headers, data: { body: NOTE } });
  expect(note.ok()).toBe(true);
}

async function openAuditLogFromSidebar(page: Page): Promise<void> {
  await page.goto('/admin/dashboard');
  if (isSmallScreen(page)) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const sidebar = isSmallScreen(page)
    ? page.getByRole('dialog', { name: 'Admin Panel' })
    : page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page).toHaveTitle(/^Audit log \| /);
  await expect(page.getByText('Loading changes...')).toBeHidden();
}

/** The change that reads `what`: a table row on a wide screen, a card on a phone. */
function entry(page: Page, what: string): Locator {
  return (page.viewportSize()?.width ?? 1280) >= 1024
    ? page.getByRole('table', { name: 'Changes, newest first' }).getByRole('row').filter({ hasText: what })
    : page.getByRole('list', { name: 'Changes, newest first' }).getByRole('article').filter({ hasText: what });
}

/** Opens a change's values before and after; returns the panel. */
async function showChanges(page: Page, what: string): Promise<Locator> {
  const toggle = entry(page, what).getByRole('button', { name: /^Show changes/ });
  await toggle.click();
  const opened = entry(page, what).getByRole('button', { name: /^Hide changes/ });
  await expect(opened).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await opened.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  return panel;
}

test('an admin finds a change in the audit log by kind, person, day and text, and reads its values', async ({
  page,
}) => {
  test.slow();
  const me = await startSignedIn(page, DEMO_ADMIN);
  const tag = uniqueTag();
  const name = `Audit ${tag}`;
  await auditedChanges(page.request, name);
  const project = test.info().project.name;

  await openAuditLogFromSidebar(page);
  await expect(page.getByRole('status').filter({ hasText: /\d+ changes?|Showing/ })).toBeVisible();

  // The first screen shows changes, not controls: on a phone only the search and one button.
  await expect(entry(page, 'SLT-').first()).toBeInViewport();
  await expect(filtersButton(page)).toBeVisible({ visible: filtersFolded(page) });

  // Filters, each one in the address (on a phone, in the Filters sheet).
  await openFilters(page);
  await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Inquiries' });
  await expect(page).toHaveURL(/[?&]kind=inquiry(&|$)/);
  await page.getByLabel('Person', { exact: true }).selectOption({ label: me.user.name });
  await expect(page).toHaveURL(new RegExp(`[?&]actor=${me.user._id}(&|$)`));
  const today = todayInIndia();
  await page.getByLabel('From', { exact: true }).fill(today);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${today}(&|$)`));
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(page).toHaveURL(new RegExp(`[?&]to=${today}(&|$)`));
  await expectNoAxeViolations(page);
  await closeFilters(page);
  // The button counts the four filters set; the search, always in view, is not one of them.
  if (filtersFolded(page)) await expect(filtersButton(page)).toHaveAccessibleName('Filters 4 set');
  await page.getByPlaceholder('Search by record or person...').fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}(&|$)`));
  await expect(page.getByText('Loading changes...')).toBeHidden();

  // The visitor's "received" is someone else's change: only the admin's two remain.
  await expect(page.getByRole('status').filter({ hasText: '2 changes' })).toBeVisible();
  const statusChange = entry(page, 'Inquiry status changed');
  await expect(statusChange).toHaveCount(1);
  await expect(statusChange.getByText(new RegExp(`SLT-\\d{4}-\\d{4} \\(${name}\\)`))).toBeVisible();
  await expect(statusChange.getByText(me.user.name)).toBeVisible();
  await expect(statusChange.getByText(/\d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} [ap]m IST/)).toBeVisible();
  await expect(entry(page, 'Inquiry received')).toHaveCount(0);

  // Before → after: the status only (the fields that changed).
  const changes = await showChanges(page, 'Inquiry status changed');
  await expect(changes.getByRole('term')).toHaveText(['Status', 'Emailed customer']);
  const status = changes.getByRole('definition').first();
  await expect(status).toContainText(/Before\s*pending/);
  await expect(status).toContainText(/After\s*contacted/);

  // A note: its text as typed, the long one folded until "Show all".
  const note = await showChanges(page, 'Inquiry note added');
  await expect(note.getByRole('heading', { name: 'Values it was created with' })).toBeVisible();
  await expect(note.getByText('<b>not bold</b>', { exact: false })).toBeVisible();
  await expect(note.locator('b')).toHaveCount(0);
  await expect(note.getByText('END-OF-NOTE', { exact: false })).toHaveCount(0);
  await note.getByRole('button', { name: 'Show all' }).click();
  await expect(note.getByText('END-OF-NOTE', { exact: false })).toBeVisible();
  await expect(note.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/audit-log-${project}.png`, fullPage: true });

  // A reload keeps the view: the filters are in the address.
  await page.reload();
  await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('inquiry');
  await expect(page.getByLabel('Person', { exact: true })).toHaveValue(me.user._id);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
  await expect(page.getByPlaceholder('Search by record or person...')).toHaveValue(tag);
  await expect(entry(page, 'Inquiry status changed')).toHaveCount(1);

  // Keyboard: the disclosure opens with Enter.
  const toggle = entry(page, 'Inquiry status changed').getByRole('button', { name: /^Show changes/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(entry(page, 'Inquiry status changed').getByRole('button', { name: /^Hide changes/ })).toBeFocused();

  // Nothing matches: said so, with a way back.
  await page.getByPlaceholder('Search by record or person...').fill(`${tag}-nothing`);
  await expect(page.getByText('No changes match these filters')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/audit-log-empty-${project}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('');
  if (filtersFolded(page)) await expect(filtersButton(page)).toHaveAccessibleName('Filters');
  await expect(page.getByPlaceholder('Search by record or person...')).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: /\d+ changes?|Showing/ })).toBeVisible();
});

test('staff do not see the audit log, and the screen refuses them', async ({ page }) => {
  await startSignedIn(page, DEMO_STAFF);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  if (isSmallScreen(page)) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Inquiries' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Only admins can read the audit log' })).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const { token } = await loginThroughApi(page.request, DEMO_STAFF);
  const refused = await page.request.get('/api/audit', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
});
