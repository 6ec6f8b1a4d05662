import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface ApiCelebrity {
  _id: string;
  name: string;
  /** The profile's address: `/celebrity/<slug>`. */
  slug: string;
  category: string;
  /** "City, State": the listing's city filter is the part before the comma. */
  location: string;
  specialties: string[];
  price: number | null;
  priceOnDemand: boolean;
}

/** Journeys that create celebrities name them so; others must not rely on those coming and going. */
export const TEST_CELEBRITY_PREFIX = 'E2E ';

/** Every celebrity, newest first, straight from the API (test-made ones included). */
export async function allCelebrities(request: APIRequestContext): Promise<ApiCelebrity[]> {
  const response = await request.get('/api/celebrities?limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiCelebrity[] }).data;
}

/** What Home shows: the first three featured celebrities that are published, in their order. */
export async function homeFeatured(request: APIRequestContext): Promise<ApiCelebrity[]> {
  const response = await request.get('/api/celebrities/featured?limit=3');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiCelebrity[] }).data;
}

/** The public address of a celebrity's profile. */
export function profilePath(celebrity: Pick<ApiCelebrity, 'slug'>): string {
  return `/celebrity/${celebrity.slug}`;
}

/**
 * The seeded catalogue: what other journeys create (and delete again) while this one runs is
 * left out, so a test never picks a celebrity that another worker is about to remove.
 */
export async function catalogue(request: APIRequestContext): Promise<ApiCelebrity[]> {
  return (await allCelebrities(request)).filter((celebrity) => !celebrity.name.startsWith(TEST_CELEBRITY_PREFIX));
}

/** Under 768 px (SPEC §9) the links sit behind the menu button. */
export function isSmallScreen(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Opens the small-screen menu unless it is open already. */
export async function openMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Follows a link of the main navigation, through the menu button on small screens. */
export async function navigateTo(page: Page, label: string): Promise<void> {
  if (isSmallScreen(page)) await openMenu(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  // Choosing a link closes the menu (SPEC §2); wait for it, so the next step sees a settled bar.
  if (isSmallScreen(page)) {
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  }
}

/**
 * On a phone the listing's "Free on" date and dropdowns sit behind its "Filters" button (issue
 * 23): opens that sheet there, unless it is open already. From 768 px they are in the page.
 */
export async function openListingFilters(page: Page): Promise<void> {
  if (!isSmallScreen(page)) return;
  const category = page.getByLabel('Category');
  if (await category.isVisible()) return;
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(category).toBeVisible();
}

/**
 * Done choosing: on a phone the sheet's "Show results" (which, once the app runs, closes the
 * sheet over the results the choices already brought); nothing to do from 768 px.
 */
export async function showListingResults(page: Page): Promise<void> {
  if (!isSmallScreen(page)) return;
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(page.getByLabel('Category')).toBeHidden();
}

/** A staff token for checking what reached the database. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: 'admin@starline.example', password: 'Admin@12345' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A calendar day `days` from today, as the date input takes it. */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
