import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_ADMIN, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { startTheApp } from './helpers/before-start';
import { dayFromNow, expectNoHorizontalScroll } from './helpers/public';

/** A word no other run, project or test uses (the suite shares one database). */
function uniqueTag(): string {
  return `${test.info().project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

async function fillGeneralForm(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill('lead@example.com');
  await dialog.getByLabel('Phone number').fill('+91 98111 22334');
  await dialog.getByLabel('What do you need?').fill('A celebrity for our college fest; open to ideas.');
  await dialog.getByLabel('City').fill('Indore');
  await dialog.getByLabel('Event date').fill(dayFromNow(50));
  await dialog.getByLabel('Budget range').selectOption('₹5,00,000 to ₹15,00,000');
  await dialog.getByLabel('Audience size').selectOption('Over 2,000');
}

async function findInList(page: Page, name: string): Promise<void> {
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto(`/admin/inquiries?kind=general&q=${encodeURIComponent(name)}`);
  await expect(page.locator(`main [data-inquiry-name="${name}"]`)).toBeVisible();
}

test('a visitor who does not know whom to book sends a general inquiry from /contact', async ({ page }) => {
  const name = `Lead ${uniqueTag()}`;
  await page.goto('/contact', { waitUntil: 'networkidle' });
  // A tap before the app has started opens the form only once it has (an early tap, kept in the
  // address); this journey is about the started app, so it starts it first.
  await startTheApp(page);
  await page.getByRole('button', { name: 'Send us an inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send us an inquiry' });
  await expect(dialog).toBeVisible();
  await fillGeneralForm(page, name);
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  // Without the consent nothing is sent, and the box says why.
  await expect(dialog.getByText('Please agree to the Privacy Policy to send your inquiry')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('checkbox', { name: /^I agree/ }).check();
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Inquiry submitted successfully! We will contact you soon.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await findInList(page, name);
  await page.locator(`main [data-inquiry-name="${name}"]`).getByRole('link', { name }).click();
  await expect(page.getByText('General inquiry', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Over 2,000')).toBeVisible();
  await expect(page.getByText(/^Given \d/)).toBeVisible();
});

test('a package’s Get Started opens the same form with the package chosen', async ({ page }) => {
  const name = `Package ${uniqueTag()}`;
  await page.goto('/services', { waitUntil: 'networkidle' });
  // A tap before the app has started opens the form only once it has (an early tap, kept in the
  // address); this journey is about the started app, so it starts it first.
  await startTheApp(page);
  await expectNoHorizontalScroll(page);
  const getStarted = page.getByRole('button', { name: /^Get Started with / }).first();
  const label = (await getStarted.textContent()) ?? '';
  const packageName = label.replace(/^Get Started with /, '').trim();
  await getStarted.click();
  const dialog = page.getByRole('dialog', { name: `Get started with ${packageName}` });
  await expect(dialog.getByText(`Package: ${packageName}`)).toBeVisible();
  await fillGeneralForm(page, name);
  await dialog.getByRole('checkbox', { name: /^I agree/ }).check();
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Inquiry submitted successfully! We will contact you soon.')).toBeVisible();

  await findInList(page, name);
  await expect(
    page.locator(`main [data-inquiry-name="${name}"]`).getByText(`General inquiry: ${packageName}`),
  ).toBeVisible();
});

/**
 * Records whether "Loading form" is ever drawn from now on (a spinner that comes and goes between
 * two checks would otherwise pass unseen).
 */
async function watchForSpinner(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { spinner: false };
    Object.assign(window, { formSpinner: seen });
    new MutationObserver(() => {
      if (document.body.innerText.includes('Loading form')) seen.spinner = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { formSpinner: { spinner: boolean } }).formSpinner.spinner);
}

const FORM_CHUNK = /\/assets\/general-inquiry-form-[\w-]+\.js$/;

/**
 * Waits until the form's module, whose fetch the app began, has arrived and run: importing the
 * same address answers from the page's module map once it has (it fetches nothing new).
 */
async function formReady(page: Page, fetch: Request): Promise<void> {
  await page.evaluate(async (url) => {
    await import(/* @vite-ignore */ url);
  }, fetch.url());
}

test('on /contact the form is fetched once the app is idle, and opens without "Loading form"', async ({ page }) => {
  // Nothing points at the button: the app, started (here by the pointer in the page's corner) and
  // then idle, fetches the dialog and its form. /contact may start its app without that: opening
  // at its contact section focuses it.
  const formFetched = page.waitForRequest(FORM_CHUNK);
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await startTheApp(page);
  await formReady(page, await formFetched);
  const spinnerSeen = await watchForSpinner(page);
  await page.getByRole('button', { name: 'Send us an inquiry' }).click();
  await expect(page.getByRole('dialog', { name: 'Send us an inquiry' }).getByLabel('Name')).toBeVisible();
  expect(await spinnerSeen()).toBe(false);
  await expectNoAxeViolations(page);
});

test('elsewhere the form is fetched when the button is pointed at, not before', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (FORM_CHUNK.test(request.url())) fetched.push(request.url());
  });
  await page.goto('/services', { waitUntil: 'networkidle' });
  await startTheApp(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);

  const getStarted = page.getByRole('button', { name: /^Get Started with / }).first();
  await getStarted.scrollIntoViewIfNeeded();
  const formFetched = page.waitForRequest(FORM_CHUNK);
  await getStarted.hover();
  await formReady(page, await formFetched);
  const spinnerSeen = await watchForSpinner(page);
  await getStarted.click();
  await expect(page.getByRole('dialog').getByLabel('Name')).toBeVisible();
  expect(await spinnerSeen()).toBe(false);
});
