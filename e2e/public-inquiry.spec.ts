import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { catalogue, dayFromNow, expectNoHorizontalScroll } from './helpers/public';

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

test('a sent inquiry is confirmed on the page with its reference, and its toast clears the header', async ({
  page,
}) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Confirmed Visitor');
  await dialog.getByLabel('Email').fill(`confirmed-${test.info().project.name}-${Date.now()}@example.com`);
  await dialog.getByLabel('Phone number').fill('+91 99300 44556');
  await dialog.getByLabel('Event type').selectOption('Corporate Event');
  await dialog.getByLabel('Event date').fill(dayFromNow(60));
  await dialog.getByLabel('Event location').fill('Taj Lands End, Mumbai');
  await dialog.getByRole('checkbox', { name: /^I agree/ }).check();
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();

  // SPEC §4: the form resets and the dialog closes; the page then says what the visitor must keep.
  await expect(dialog).toBeHidden();
  const note = page.getByRole('status').filter({ hasText: 'Your reference is' });
  await expect(note).toContainText(/Your reference is SLT-\d{4}-\d{4}\./);
  await expect(note).toContainText('We have e-mailed you a link to follow it');
  await expect(note).toBeInViewport();

  // SPEC §8's toast, top right, below the sticky header rather than under it: measured in the
  // page as it appears (a success toast stays 2 s).
  const gap = await page.waitForFunction(() => {
    const toast = [...document.querySelectorAll('[role="status"]')].find((element) =>
      element.textContent?.includes('Inquiry submitted successfully! We will contact you soon.'),
    );
    const header = document.querySelector('header');
    return toast && header ? toast.getBoundingClientRect().top - header.getBoundingClientRect().bottom : false;
  });
  expect(await gap.jsonValue()).toBeGreaterThanOrEqual(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
