import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { catalogue, isSmallScreen, profilePath } from './helpers/public';

/*
 * Issue 11, "Nothing lost before the app starts": server-rendered pages are on screen, and
 * tapped, well before their JavaScript has arrived on a phone. Each journey holds back every
 * script of the app, acts at once on the page as the server sent it, then lets the scripts
 * through and checks that what the visitor did was kept.
 */

/** Holds back every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** A tap on a touch screen, a click elsewhere. */
async function press(page: Page, target: Locator): Promise<void> {
  if (isSmallScreen(page)) await target.tap();
  else await target.click();
}

/** True once React has taken over the page: it keeps its own bookkeeping on the root. */
function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
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
