import { expect, test, type Page } from '@playwright/test';
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

/**
 * The details as a new agency has them, never saved (issue 36), served to this page alone: the
 * suite's server may already hold saved ones, which other journeys need.
 */
async function serveNeverSavedDetails(page: Page): Promise<void> {
  const { token } = await loginThroughApi(page.request, DEMO_ADMIN);
  const real = await page.request.get('/api/site/business', { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await real.json()) as { data: { value: Record<string, unknown> } };
  const empty = {
    ...data.value,
    legalName: '',
    tradingName: '',
    gstin: '',
    address: { street: '', city: '', state: '', pinCode: '' },
    signatoryName: '',
    bank: { accountName: '', accountNumber: '', ifsc: '', bankName: '' },
    termsMarkdown: '',
  };
  const missing = ['Legal name', 'GSTIN', 'Street address', 'City', 'State', 'PIN code', 'Signatory'];
  const neverSaved = {
    value: empty,
    pan: '',
    missing: [...missing, 'Account name', 'Account number', 'IFSC', 'Terms'],
    updatedAt: null,
    updatedByName: null,
    adminsAskedAt: null,
  };
  await page.route('**/api/site/business', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { success: true, data: neverSaved }, headers: { 'cache-control': 'no-store' } })
      : route.continue(),
  );
}

test('before the first save, the admin is told what is missing, the form says it is not saved, and offers terms to edit', async ({
  page,
}) => {
  test.slow();
  await serveNeverSavedDetails(page);
  await startSignedIn(page, DEMO_ADMIN);

  // The dashboard, where an admin lands after signing in, says what quotes still need.
  await page.goto('/admin');
  const notice = page.getByText('Business details incomplete');
  await expect(notice).toBeVisible();
  await expect(
    page.getByText(/Quotes cannot be sent until they are filled in\. Still missing: Legal name, GSTIN/),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Fill in the business details' }).click();

  await expect(page).toHaveURL(/\/admin\/settings\?tab=business$/);
  const form = page.getByRole('form', { name: 'Business details' });
  await expect(form.getByText('No one has saved the business details yet.')).toBeVisible();
  // One truth about the saved state: never "All changes saved" beside "not saved".
  await expect(form.getByText('Not saved yet', { exact: true })).toBeVisible();
  await expect(form.getByText('All changes saved')).toHaveCount(0);
  // Terms to start from, clearly editable and not saved yet.
  const terms = form.getByLabel('Terms', { exact: true });
  await expect(terms).toHaveValue(/^1\. \*\*Payment\.\*\*/);
  await expect(terms).toHaveValue(/cancellation slabs/);
  await expect(terms).toHaveValue(/at actuals/);
  await expect(terms).toHaveValue(/GST as applicable/);
  await expect(terms).toHaveValue(/laws of India/);
  await expect(terms).toBeEditable();
  await expect(form.getByText(/^Suggested terms, not saved yet: read them, change what does not fit/)).toBeVisible();

  // An edit is an unsaved change; discarding it goes back to the suggested terms.
  await terms.fill('Our own terms.');
  await expect(form.getByText('Unsaved changes')).toBeVisible();
  await form.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(terms).toHaveValue(/^1\. \*\*Payment\.\*\*/);
  await expect(form.getByText('Not saved yet', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
