import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { waitForMail } from './helpers/mailbox';
import { DEMO_STAFF, loginThroughApi, startSignedIn } from './helpers/admin';
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
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByText('Event date', { exact: true })).toBeVisible();
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

test('a link that is not one we make says it is not valid, with the agency’s phone and e-mail', async ({
  page,
  request,
}) => {
  const site = (await (await request.get('/api/site')).json()) as {
    data: { contact: { phones: { number: string }[]; emails: { address: string }[] } };
  };
  const phone = site.data.contact.phones[0]?.number ?? '';
  const email = site.data.contact.emails[0]?.address ?? '';
  expect(phone).not.toBe('');
  expect(email).not.toBe('');

  // Not a link we make: 400, and the app draws what it says for it; its call refuses the shape too.
  const response = await page.goto('/inquiry/not-a-valid-token', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(400);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect((await request.get('/api/inquiry-status/not-a-valid-token')).status()).toBe(400);

  const problem = page.locator('main section').filter({ hasText: 'This link is not valid' });
  await expect(problem).toContainText(/This link is not valid[:.]/);
  await expect(problem.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(problem.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(problem.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expectNoAxeViolations(page);
});

test('each status says what happens next; a declined inquiry offers a new one', async ({ page, request }) => {
  const [first] = await catalogue(request);
  if (!first) throw new Error('no seeded celebrity');
  const email = `next-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await request.post('/api/inquiries', {
    data: {
      name: 'Meera Iyer',
      email,
      phoneNumber: '+91 99887 76655',
      celebrity: first._id,
      eventType: 'Wedding',
      eventDate: dayFromNow(60),
      eventLocation: 'Kochi, Kerala',
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  const inquiryId = ((await created.json()) as { data: { _id: string } }).data._id;
  const mail = await waitForMail(request, email, /^We received your inquiry/);
  const link = /http:\/\/\S+\/inquiry\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');
  const staff = await loginThroughApi(request, DEMO_STAFF);
  const setStatus = async (status: string) => {
    const answer = await request.put(`/api/inquiries/${inquiryId}/status`, {
      headers: { Authorization: `Bearer ${staff.token}` },
      data: { status },
    });
    expect(answer.ok()).toBe(true);
  };
  const next = page.locator('main section').first();

  await page.goto(new URL(link).pathname, { waitUntil: 'networkidle' });
  await expect(next.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(next).toContainText(/We promise you a quote by .+ IST\./);
  await expect(next).toContainText('your quote will arrive by e-mail and show on this page');
  await expect(next.getByText('Event date', { exact: true })).toBeVisible();
  await expect(next.getByText('Wedding', { exact: true })).toBeVisible();

  await setStatus('contacted');
  await page.reload({ waitUntil: 'networkidle' });
  await expect(next).toContainText('Our team is in touch with you about the booking.');
  await expect(next).toContainText(/We replied on .+ IST\./);
  await expect(next).toContainText('A member of our team will follow up with you by phone or e-mail');
  await expectNoAxeViolations(page);

  // "Confirmed" by staff with no booking: not booked yet, and the page never says so (issue 36).
  await setStatus('confirmed');
  await page.reload({ waitUntil: 'networkidle' });
  await expect(next).toContainText('Being arranged');
  await expect(next).toContainText('We are preparing your booking. Your dates are not booked yet.');
  await expect(next).toContainText('Your dates are booked once it is confirmed.');
  await expect(page.getByText('Your booking is confirmed.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Being arranged');

  await setStatus('rejected');
  await page.reload({ waitUntil: 'networkidle' });
  await expect(next).toContainText('We are unable to take this booking.');
  await expect(next).toContainText('We are sorry we could not help this time.');
  await expectNoAxeViolations(page);
  await next.getByRole('link', { name: 'Send us a new inquiry' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('button', { name: 'Send us an inquiry' })).toBeVisible();
});

test('staff send the status link again: the customer gets the same working link, the outbox shows it hidden', async ({
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
  await expect(confirm).toContainText(`E-mail the private status link to ${email}?`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Status link sent to the customer').first()).toBeVisible();
  await expect(page.getByText('Status link sent to the customer again')).toBeVisible();

  const again = await waitForMail(request, email, /^Your link to follow inquiry SLT-\d{4}-\d{4}$/);
  const secondLink = /http:\/\/\S+\/inquiry\/[A-Za-z0-9_-]{43}/.exec(again.text)?.[0] ?? '';
  expect(secondLink).not.toBe('');
  // The same link again, not one more that works (issue 36).
  expect(secondLink).toBe(firstLink);

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

  // The link works for the customer.
  await page.goto(new URL(secondLink).pathname, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your inquiry' })).toBeVisible();
});

test('staff revoke every status link and send a new one: the old link says it has expired, with the agency’s contacts', async ({
  page,
  request,
}, testInfo) => {
  // Two people's sides, two e-mails and two axe checks.
  test.slow();
  const [first] = await catalogue(request);
  if (!first) throw new Error('no seeded celebrity');
  const email = `revoke-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await request.post('/api/inquiries', {
    data: {
      name: 'Kavya Rao',
      email,
      phoneNumber: '+91 99887 76655',
      celebrity: first._id,
      eventType: 'Wedding',
      eventDate: dayFromNow(50),
      eventLocation: 'Udaipur, Rajasthan',
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  const inquiryId = ((await created.json()) as { data: { _id: string } }).data._id;
  const firstMail = await waitForMail(request, email, /^We received your inquiry/);
  const oldLink = /http:\/\/\S+\/inquiry\/[A-Za-z0-9_-]{43}/.exec(firstMail.text)?.[0] ?? '';
  expect(oldLink).not.toBe('');

  await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/inquiries/${inquiryId}`);
  await page.getByRole('button', { name: 'Revoke all links and send a new one' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `Revoke every status link of this inquiry? The customer's earlier links stop working at once, and a new link is e-mailed to ${email}.`,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('revoke-dialog.png') });
  await confirm.getByRole('button', { name: 'Revoke and send' }).click();
  await expect(page.getByText('Old links revoked; a new link is on its way to the customer').first()).toBeVisible();
  await expect(page.getByText('Status links revoked, and a new one sent to the customer')).toBeVisible();
  await expect(page.getByText('1 earlier link stopped working')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('revoked-on-timeline.png'), fullPage: true });

  const newMail = await waitForMail(request, email, /^Your new link to follow inquiry SLT-\d{4}-\d{4}$/);
  expect(newMail.text).toContain('The links in our earlier e-mails no longer work');
  const newLink = /http:\/\/\S+\/inquiry\/[A-Za-z0-9_-]{43}/.exec(newMail.text)?.[0] ?? '';
  expect(newLink).not.toBe('');
  expect(newLink).not.toBe(oldLink);

  // The customer opens the old link: it has expired, and says how to reach the agency.
  const site = (await (await request.get('/api/site')).json()) as {
    data: { contact: { phones: { number: string }[]; emails: { address: string }[] } };
  };
  const phone = site.data.contact.phones[0]?.number ?? '';
  const agencyEmail = site.data.contact.emails[0]?.address ?? '';
  expect((await request.get(`/api/inquiry-status/${new URL(oldLink).pathname.split('/').pop()}`)).status()).toBe(410);
  await page.goto(new URL(oldLink).pathname, { waitUntil: 'networkidle' });
  const problem = page.locator('main section').filter({ hasText: 'This link no longer works' });
  await expect(problem.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(problem).toContainText(
    'a status link stops working when we send you a new one, and 6 months after your booking is completed or your inquiry is closed',
  );
  await expect(problem.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(problem.getByRole('link', { name: agencyEmail })).toHaveAttribute('href', `mailto:${agencyEmail}`);
  await expect(problem.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('expired-link.png'), fullPage: true });

  // The new link works.
  await page.goto(new URL(newLink).pathname, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your inquiry' })).toBeVisible();
});
