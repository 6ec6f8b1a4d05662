import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { expectNoHorizontalScroll, isSmallScreen } from './helpers/public';
import { chooseSettingsSection, expectSettingsSection, expectUnsavedSection } from './helpers/settings';

/**
 * The agency's own content, edited under Settings: an admin changes the main phone number and the
 * first testimonial, and the public site shows them on the next visit.
 *
 * Each worker has a database of its own (e2e/helpers/worker-server.ts) and runs its journeys one
 * after another, so no other journey changes the content meanwhile. The journey puts the values
 * back as it found them, so the journeys after it see the starting content.
 */

interface Phone {
  label: string;
  number: string;
}
interface Testimonial {
  quote: string;
  name: string;
  role: string;
}
interface SectionState<T> {
  value: T;
  updatedAt: string | null;
}
interface AdminContent {
  contact: SectionState<{ phones: Phone[]; address: { postalCode: string } } & Record<string, unknown>>;
  testimonials: SectionState<{ items: Testimonial[] }>;
}

async function adminContent(request: APIRequestContext, token: string): Promise<AdminContent> {
  const response = await request.get('/api/site/admin', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: AdminContent }).data;
}

async function putSection(request: APIRequestContext, token: string, section: string, value: unknown) {
  const response = await request.put(`/api/site/${section}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: value,
  });
  expect(response.ok(), `restoring ${section}`).toBe(true);
}

/** A phone number and a quote no other run writes. */
function uniqueValues() {
  const digits = String(Date.now() % 1e8).padStart(8, '0');
  const tag = `${test.info().project.name}-${Date.now().toString(36)}`;
  return {
    phone: `+91 22 ${digits.slice(0, 4)} ${digits.slice(4)}`,
    quote: `Starline made our launch effortless, from the first call to the last guest (${tag}).`,
  };
}

async function openSettingsTab(page: Page, tab: string) {
  await chooseSettingsSection(page, tab);
  const form = page.getByRole('form', { name: tab });
  await expect(form).toBeVisible();
  return form;
}

test('an admin edits the contact details and a testimonial, an invalid value is refused on its field, and the public site shows the saves', async ({
  page,
}) => {
  // Two saves, each checked on the public pages: longer than a one-page journey's default.
  test.setTimeout(150_000);
  const { token, user } = await loginThroughApi(page.request, DEMO_ADMIN);
  await startSignedIn(page, DEMO_ADMIN);
  const { phone, quote } = uniqueValues();

  const original = await adminContent(page.request, token);
  try {
    // Settings opens on the contact details, the first of the tabs.
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectSettingsSection(page, 'Contact details');
    let contact = page.getByRole('form', { name: 'Contact details' });
    await expect(contact.getByText('All changes saved')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const mainPhone = contact
      .getByRole('group', { name: /^Phone number 1/ })
      .getByRole('textbox', { name: 'Phone number', exact: true });
    await expect(mainPhone).toHaveValue(original.contact.value.phones[0]!.number);
    await mainPhone.fill(phone);
    await expect(contact.getByText('Unsaved changes')).toBeVisible();

    // Another tab and back: the edit is kept, and the tab said it held unsaved changes.
    await openSettingsTab(page, 'Testimonials');
    await expectUnsavedSection(page, 'Contact details');
    contact = await openSettingsTab(page, 'Contact details');
    await expect(contact.getByText('Your unsaved changes from earlier are back.')).toBeVisible();
    await expect(mainPhone).toHaveValue(phone);

    // An invalid PIN code: refused on its field before anything is sent.
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/site/')) puts.push(request.url());
    });
    const pinCode = contact.getByRole('textbox', { name: 'PIN code', exact: true });
    await pinCode.fill('12');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact.getByText('PIN code must be six digits')).toBeVisible();
    await expect(pinCode).toHaveAttribute('aria-invalid', 'true');
    await expect(pinCode).toBeFocused();
    expect(puts).toEqual([]);
    await expectNoAxeViolations(page);

    // What the server refuses lands on its field too (here a refusal the browser could not foresee).
    await pinCode.fill(original.contact.value.address.postalCode);
    await page.route('**/api/site/contact', (route) =>
      route.fulfill({
        status: 400,
        json: {
          success: false,
          message: 'This number is already listed',
          errors: [{ path: 'phones.0.number', message: 'This number is already listed' }],
        },
      }),
    );
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact.getByText('This number is already listed')).toBeVisible();
    await expect(mainPhone).toHaveAttribute('aria-invalid', 'true');
    await expect(mainPhone).toHaveValue(phone);
    await page.unroute('**/api/site/contact');
    expect((await adminContent(page.request, token)).contact.value.phones[0]!.number).toBe(
      original.contact.value.phones[0]!.number,
    );

    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Update successful!').first()).toBeVisible();
    await expect(contact.getByText('All changes saved')).toBeVisible();
    await expect(
      contact.getByText(new RegExp(`^Last saved by ${user.name}, \\d{1,2} \\w+ \\d{4} at .+ IST$`)),
    ).toBeVisible();

    // The first testimonial.
    const testimonials = await openSettingsTab(page, 'Testimonials');
    await expectNoAxeViolations(page);
    const first = testimonials.getByRole('group', { name: 'Testimonial 1' });
    await expect(first.getByRole('button', { name: 'Move testimonial 1 up' })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Remove testimonial 1' })).toBeEnabled();
    await first.getByRole('textbox', { name: 'Quote', exact: true }).fill(quote);
    await testimonials.getByRole('button', { name: 'Save' }).click();
    await expect(testimonials.getByText('All changes saved')).toBeVisible();
    await expect(testimonials.getByText(new RegExp(`^Last saved by ${user.name}, `))).toBeVisible();

    // The public site on the next visit: the phone in the footer, the testimonial on Home.
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: phone })).toBeVisible();
    await expect(page.getByText(quote)).toBeVisible();
  } finally {
    await putSection(page.request, token, 'contact', original.contact.value);
    await putSection(page.request, token, 'testimonials', original.testimonials.value);
  }

  // Every other section's tab: accessible, no sideways scroll. Outside the lock: nothing is
  // changed there.
  await page.goto('/admin/settings');
  for (const tab of ['Social links', 'Figures', 'Team', 'Recent events', 'Packages']) {
    await openSettingsTab(page, tab);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  }
});

test('the settings tabs come in two groups, each on one line where there is room, and as one Section menu on a phone', async ({
  page,
}) => {
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin/settings?tab=packages');
  await expect(page.getByRole('form', { name: 'Packages' })).toBeVisible();
  await expectSettingsSection(page, 'Packages');

  if (isSmallScreen(page)) {
    // A phone: the menu names where the admin is, grouped as the strip is, and nothing is cut off.
    const menu = page.getByRole('combobox', { name: 'Section' });
    await expect(menu).toBeInViewport();
    await expect(menu.locator('optgroup')).toHaveCount(2);
    await expect(menu.locator('optgroup[label="Site content"] option')).toHaveText([
      'Contact details',
      'Social links',
      'Figures',
      'Testimonials',
      'Team',
      'Recent events',
      'Packages',
    ]);
    await expect(menu.locator('optgroup[label="Business and legal"] option')).toHaveText([
      'Business details',
      'Payments',
      'Tally ledgers',
      'Legal pages',
      'Privacy requests',
    ]);
    await menu.selectOption({ label: 'Legal pages' });
    await expect(page).toHaveURL(/\?tab=legal$/);
    await expect(page.getByRole('radio', { name: 'Privacy Policy' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    return;
  }

  // Where there is room: two tab lists, named by their labels, each on a single line.
  const content = page.getByRole('tablist', { name: 'Site content' });
  const business = page.getByRole('tablist', { name: 'Business and legal' });
  await expect(content.getByRole('tab')).toHaveCount(7);
  await expect(business.getByRole('tab')).toHaveText([
    'Business details',
    'Payments',
    'Tally ledgers',
    'Legal pages',
    'Privacy requests',
  ]);
  for (const list of [content, business]) {
    const tops = await list.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
    expect(new Set(tops).size, 'the tabs of a group share one line').toBe(1);
  }
  await expect(page.getByRole('combobox', { name: 'Section' })).toBeHidden();

  // The arrow keys run on from one group into the other, and the open tab is the only Tab stop.
  const packages = content.getByRole('tab', { name: 'Packages' });
  await packages.focus();
  await page.keyboard.press('ArrowRight');
  const businessTab = business.getByRole('tab', { name: 'Business details' });
  await expect(businessTab).toBeFocused();
  await expect(businessTab).toHaveAttribute('aria-selected', 'true');
  await expect(packages).toHaveAttribute('aria-selected', 'false');
  await expect(page).toHaveURL(/\?tab=business$/);
  await expect(page.getByRole('tabpanel', { name: 'Business details' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(packages).toBeFocused();
  await page.keyboard.press('End');
  await expect(business.getByRole('tab', { name: 'Privacy requests' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(content.getByRole('tab', { name: 'Contact details' })).toBeFocused();
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
