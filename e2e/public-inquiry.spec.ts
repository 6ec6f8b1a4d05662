import { expect, test } from '@playwright/test';
import { catalogue, dayFromNow } from './helpers/public';

test.beforeEach(async ({ page, request }) => {
  const [first] = await catalogue(request);
  if (!first) throw new Error('no seeded celebrity');
  // The page arrives rendered by the server; its buttons work once the app has taken over.
  await page.goto(`/celebrity/${first._id}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^(Contact for Booking|Inquire for Price)$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('each missing field is reported beside it, and Escape closes the form', async ({ page }) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  for (const label of ['Name', 'Email', 'Phone number', 'Event type', 'Event date', 'Event location']) {
    await expect(dialog.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByLabel('Additional details')).not.toHaveAttribute('aria-invalid', 'true');
  // The privacy notice's consent is required, never ticked in advance, and links to the notice.
  const consent = dialog.getByRole('checkbox', { name: /^I agree that Starline Talent/ });
  await expect(consent).not.toBeChecked();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Please agree to the Privacy Policy to send your inquiry')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a failed submission keeps every value and says so', async ({ page }) => {
  await page.route('**/api/inquiries', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false,"message":"Something went wrong"}',
        })
      : route.continue(),
  );
  const dialog = page.getByRole('dialog');
  const values = {
    Name: 'Failing Visitor',
    Email: 'failing@example.com',
    'Phone number': '+91 99300 11223',
    'Event date': dayFromNow(20),
    'Event location': 'Pune, Maharashtra',
    'Additional details': 'Sangeet evening',
  };
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label).fill(value);
  await dialog.getByLabel('Event type').selectOption('Wedding');
  await dialog.getByRole('checkbox', { name: /^I agree/ }).check();
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();

  await expect(page.getByText('Failed to submit inquiry. Please try again.')).toBeVisible();
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(values)) await expect(dialog.getByLabel(label)).toHaveValue(value);
  await expect(dialog.getByLabel('Event type')).toHaveValue('Wedding');
  await expect(dialog.getByRole('checkbox', { name: /^I agree/ })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
});
