import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { closeFilters, filtersButton, filtersFolded, openFilters } from './helpers/filters-sheet';
import { catalogue, dayFromNow, expectNoHorizontalScroll, isSmallScreen } from './helpers/public';

interface ApiEmail {
  _id: string;
  kind: string;
  inquiry: string | null;
  recipients: string[];
  subject: string;
  state: string;
  attempts: number;
  lastError: string | null;
}

/** The e2e mail server refuses every address here (550), as a real one refuses an unknown mailbox. */
const REFUSED_DOMAIN = 'refused.example';

/** An address no other run, project or test uses (the suite shares one database and mailbox). */
function uniqueAddress(domain = 'example.com'): string {
  const tag = `${test.info().project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `outbox-${tag}@${domain}`;
}

/** A visitor's inquiry, sent the way the public form sends it; the acknowledgement is queued with it. */
async function submitInquiry(request: APIRequestContext, email: string): Promise<void> {
  const [celebrity] = await catalogue(request);
  if (!celebrity) throw new Error('no seeded celebrity');
  const response = await request.post('/api/inquiries', {
    data: {
      name: 'Meera Iyer',
      email,
      phoneNumber: '+91 98450 12345',
      eventType: 'Birthday Party',
      eventDate: dayFromNow(60),
      eventLocation: 'Koramangala, Bengaluru',
      additionalDetails: 'A surprise for my father’s 60th.',
      celebrity: celebrity._id,
      consent: true,
      celebrityName: celebrity.name,
    },
  });
  expect(response.status()).toBe(201);
}

/** The acknowledgement to `address` once `done` says its sending went as awaited. */
async function acknowledgementOnceSo(
  request: APIRequestContext,
  address: string,
  done: (email: ApiEmail | undefined) => boolean,
  awaited: string,
): Promise<ApiEmail> {
  const { token } = await loginThroughApi(request, DEMO_ADMIN);
  let found: ApiEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/emails?q=${encodeURIComponent(address)}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(response.ok()).toBe(true);
        const emails = ((await response.json()) as { data: ApiEmail[] }).data;
        found = emails.find((email) => email.kind === 'inquiry_received');
        return done(found);
      },
      { timeout: 20_000, message: `the acknowledgement to ${address} ${awaited}` },
    )
    .toBe(true);
  return found as ApiEmail;
}

/** The acknowledgement to `address` once the e-mail server has taken it (the e2e server has one). */
function sentAcknowledgement(request: APIRequestContext, address: string): Promise<ApiEmail> {
  return acknowledgementOnceSo(request, address, (email) => email?.state === 'sent', 'is sent');
}

async function openOutboxFromSidebar(page: Page): Promise<void> {
  await page.goto('/admin/dashboard');
  if (isSmallScreen(page)) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const sidebar = isSmallScreen(page)
    ? page.getByRole('dialog', { name: 'Admin Panel' })
    : page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page).toHaveTitle(/^Outbox \| /);
  await expect(page.getByText('Loading e-mails...')).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await startSignedIn(page, DEMO_ADMIN);
});

test('an inquiry’s acknowledgement is listed in the outbox and previewed', async ({ page }) => {
  test.slow();
  const address = uniqueAddress();
  await submitInquiry(page.request, address);
  const acknowledgement = await sentAcknowledgement(page.request, address);
  const reference = /SLT-\d{4}-\d{4}/.exec(acknowledgement.subject)?.[0];
  expect(reference, 'the subject carries the reference').toBeDefined();
  const project = test.info().project.name;

  await openOutboxFromSidebar(page);
  await expect(page.getByRole('status').filter({ hasText: /\d+ e-mails?|Showing/ })).toBeVisible();

  // The table on a wide screen, a card per e-mail on a phone; both name the same things.
  const entry = isSmallScreen(page)
    ? page.getByRole('list', { name: 'E-mails' }).getByRole('article', { name: acknowledgement.subject })
    : page.getByRole('table', { name: 'E-mails, newest first' }).getByRole('row', { name: acknowledgement.subject });
  await expect(entry).toBeVisible();
  await expect(entry.getByText(address)).toBeVisible();
  await expect(entry.getByText('Acknowledgement to customer')).toBeVisible();
  await expect(entry.getByText(/\d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} [ap]m IST/)).toBeVisible();
  const badge = entry.locator('[data-state]');
  await expect(badge).toHaveAttribute('data-state', 'sent');
  await expect(badge).toHaveText('Sent');
  await expect(entry.getByText(/^Sent at \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/outbox-list-${project}.png`, fullPage: true });

  // The state filter lives in the address (on a phone, in the Filters sheet).
  await openFilters(page);
  const filter = page.getByLabel('State');
  await filter.selectOption('unsent');
  await expect(page).toHaveURL(/[?&]state=unsent/);
  await expect(page.getByText('Loading e-mails...')).toBeHidden();
  await filter.selectOption('sent');
  await expect(page).toHaveURL(/[?&]state=sent/);
  await closeFilters(page);
  await expect(page.getByRole('link', { name: acknowledgement.subject })).toBeVisible();

  await page.getByRole('link', { name: acknowledgement.subject }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/outbox/${acknowledgement._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `We received your inquiry ${reference}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^We received your inquiry ${reference} \\| Outbox \\| `));
  await expect(page.getByText(/^Sent at \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
  await expect(page.getByText('The mail server accepted this e-mail.')).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View inquiry' })).toHaveAttribute(
    'href',
    `/admin/inquiries/${acknowledgement.inquiry}`,
  );

  const frame = page.getByTitle(`E-mail preview: ${acknowledgement.subject}`);
  await expect(frame).toHaveAttribute('sandbox', '');
  const body = page.frameLocator('iframe[sandbox]');
  await expect(body.getByRole('heading', { name: 'We received your inquiry' })).toBeVisible();
  await expect(body.locator('body')).toContainText(reference ?? '');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/outbox-preview-${project}.png`, fullPage: true });

  const plainTab = page.getByRole('tab', { name: 'Plain text' });
  await plainTab.click();
  await expect(plainTab).toHaveAttribute('aria-selected', 'true');
  const plain = page.getByRole('tabpanel', { name: 'Plain text' });
  await expect(plain).toContainText(reference ?? '');
  // The customer's private link is shown without its token: staff never read a working one.
  await expect(plain).toContainText('/inquiry/[hidden]');
  await expect(plain).not.toContainText(/\/inquiry\/[A-Za-z0-9_-]{43}/);
  await expect(frame).toBeHidden();
  // Arrow keys move between the tabs.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Formatted' })).toBeFocused();
  await expect(frame).toBeVisible();

  // Back to the list as it was left, filter included.
  await page.getByRole('link', { name: 'All e-mails' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox\?state=sent$/);
  await expect(page.getByLabel('State')).toHaveValue('sent');
});

test('staff find e-mails by reference, recipient or subject, with the state in the Filters sheet on a phone', async ({
  page,
}) => {
  test.slow();
  const address = uniqueAddress();
  await submitInquiry(page.request, address);
  const acknowledgement = await sentAcknowledgement(page.request, address);
  const reference = /SLT-\d{4}-\d{4}/.exec(acknowledgement.subject)?.[0] ?? '';
  const project = test.info().project.name;
  await openOutboxFromSidebar(page);
  // The first screen shows e-mails, not controls: on a phone only the search and one button.
  await expect(page.getByRole('link', { name: /^We received your inquiry/ }).first()).toBeInViewport();
  await expect(filtersButton(page)).toBeVisible({ visible: filtersFolded(page) });

  const search = page.getByLabel('Search e-mails');
  await expect(search).toHaveAttribute('placeholder', 'Reference, recipient or subject...');
  const count = page.getByRole('status').filter({ hasText: /e-mails?$/ });

  // By the inquiry's reference, in any case: its acknowledgement and the team's alert.
  await search.fill(reference.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${reference.toLowerCase()}(&|$)`));
  await expect(count).toHaveText('2 e-mails');
  await expect(page.getByRole('link', { name: acknowledgement.subject })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^New inquiry ${reference}:`) })).toBeVisible();

  // By the recipient's address: the acknowledgement alone.
  await search.fill(address.toUpperCase());
  await expect(count).toHaveText('1 e-mail');
  await expect(page.getByRole('link', { name: acknowledgement.subject })).toBeVisible();

  // By the subject's words, Enter searching at once; then a state that has none of them.
  await search.fill(`received your inquiry ${reference}`);
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=received\+your\+inquiry/);
  await expect(count).toHaveText('1 e-mail');
  await openFilters(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('State').selectOption('failed');
  await expect(page).toHaveURL(/[?&]state=failed/);
  await closeFilters(page);
  if (filtersFolded(page)) await expect(filtersButton(page)).toHaveAccessibleName('Filters 1 set');
  await expect(
    page.getByText(`No e-mails match “received your inquiry ${reference}” in the state “Failed”.`),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/outbox-search-${project}.png`, fullPage: true });

  // A reload keeps the search and the state; "Clear filters" empties both.
  await page.reload();
  await expect(search).toHaveValue(`received your inquiry ${reference}`);
  await expect(page.getByLabel('State')).toHaveValue('failed');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(search).toHaveValue('');
  if (filtersFolded(page)) await expect(filtersButton(page)).toHaveAccessibleName('Filters');
  await expect(page.getByRole('link', { name: acknowledgement.subject })).toBeVisible();
});

