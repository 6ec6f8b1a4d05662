import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { catalogue, dayFromNow, expectNoHorizontalScroll, isSmallScreen } from './helpers/public';

interface ApiEmail {
  _id: string;
  kind: string;
  inquiry: string | null;
  recipients: string[];
  subject: string;
  state: string;
}

/** An address no other run, project or test uses (the suite shares one database and mailbox). */
function uniqueAddress(): string {
  const tag = `${test.info().project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `outbox-${tag}@example.com`;
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

/** The acknowledgement to `address` once the e-mail server has taken it (the e2e server has one). */
async function sentAcknowledgement(request: APIRequestContext, address: string): Promise<ApiEmail> {
  const { token } = await loginThroughApi(request, DEMO_ADMIN);
  let found: ApiEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/emails?limit=100', { headers: { Authorization: `Bearer ${token}` } });
        expect(response.ok()).toBe(true);
        const emails = ((await response.json()) as { data: ApiEmail[] }).data;
        found = emails.find((email) => email.kind === 'inquiry_received' && email.recipients.includes(address));
        return found?.state;
      },
      { timeout: 20_000, message: `the acknowledgement to ${address} is sent` },
    )
    .toBe('sent');
  return found as ApiEmail;
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
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/outbox-list-${project}.png`, fullPage: true });

  // The state filter lives in the address.
  const filter = page.getByLabel('State');
  await filter.selectOption('unsent');
  await expect(page).toHaveURL(/[?&]state=unsent/);
  await expect(page.getByText('Loading e-mails...')).toBeHidden();
  await expect(page.getByRole('link', { name: acknowledgement.subject })).toHaveCount(0);
  await filter.selectOption('sent');
  await expect(page).toHaveURL(/[?&]state=sent/);
  await expect(page.getByRole('link', { name: acknowledgement.subject })).toBeVisible();

  await page.getByRole('link', { name: acknowledgement.subject }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/outbox/${acknowledgement._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `We received your inquiry ${reference}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^We received your inquiry ${reference} \\| Outbox \\| `));
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

test('an unknown e-mail says so', async ({ page }) => {
  await page.goto('/admin/outbox/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All e-mails' })).toHaveAttribute('href', '/admin/outbox');
  await expectNoAxeViolations(page);
});
