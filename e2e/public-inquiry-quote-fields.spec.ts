import { expect, test } from '@playwright/test';
import { DEMO_STAFF, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { catalogue, dayFromNow, expectNoHorizontalScroll, profilePath } from './helpers/public';

/**
 * What a quote needs, asked on the booking form (issue 41): a visitor gives an optional budget,
 * number of guests, company, GSTIN and billing state; staff see them on the inquiry, and the quote
 * they draft starts from the company, GSTIN and state, with the budget and guests beside it. Its
 * own celebrity (22 on a desktop, 23 on a phone) and days (1231 and 1251 days ahead), so no other
 * journey's calendar meets it.
 */

const COMPANY = 'Sahyadri Events Pvt Ltd';
const GSTIN = '27AAPFU0939F1ZV';

test('a visitor gives what a quote needs, and the quote staff draft starts from it', async ({ page }) => {
  test.slow();
  const mobile = test.info().project.name === 'mobile';
  // What the screen shows at that moment (the viewport), for a person to look at.
  const screenshot = (name: string) =>
    page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });
  await saveBusinessDetails(page.request);
  const celebrity = (await catalogue(page.request))[mobile ? 23 : 22];
  if (!celebrity) throw new Error('no 23rd or 24th seeded celebrity');
  const name = `Quote Fields ${test.info().project.name} ${Date.now().toString(36)}`;

  // The visitor: the spec's fields first, then the optional ones.
  await page.goto(profilePath(celebrity), { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^(Contact for Booking|Inquire for Price)$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(`quote-fields-${Date.now().toString(36)}@example.com`);
  await dialog.getByLabel('Phone number').fill('+91 99300 77881');
  await dialog.getByLabel('Event type').selectOption('Corporate Event');
  await dialog.getByLabel('Event date').fill(dayFromNow(mobile ? 1251 : 1231));
  await dialog.getByLabel('Event location').fill('Pune, Maharashtra');
  await dialog.getByLabel('Budget in ₹ (optional)').fill('5,00,000');
  await dialog.getByLabel('Guests (optional)').fill('1,200');
  // The company and billing are folded away until asked for.
  await expect(dialog.getByLabel('GSTIN')).toBeHidden();
  await screenshot('inquiry-modal-folded');
  await dialog.getByText('Company and billing (optional)').click();
  await dialog.getByLabel('Company').fill(COMPANY);
  // A GSTIN mistyped in its last character: refused beside it, by its check character.
  await dialog.getByLabel('GSTIN').fill('27AAPFU0939F1ZA');
  await dialog.getByLabel('Billing state').selectOption('27');
  await dialog.getByRole('checkbox', { name: /^I agree/ }).check();
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(
    dialog.getByText('This GSTIN’s last character does not match: check it for a typing mistake'),
  ).toBeVisible();
  await expect(dialog.getByLabel('GSTIN')).toBeFocused();
  await dialog.getByLabel('GSTIN').fill(GSTIN.toLowerCase());
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await screenshot('inquiry-modal');
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your reference is' })).toBeVisible();

  // Staff find the inquiry and read what the visitor gave.
  const staff = await loginThroughApi(page.request, DEMO_STAFF);
  const found = await page.request.get(`/api/inquiries?q=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${staff.token}` },
  });
  const [inquiry] = ((await found.json()) as { data: { _id: string }[] }).data;
  if (!inquiry) throw new Error('the inquiry was not stored');
  await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/inquiries/${inquiry._id}`);
  const detail = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(detail('Budget')).toHaveText('₹5,00,000');
  await expect(detail('Guests')).toHaveText('1,200');
  await expect(detail('Company')).toHaveText(COMPANY);
  await expect(detail('GSTIN')).toHaveText(GSTIN);
  await expect(detail('Billing state')).toHaveText('27 Maharashtra');
  await detail('Company').scrollIntoViewIfNeeded();
  await screenshot('inquiry-details');

  // The quote starts from the company, its GSTIN and state; the budget and guests beside it.
  const panel = page.getByRole('region', { name: 'Quote' });
  await panel.getByRole('button', { name: 'Create quote' }).click();
  const form = page.getByRole('form', { name: 'New quote' });
  await expect(form.getByLabel('Billing name')).toHaveValue(COMPANY);
  await expect(form.getByLabel('Customer GSTIN')).toHaveValue(GSTIN);
  await expect(form.getByLabel('Customer’s state')).toHaveValue('27');
  await expect(form.getByLabel('Venue’s state')).toHaveValue('27');
  const asked = panel.getByRole('complementary', { name: 'The customer’s own figures, for reference' });
  await expect(asked).toContainText('Budget: ₹5,00,000');
  await expect(asked).toContainText('Guests: 1,200');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await asked.scrollIntoViewIfNeeded();
  await screenshot('quote-prefilled');

  // Drafted as prefilled: the server keeps the company, GSTIN and state as the quote's customer.
  await form.getByLabel('Billing address').fill('Sahyadri House, FC Road\nPune 411004');
  await form.getByLabel('Description').first().fill('Keynote, 45 minutes');
  await form.getByLabel('Rate (₹)').first().fill('4,00,000');
  await form.getByLabel('Description').nth(1).fill('Agency fee');
  await form.getByLabel('Rate (₹)').nth(1).fill('40,000');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(panel.getByText('Draft, version 1')).toBeVisible();
  const quotes = await page.request.get(`/api/inquiries/${inquiry._id}/quotes`, {
    headers: { authorization: `Bearer ${staff.token}` },
  });
  const [quote] = ((await quotes.json()) as { data: { customer: Record<string, string> }[] }).data;
  expect(quote?.customer).toMatchObject({ name: COMPANY, gstin: GSTIN, state: '27' });
});
