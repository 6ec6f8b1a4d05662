import { expect, test } from '@playwright/test';
import { appStarted, holdScripts, holdTheApp } from './helpers/before-start';
import { navigateTo, openMenu } from './helpers/public';

test.use({ viewport: { width: 375, height: 740 } });

test('the menu button opens and closes the links, and choosing one closes it', async ({ page }) => {
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Open menu' });
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'false');

  await open.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Home', 'Services', 'Celebrities', 'About', 'Contact']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }

  await close.click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL('/services');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeHidden();
});

test('a press on the menu button that the app’s start interrupts still closes the menu', async ({ page }) => {
  // The press begins on the page as the server wrote it and ends once the app has taken it over:
  // the app must not replace what is under the finger, or the browser drops the tap.
  const releaseApp = await holdTheApp(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');

  const box = await close.boundingBox();
  if (!box) throw new Error('the menu button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  releaseApp();
  await expect.poll(() => appStarted(page)).toBe(true);
  // One frame for the app's first commit after it adopted the page.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.mouse.up();

  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }),
  ).toBeHidden();
});

test('before any script has run, the menu button says the menu it opened is open, which the app keeps', async ({
  page,
}) => {
  // A page arrives, and is tapped, well before its first script (the page's entry) has run: on a
  // loaded phone, and in full journey runs. The menu button must say what the menu is from its
  // first tap, or the next look at it ("open the menu unless it is open") closes it again.
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const nav = page.getByRole('navigation', { name: 'Main' });

  // From the server's page to the server's page: each link is a page load, no script runs.
  await navigateTo(page, 'Services');
  await expect(page).toHaveURL('/services');
  await openMenu(page);
  expect(await appStarted(page)).toBe(false);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
  await navigateTo(page, 'Home');
  await expect(page).toHaveURL('/');

  // Opened before the app starts, the menu is still open once it has, and its links work.
  await openMenu(page);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  release();
  await expect.poll(() => appStarted(page)).toBe(true);
  // One frame for the app's first commit after it adopted the page.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeHidden();
});