test('an e-mail the mail server refused says in plain words what happened and when it is tried again', async ({
  page,
}) => {
  test.slow();
  const address = uniqueAddress(REFUSED_DOMAIN);
  await submitInquiry(page.request, address);
  const refused = await acknowledgementOnceSo(
    page.request,
    address,
    (email) => email?.state === 'pending' && email.attempts > 0,
    'has a failed attempt',
  );
  expect(refused.lastError).toBe("Can't send mail - all recipients were rejected: 550 Mailbox unavailable");
  const project = test.info().project.name;

  await page.goto(`/admin/outbox?q=${encodeURIComponent(address)}`);
  await expect(page.getByText('Loading e-mails...')).toBeHidden();
  const entry = filtersFolded(page)
    ? page.getByRole('list', { name: 'E-mails' }).getByRole('article', { name: refused.subject })
    : page.getByRole('table', { name: 'E-mails, newest first' }).getByRole('row', { name: refused.subject });
  const time = '\\d{1,2}:\\d{2} [ap]m';
  // Retried every 30 s at first: the attempt and the next try are the latest when the page loaded.
  const outcome = new RegExp(
    `^Waiting to send, attempt \\d+ failed at ${time}: the mail server refused the recipient’s address; next try (at|due since) ${time}$`,
  );
  await expect(entry.locator('[data-state]')).toHaveText('Pending');
  await expect(entry.getByText(outcome)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/outbox-refused-${project}.png`, fullPage: true });

  // The e-mail's page says the same, and keeps the mail server's own words for staff.
  await page.getByRole('link', { name: refused.subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: refused.subject })).toBeVisible();
  await expect(page.getByText(outcome)).toBeVisible();
  await expect(page.getByText('Waiting to be sent; failed attempts are retried for a day.')).toBeVisible();
  await expect(page.getByText("Can't send mail - all recipients were rejected: 550 Mailbox unavailable")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('an unknown e-mail says so', async ({ page }) => {
  await page.goto('/admin/outbox/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All e-mails' })).toHaveAttribute('href', '/admin/outbox');
  await expectNoAxeViolations(page);
});
