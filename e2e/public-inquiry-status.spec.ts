import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { waitForMail } from './helpers/mailbox';
import { DEMO_STAFF, startSignedIn } from './helpers/admin';
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

test('staff send the status link again: the customer gets a working link, the outbox shows it hidden', async ({
  page,
  request,
}) => {
  const [first] = await catalogue(request);
  if (!first) throw new Error('no seeded celebrity');
  const email = `again-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await request.post('/api/inquiries', {
    data: {
      name: 'Kavya Rao',
      email,
      phoneNumber: '+91 99887 76655',
      celebrity: first._id,
      eventType: 'Wedding',
      eventDate: dayFromNow(45),
      eventLocation: 'Udaipur, Rajasthan',
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  const inquiryId = ((await created.json()) as { data: { _id: string } }).data._id;
  const firstMail = await waitForMail(request, email, /^We received your inquiry/);
  const firstLink = /http:\/\/\S+\/inquiry\/[A-Za-z0-9_-]{43}/.exec(firstMail.text)?.[0] ?? '';

  const session = await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/inquiries/${inquiryId}`);
  await page.getByRole('button', { name: 'Send the status link again' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`E-mail a new private status link to ${email}?`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Status link sent to the customer').first()).toBeVisible();
  await expect(page.getByText('Status link sent to the customer again')).toBeVisible();

  const again = await waitForMail(request, email, /^Your link to follow inquiry SLT-\d{4}-\d{4}$/);
  const secondLink = /http:\/\/\S+\/inquiry\/[A-Za-z0-9_-]{43}/.exec(again.text)?.[0] ?? '';
  expect(secondLink).not.toBe('');
  expect(secondLink).not.toBe(firstLink);

  // What staff can read of either e-mail: the link without its token.
  const outbox = await request.get('/api/emails?limit=100', { headers: { Authorization: `Bearer ${session.token}` } });
  const sent = ((await outbox.json()) as { data: { _id: string; recipients: string[] }[] }).data.filter((mail) =>
    mail.recipients.includes(email),
  );
  expect(sent).toHaveLength(2);
  for (const mail of sent) {
    const preview = await request.get(`/api/emails/${mail._id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const { text, html } = ((await preview.json()) as { data: { text: string; html: string } }).data;
    expect(text).toMatch(/\/inquiry\/\[hidden\]/);
    expect(html).not.toMatch(/\/inquiry\/[A-Za-z0-9_-]{43}/);
  }

  // Both links work for the customer.
  for (const link of [firstLink, secondLink]) {
    await page.goto(new URL(link).pathname, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Your inquiry' })).toBeVisible();
  }
});
