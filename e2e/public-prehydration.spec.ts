import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { appStarted, holdScripts, holdTheApp } from './helpers/before-start';
import { catalogue, dayFromNow, isSmallScreen, openListingFilters, profilePath } from './helpers/public';

/*
 * Issue 11, "Nothing lost before the app starts": server-rendered pages are on screen, and
 * tapped, well before their JavaScript has arrived on a phone. Each journey holds back every
 * script of the app, acts at once on the page as the server sent it, then lets the scripts
 * through and checks that what the visitor did was kept.
 */

/** A tap on a touch screen, a click elsewhere. */
async function press(page: Page, target: Locator): Promise<void> {
  if (isSmallScreen(page)) await target.tap();
  else await target.click();
}

test('"Contact for Booking" tapped before the app has started opens the inquiry form once it has', async ({
  page,
  request,
}) => {
  const [celebrity] = await catalogue(request);
  if (!celebrity) throw new Error('no seeded celebrity');
  const release = await holdScripts(page);
  await page.goto(profilePath(celebrity), { waitUntil: 'commit' });

  const booking = page.getByRole('button', { name: /^(Contact for Booking|Inquire for Price)$/ });
  await press(page, booking);
  // No script has run: the tap is only in the address so far.
  expect(await appStarted(page)).toBe(false);
  await expect(page).toHaveURL(/#inquire$/);
  await expect(page.getByRole('dialog')).toBeHidden();

  release();
  const dialog = page.getByRole('dialog', { name: `Book ${celebrity.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeVisible();
  // The fragment is taken back: a reload or a shared address does not open the form again.
  await expect(page).toHaveURL(profilePath(celebrity));
  await expectNoAxeViolations(page);

  // From now on it is the app's button: Escape closes the form, focus returns to it, and it opens
  // the form again without following its link.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(booking).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await press(page, booking);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(profilePath(celebrity));
});

// The menu button exists under 768 px only: this journey runs on a phone's screen in every project.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the menu button opens the links before the app has started, and the app takes the menu over', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });

    const nav = page.getByRole('navigation', { name: 'Main' });
    await press(page, page.getByRole('button', { name: 'Open menu' }));
    // The browser opens it by itself (a popover): the links are there before any script.
    expect(await appStarted(page)).toBe(false);
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeVisible();

    release();
    // The app finds it open: the button now says so.
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Home', 'Services', 'Celebrities', 'About', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // Choosing a link closes it (SPEC §2).
    await press(page, nav.getByRole('link', { name: 'Services', exact: true }));
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeHidden();
  });

  test('the listing’s Filters sheet opens before the app has started, and its "Show results" loads the filtered listing', async ({
    page,
    request,
  }) => {
    const target = (await catalogue(request)).find((celebrity) => celebrity.location.includes(','));
    if (!target) throw new Error('no seeded celebrity with a city');
    const city = target.location.split(',')[0]?.trim() ?? '';
    const release = await holdScripts(page);
    await page.goto('/celebrities', { waitUntil: 'commit' });

    // The search stays in view; the date and the dropdowns are behind one button, nothing set yet.
    await expect(page.getByLabel('Search celebrities')).toBeVisible();
    await expect(page.getByLabel('Category')).toBeHidden();
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await press(page, filters);
    // The browser opens the sheet by itself (a popover), before any script.
    expect(await appStarted(page)).toBe(false);
    await page.getByLabel('Category').selectOption(target.category);
    await page.getByLabel('City', { exact: true }).selectOption(city);
    await press(page, page.getByRole('button', { name: 'Show results' }));
    // A plain GET form: the server is asked for the listing with the choices in the address.
    await page.waitForURL(/\/celebrities\?.*category=/, { waitUntil: 'commit' });
    expect(await appStarted(page)).toBe(false);

    release();
    await expect(page.getByLabel('Category')).toHaveValue(target.category);
    await expect(page.getByLabel('City', { exact: true })).toHaveValue(city);
    await expect(page.locator(`main a[href="${profilePath(target)}"]`)).toBeVisible();
    // The button says how many filters are set, and the sheet is closed over the results.
    await expect(page.getByRole('button', { name: 'Filters 2 set' })).toBeVisible();
    await expect(page.getByLabel('Category')).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('while the app is on its way, the menu button says whether the menu is open', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await press(page, page.getByRole('button', { name: 'Open menu' }));
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeVisible();
    // The tap asked for the app, which is held: the page's mirror keeps the button true to the menu.
    expect(await appStarted(page)).toBe(false);
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');

    await press(page, close);
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await press(page, page.getByRole('button', { name: 'Open menu' }));
    release();
    await expect.poll(() => appStarted(page)).toBe(true);
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await press(page, nav.getByRole('link', { name: 'About', exact: true }));
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('a search typed and a category chosen before the app has started filter the listing once it has', async ({
  page,
  request,
}) => {
  const target = (await catalogue(request)).find((celebrity) => celebrity.specialties.length > 0);
  if (!target) throw new Error('no seeded celebrity with a specialty');
  const specialty = target.specialties[0] ?? '';
  const release = await holdScripts(page);
  await page.goto('/celebrities', { waitUntil: 'commit' });

  const search = page.getByLabel('Search celebrities');
  await search.pressSequentially(specialty);
  // On a phone the category is in the Filters sheet, a native popover: it opens without the app.
  await openListingFilters(page);
  await page.getByLabel('Category').selectOption(target.category);
  expect(await appStarted(page)).toBe(false);

  release();
  // What was typed and chosen is kept, applied to the address and to the results.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(specialty).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page).toHaveURL(
    new RegExp(`[?&]category=${encodeURIComponent(target.category).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(search).toHaveValue(specialty);
  await expect(page.getByLabel('Category')).toHaveValue(target.category);
  await expect(page.locator(`main a[href="${profilePath(target)}"]`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Enter in the search box before the app has started loads the filtered listing', async ({ page, request }) => {
  const target = (await catalogue(request)).find((celebrity) => celebrity.specialties.length > 0);
  if (!target) throw new Error('no seeded celebrity with a specialty');
  const release = await holdScripts(page);
  await page.goto('/celebrities', { waitUntil: 'commit' });

  // A plain form: without the app, Enter asks the server for the listing with the search.
  await page.getByLabel('Search celebrities').fill(target.name);
  await page.getByLabel('Search celebrities').press('Enter');
  await page.waitForURL(/\/celebrities\?q=/, { waitUntil: 'commit' });

  release();
  await expect(page.getByLabel('Search celebrities')).toHaveValue(target.name);
  await expect(page.locator(`main a[href="${profilePath(target)}"]`)).toBeVisible();
});

/*
 * Issue 18, defect 9: no input given before the app has started is lost on a page with a form.
 * The inquiry forms are not in the server's HTML (they open in a dialog), so what a visitor can
 * do that early is tap the button that opens one: the app opens the form as soon as it starts,
 * and what is typed into it from its first moment is sent as typed.
 */

const SUBMITTED = 'Inquiry submitted successfully! We will contact you soon.';

/** Types, chooses and ticks into an inquiry form the moment each field is there. */
async function fillAtOnce(dialog: Locator, fields: [label: string, value: string][], choices: [string, string][]) {
  for (const [label, value] of fields) {
    const box = dialog.getByLabel(label);
    // A date box takes its value whole; every other one is typed key by key, as a person would.
    if ((await box.getAttribute('type')) === 'date') await box.fill(value);
    else await box.pressSequentially(value);
  }
  for (const [label, option] of choices) await dialog.getByLabel(label).selectOption(option);
  await dialog.getByRole('checkbox', { name: /^I agree/ }).check();
}

/** Everything typed, chosen and ticked is still there once the page has settled. */
async function expectKept(dialog: Locator, fields: [string, string][], choices: [string, string][]) {
  await dialog.page().waitForLoadState('networkidle');
  for (const [label, value] of fields) await expect(dialog.getByLabel(label)).toHaveValue(value);
  for (const [label, option] of choices) await expect(dialog.getByLabel(label)).toHaveValue(option);
  await expect(dialog.getByRole('checkbox', { name: /^I agree/ })).toBeChecked();
}

test('the booking form opened by a tap before the app started keeps what is typed at once, and sends it', async ({
  page,
  request,
}) => {
  test.slow();
  const [celebrity] = await catalogue(request);
  if (!celebrity) throw new Error('no seeded celebrity');
  const release = await holdScripts(page);
  await page.goto(profilePath(celebrity), { waitUntil: 'commit' });
  await press(page, page.getByRole('button', { name: /^(Contact for Booking|Inquire for Price)$/ }));
  expect(await appStarted(page)).toBe(false);

  release();
  const dialog = page.getByRole('dialog', { name: `Book ${celebrity.name}` });
  const fields: [string, string][] = [
    ['Name', 'Early Bird'],
    ['Email', 'early.bird@example.com'],
    ['Phone number', '+91 98765 11223'],
    ['Event date', dayFromNow(40)],
    ['Event location', 'Jaipur'],
  ];
  const choices: [string, string][] = [['Event type', 'Corporate Event']];
  await fillAtOnce(dialog, fields, choices);
  await expectKept(dialog, fields, choices);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText(SUBMITTED)).toBeVisible();
});

const GENERAL_FIELDS = (): [string, string][] => [
  ['Name', 'Early Lead'],
  ['Email', 'early.lead@example.com'],
  ['Phone number', '+91 98111 00998'],
  ['What do you need?', 'A singer for our annual day.'],
  ['City', 'Nagpur'],
  ['Event date', dayFromNow(55)],
];
const GENERAL_CHOICES: [string, string][] = [
  ['Budget range', '₹5,00,000 to ₹15,00,000'],
  ['Audience size', 'Over 2,000'],
];

test('"Send us an inquiry" tapped before the app has started opens the general form once it has', async ({ page }) => {
  test.slow();
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await press(page, page.getByRole('button', { name: 'Send us an inquiry' }));
  // No script has run: the tap is only in the address so far.
  expect(await appStarted(page)).toBe(false);
  await expect(page).toHaveURL(/#send-inquiry$/);

  release();
  const dialog = page.getByRole('dialog', { name: 'Send us an inquiry' });
  await expect(dialog).toBeVisible();
  // The fragment is taken back: a reload or a shared address does not open the form again.
  await expect(page).toHaveURL('/contact');
  const fields = GENERAL_FIELDS();
  await fillAtOnce(dialog, fields, GENERAL_CHOICES);
  await expectKept(dialog, fields, GENERAL_CHOICES);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText(SUBMITTED)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a package’s "Get Started" tapped before the app has started opens the form with that package', async ({
  page,
}) => {
  test.slow();
  const release = await holdScripts(page);
  await page.goto('/services', { waitUntil: 'commit' });
  const getStarted = page.getByRole('button', { name: /^Get Started with / }).nth(1);
  const packageName = ((await getStarted.textContent()) ?? '').replace(/^Get Started with /, '').trim();
  await press(page, getStarted);
  expect(await appStarted(page)).toBe(false);

  release();
  const dialog = page.getByRole('dialog', { name: `Get started with ${packageName}` });
  await expect(dialog).toBeVisible();
  // Its form is a chunk of its own, fetched as the dialog opens.
  await expect(dialog.getByText(`Package: ${packageName}`)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/services');
  // From now on it is the app's button: closing gives focus back to it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(getStarted).toBeFocused();
});
