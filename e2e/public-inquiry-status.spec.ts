import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { waitForMail } from './helpers/mailbox';
import { catalogue, dayFromNow } from './helpers/public';

test('the acknowledgement arrives by e-mail and its private link shows the inquiry', async ({ page, request }) => {
  const [first] = await catalogue(request);
  if (!first) throw new Error('no seeded celebrity');
  const email = `status-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto(`/celebrity/${first._id}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^(Contact for Booking|Inquire for Price)$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Kavya Rao');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone number').fill('+91 99887 76655');
  await dialog.getByLabel('Event type').selectOption('Wedding');
  await dialog.getByLabel('Event date').fill(dayFromNow(45));
  await dialog.getByLabel('Event location').fill('Udaipur, Rajasthan');
  await dialog.getByRole('checkbox', { name: /^I agree/ }).check();
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Inquiry submitted successfully! We will contact you soon.')).toBeVisible();

  const mail = await waitForMail(request, email, /^We received your inquiry SLT-\d{4}-\d{4}$/);
  const reference = /SLT-\d{4}-\d{4}/.exec(mail.subject)?.[0] ?? '';
  const link = /http:\/\/\S+\/inquiry\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link, 'the e-mail carries the private link').toBeDefined();
  expect(mail.text).toContain(first.name);

  const response = await page.goto(new URL(link ?? '').pathname, { waitUntil: 'networkidle' });
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: 'Your inquiry' })).toBeVisible();
  await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
  await expect(page.getByText('We are preparing your quote.')).toBeVisible();
  await expect(page.getByText(/We promise you a quote by .+ IST\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Nothing of the customer's own details is on the page.
  await expect(page.getByText('Kavya Rao')).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a link that matches no inquiry says so', async ({ page }) => {
  await page.goto(`/inquiry/${'A'.repeat(43)}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'We could not find this inquiry' })).toBeVisible();
  await expect(
    page.getByText('This link does not match any inquiry. Please check it against your e-mail.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
