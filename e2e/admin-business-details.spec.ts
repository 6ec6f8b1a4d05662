import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STAFF, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { expectNoHorizontalScroll } from './helpers/public';
import { expectSettingsSection } from './helpers/settings';

/**
 * The business details (issue 21): an admin fills them in under Settings, the form refuses a
 * mistyped GSTIN on its field, and once saved nothing a quote needs is missing. Both projects
 * save the same details into the one row, so neither can upset the other.
 */
test('an admin fills in the business details, a mistyped GSTIN is refused on its field, and a quote can then be sent', async ({
  page,
}) => {
  test.slow();
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin/settings?tab=business');
  await expectSettingsSection(page, 'Business details');
  const form = page.getByRole('form', { name: 'Business details' });
  await expect(form).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await form.getByLabel('Legal name').fill('Starline Talent Management Private Limited');
  await form.getByLabel('Trading name').fill('Starline Talent');
  // One character wrong: the check character catches it before anything is sent.
  await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
  await form.getByLabel('Signatory').fill('Asha Rao');
  await form.getByLabel('Street address').fill('Office 1204, Seawoods Grand Central Tower 2');
  await form.getByLabel('City').fill('Navi Mumbai');
  await form.getByLabel('State', { exact: true }).selectOption('27');
  await form.getByLabel('PIN code').fill('400706');
  await form.getByLabel('Account name').fill('Starline Talent Management Pvt Ltd');
  await form.getByLabel('Account number').fill('50200012345678');
  await form.getByLabel('IFSC').fill('hdfc0001234');
  await form.getByLabel('Bank', { exact: true }).fill('HDFC Bank');
  await form
    .getByLabel('Terms', { exact: true })
    .fill('1. The artist’s fee covers one performance.\n2. Travel is at actual cost.');
  await form.getByRole('button', { name: 'Save' }).click();
  const gstin = form.getByLabel('GSTIN');
  await expect(
    form.getByText('This GSTIN’s last character does not match: check it for a typing mistake'),
  ).toBeVisible();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await expect(gstin).toBeFocused();

  // Typed in small letters with spaces: read as the GSTIN it is, and the PAN shown from it.
  await gstin.fill('27aapfu0939f1zv');
  await expect(form.getByText('PAN AAPFU0939F, from the GSTIN.')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Business details saved').first()).toBeVisible();
  await expect(form.getByText('Everything a quote needs is filled in.')).toBeVisible();
  await expect(gstin).toHaveValue('27AAPFU0939F1ZV');
  await expect(form.getByLabel('IFSC')).toHaveValue('HDFC0001234');
  await expect(form.getByText('All changes saved')).toBeVisible();
  await expectNoAxeViolations(page);

  // After a reload the saved details are there.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Business details' }).getByLabel('Legal name')).toHaveValue(
    'Starline Talent Management Private Limited',
  );
});

test('staff cannot change the business details', async ({ request }) => {
  const { token } = await loginThroughApi(request, DEMO_STAFF);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/site/business', { headers })).status()).toBe(200);
  expect((await request.put('/api/site/business', { headers, data: { legalName: 'Not allowed' } })).status()).toBe(403);
});
