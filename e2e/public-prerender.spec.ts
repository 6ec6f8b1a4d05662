import { expect, test } from '@playwright/test';
import { startTheApp } from './helpers/before-start';
import { catalogue, profilePath } from './helpers/public';

const PRERENDERED = [
  ['/', 'Home'],
  ['/services', 'Our Services'],
  ['/about', 'About'],
  ['/contact', 'About'],
] as const;

for (const [path] of PRERENDERED) {
  test(`${path} arrives as HTML with its content and comes to life without an error`, async ({ page, request }) => {
    // The server's answer already holds the page: a heading inside #root, no script needed.
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<div id="root">(<!--\$-->)?<div[^>]*>[\s\S]*<h1[\s>]/);
    // Its one inline script is the menu button's mirror, which the CSP allows by its hash
    // (decision 0056).
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain("<script>document.addEventListener('beforetoggle'");

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path, { waitUntil: 'networkidle' });
    // The app starts when the visitor first acts, and adopts the page without a mismatch.
    await startTheApp(page);
    // The menu button and links respond (React owns the page).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL('/services');
    expect(problems).toEqual([]);
  });
}

test('a listing URL with filters arrives rendered with those filters', async ({ page, request }) => {
  const html = await (await request.get('/celebrities?category=Sports')).text();
  expect(html).toMatch(/<div id="root">[\s\S]*<a [^>]*href="\/celebrity\//);
  await page.goto('/celebrities?category=Sports');
  await expect(page.getByLabel('Category')).toHaveValue('Sports');
  const cards = page.locator('main a[href^="/celebrity/"]');
  await expect(cards.first()).toBeVisible();
});

test("a celebrity's page arrives rendered with its data and comes to life without an error", async ({
  page,
  request,
}) => {
  const [celebrity] = await catalogue(request);
  if (!celebrity) throw new Error('no seeded celebrity');
  const html = await (await request.get(profilePath(celebrity))).text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${celebrity.name}</h1>`));
  expect(html).toContain('<script type="application/json" id="initial-data">');

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The browser starts from the server's data: it does not ask for the celebrity again.
  const asked: string[] = [];
  page.on('request', (req) => {
    if (
      req.url().includes(`/api/celebrities/${celebrity.slug}`) ||
      req.url().includes(`/api/celebrities/${celebrity._id}`)
    )
      asked.push(req.url());
  });
  await page.goto(profilePath(celebrity), { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^(Contact for Booking|Inquire for Price)$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
  expect(asked).toEqual([]);
});

test('the year is the visitor’s, not the build’s: the footer and About count from it', async ({ page, request }) => {
  // The HTML was rendered (and cached) on some day and carries that year; the browser puts in its own.
  const html = (await (await request.get('/about')).text()).replaceAll('<!-- -->', '');
  expect(html).toMatch(/© 20\d\d Starline Talent/);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.clock.setFixedTime(new Date('2031-03-01T10:00:00'));
  await page.goto('/about', { waitUntil: 'networkidle' });
  // Once the app has started (the visitor's first act):
  await startTheApp(page);
  await expect(page.getByText('© 2031 Starline Talent. All rights reserved.')).toBeVisible();
  // Founded in 2010 (SPEC §9): twenty-one years in 2031.
  await expect(page.getByRole('heading', { name: 'Twenty-one years of bringing stars closer' })).toBeVisible();
  await expect(page.getByText('Twenty-one years later, the same promise')).toBeVisible();
  await expect(page.getByText('into a national agency over twenty-one years.')).toBeVisible();
  // Hydration adopted the build's HTML first, then changed the year: no mismatch.
  expect(problems).toEqual([]);
});
