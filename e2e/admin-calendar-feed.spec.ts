import { expect, test } from '@playwright/test';
import { DEMO_STAFF, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { catalogue, dayFromNow, expectNoHorizontalScroll, profilePath } from './helpers/public';
import { draftAndSendQuote, submitInquiry, uniqueEmail } from './helpers/quotes';

/**
 * Issue 39, "the calendar feed grows up": a staff member (not an admin) gives a celebrity a
 * manager, e-mails the manager the calendar's address from the celebrity's page, and the address
 * in the e-mail answers a calendar naming the city of the celebrity's hold, never the customer.
 */
test('staff e-mail a celebrity’s manager their calendar, which names the city and never the customer', async ({
  page,
  request,
}) => {
  test.slow();
  // A celebrity and days of each project's own (both share the server); no other journey uses them.
  const phone = test.info().project.name === 'mobile';
  const celebrityIndex = phone ? 19 : 18;
  const celebrity = (await catalogue(request))[celebrityIndex];
  if (!celebrity) throw new Error('no seeded celebrity at that place of the catalogue');
  const day = dayFromNow(phone ? 930 : 900);

  // A customer's inquiry for that day, in Mumbai, and a quote sent on it: the day is on hold.
  await saveBusinessDetails(request);
  const customerEmail = uniqueEmail('feed-customer', test.info().project.name);
  const inquiryId = await submitInquiry(request, customerEmail, 'Kavya Raman', { celebrityIndex, eventDate: day });
  await draftAndSendQuote(request, inquiryId);

  await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/celebrities/view/${celebrity._id}`);
  const card = page.getByRole('region', { name: 'Manager and calendar' });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);

  // The manager's details, checked as the server checks them.
  const managerEmail = uniqueEmail('feed-manager', test.info().project.name);
  await card.getByRole('button', { name: 'Edit manager' }).click();
  const edit = page.getByRole('dialog', { name: `${celebrity.name}’s manager` });
  await expect(edit.getByLabel('Manager’s name')).toBeFocused();
  await edit.getByLabel('Manager’s name').fill('Rohan Desai');
  await edit.getByLabel('Manager’s phone').fill('12ab');
  await edit.getByLabel('Manager’s e-mail').fill(managerEmail);
  await edit.getByRole('button', { name: 'Save manager' }).click();
  await expect(edit.getByText('Please enter a valid phone number')).toBeVisible();
  await expectNoAxeViolations(page);
  await edit.getByLabel('Manager’s phone').fill('+91 98200 12345');
  await edit.getByRole('button', { name: 'Save manager' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByText(managerEmail)).toBeVisible();
  await expect(card.getByText('+91 98200 12345')).toBeVisible();
  await expectNoHorizontalScroll(page);

  // Sent after a confirmation that names whom it goes to.
  await card.getByRole('button', { name: 'E-mail the calendar' }).click();
  const confirm = page.getByRole('dialog', { name: `E-mail ${celebrity.name}’s calendar to the manager?` });
  await expect(confirm.getByLabel('To')).toHaveValue(managerEmail);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Send calendar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`${celebrity.name}’s calendar e-mailed to ${managerEmail}`).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('celebrity-manager.png') });

  // The manager's e-mail: how to subscribe, and an address that answers the calendar.
  const mail = await waitForMail(request, managerEmail, /calendar: the address for your phone$/);
  expect(mail.text).toContain('Dear Rohan Desai');
  expect(mail.text).toMatch(/Google Calendar[\s\S]*Apple Calendar[\s\S]*Outlook/);
  const address = /https?:\/\/\S+?\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics/.exec(mail.text)?.[0];
  if (!address) throw new Error('the e-mail carries no calendar address');
  const feed = await request.get(new URL(address).pathname);
  expect(feed.status()).toBe(200);
  const ics = (await feed.text()).replace(/\r\n /g, '');
  expect(ics).toContain(`X-WR-CALNAME:${celebrity.name} (Starline Talent)`);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`);
  expect(ics).toContain('SUMMARY:On hold: Wedding\\, Mumbai (tentative)');
  for (const secret of ['Kavya', customerEmail, '99887']) expect(ics).not.toContain(secret);

  // The public profile never shows the manager.
  await page.goto(profilePath(celebrity));
  await expect(page.getByRole('heading', { level: 1, name: celebrity.name })).toBeVisible();
  const html = await page.content();
  for (const secret of ['Rohan Desai', managerEmail, '98200']) expect(html).not.toContain(secret);
  await expectNoAxeViolations(page);
});
