import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { isSmallScreen, navigateTo, openMenu } from './helpers/public';

/** The id of one seeded celebrity, so /celebrity/:id is visited with a real record. */
async function firstCelebrityId(page: Page): Promise<string> {
  const response = await page.request.get('/api/celebrities?limit=1');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Array<{ _id: string }> };
  const first = body.data[0];
  if (!first) throw new Error('the demo seed returned no celebrities');
  return first._id;
}

test.describe('public routes', () => {
  const pages = [
    { path: '/', heading: /.+/ },
    { path: '/services', heading: 'Our Services' },
    { path: '/celebrities', heading: 'Our Celebrities' },
    { path: '/about', heading: 'About Us' },
    // SPEC §2: /contact shows the same page as /about.
    { path: '/contact', heading: 'About Us' },
  ];

  for (const { path, heading } of pages) {
    test(`${path} renders its heading without accessibility violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('/celebrity/:id renders its heading without accessibility violations', async ({ page }) => {
    const id = await firstCelebrityId(page);
    const response = await page.goto(`/celebrity/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the navigation links lead to their pages', async ({ page }) => {
    await page.goto('/');
    await navigateTo(page, 'Services');
    await expect(page).toHaveURL('/services');
    if (isSmallScreen(page)) await openMenu(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await navigateTo(page, 'Home');
    await expect(page).toHaveURL('/');
  });
});

test('/admin/login renders', async ({ page }) => {
  const response = await page.goto('/admin/login');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('API', () => {
  test('GET /api/health answers success', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
  });

  test('GET /api/celebrities lists the seeded demo celebrities', async ({ request }) => {
    const response = await request.get('/api/celebrities');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      data: unknown[];
      meta: { total: number };
    };
    expect(body.success).toBe(true);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(24);
    expect(body.meta.total).toBeGreaterThanOrEqual(24);
  });
});

/** Visits an unknown path and checks the not-found page of SPEC §2. */
async function checkNotFound(page: Page): Promise<void> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const response = await page.goto('/no-such-page');
  // The server answers unknown paths with a real 404 (for crawlers) and the SPA shell.
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect.poll(() => errors).toContain('404 Error: User attempted to access non-existent route: /no-such-page');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  await checkNotFound(page);
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the not-found page fits without horizontal scrolling', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await checkNotFound(page);
  });
});
