import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import {
  adminToken,
  allCelebrities,
  catalogue,
  dayFromNow,
  expectNoHorizontalScroll,
  homeFeatured,
  navigateTo,
  openListingFilters,
  profilePath,
  showListingResults,
} from './helpers/public';

test('home to listing to a filtered search to a detail page to a submitted inquiry', async ({ page, request }) => {
  test.slow();
  const all = await catalogue(request);
  const target = all.find((celebrity) => celebrity.specialties.length >= 2);
  if (!target) throw new Error('no seeded celebrity with two specialties');
  const specialty = target.specialties[1] ?? '';

  // The three featured celebrities staff chose, in their order, linking to their profiles.
  // Another worker may change the featured list meanwhile: then load both again.
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const featured = await homeFeatured(request);
    expect(featured).toHaveLength(3);
    const links = page.locator('section[aria-labelledby="featured"] ul a');
    await expect(links).toHaveCount(3, { timeout: 3_000 });
    expect(await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).toEqual(
      featured.map(profilePath),
    );
  }).toPass();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await navigateTo(page, 'Celebrities');
  await expect(page).toHaveURL('/celebrities');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="/celebrity/"]').first()).toBeVisible();

  // Search by a specialty in other letter case, combined with the category.
  await page.getByLabel('Search celebrities').fill(specialty.toUpperCase());
  await openListingFilters(page);
  await page.getByLabel('Category').selectOption(target.category);
  await showListingResults(page);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page).toHaveURL(
    new RegExp(`category=${encodeURIComponent(target.category).replace(/%20/g, '(\\+|%20)')}`),
  );
  const card = page.locator(`a[href="${profilePath(target)}"]`);
  await expect(card).toBeVisible();

  // The filtered view survives a reload.
  await page.reload();
  await expect(page.getByLabel('Search celebrities')).toHaveValue(specialty.toUpperCase());
  await expect(page.getByLabel('Category')).toHaveValue(target.category);
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);

  await card.click();
  await expect(page).toHaveURL(profilePath(target));
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  const price = target.priceOnDemand ? 'Price on Demand' : `₹${target.price?.toLocaleString('en-IN')}`;
  await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: target.priceOnDemand ? 'Inquire for Price' : 'Contact for Booking' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const visitor = `Journey Visitor ${Date.now()}`;
  await dialog.getByLabel('Name').fill(visitor);
  await dialog.getByLabel('Email').fill('visitor@example.com');
  await dialog.getByLabel('Phone number').fill('+91 98200 12345');
  await dialog.getByLabel('Event type').selectOption('Corporate Event');
  await dialog.getByLabel('Event date').fill(dayFromNow(45));
  await dialog.getByLabel('Event location').fill('Bandra Kurla Complex, Mumbai');
  await dialog.getByLabel('Additional details').fill('Annual awards night, 400 guests.');
  await dialog.getByRole('checkbox', { name: /^I agree/ }).check();
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();

  await expect(page.getByText('Inquiry submitted successfully! We will contact you soon.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // It reached the database, pending, with the celebrity's name.
  const token = await adminToken(request);
  const found = await request.get(`/api/inquiries?q=${encodeURIComponent(visitor)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const inquiries = ((await found.json()) as { data: Array<Record<string, unknown>> }).data;
  expect(inquiries).toHaveLength(1);
  expect(inquiries[0]).toMatchObject({
    name: visitor,
    celebrity: target._id,
    celebrityName: target.name,
    eventType: 'Corporate Event',
    status: 'pending',
  });
});

test('the listing shows two specialties and +N more, and an empty state', async ({ page, request }) => {
  const all = await catalogue(request);
  const many = all.find((celebrity) => celebrity.specialties.length > 2);
  if (!many) throw new Error('no seeded celebrity with more than two specialties');

  await page.goto(`/celebrities?q=${encodeURIComponent(many.name)}`);
  const card = page.locator(`a[href="${profilePath(many)}"]`);
  await expect(card).toContainText(many.specialties[0] ?? '');
  await expect(card).toContainText(many.specialties[1] ?? '');
  await expect(card).toContainText(`+${many.specialties.length - 2} more`);

  await page.getByLabel('Search celebrities').fill('no such talent anywhere');
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await expectNoAxeViolations(page);

  // Back returns to the previous filtered view.
  await page.goto('/celebrities?category=Sports');
  await page.goto('/celebrities?category=Musicians');
  await page.goBack();
  await expect(page.getByLabel('Category')).toHaveValue('Sports');
});

test('more than one page of results loads on demand', async ({ page, request }) => {
  const total = (await allCelebrities(request)).length;
  await page.goto('/celebrities');
  const cards = page.locator('main a[href^="/celebrity/"]');
  await expect(cards.first()).toBeVisible();
  const firstPage = await cards.count();
  expect(firstPage).toBeLessThan(total);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
});

test('an unknown or malformed celebrity shows the not-found state', async ({ page }) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-real-id']) {
    const response = await page.goto(`/celebrity/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Celebrity not found' })).toBeVisible();
    await expect(page.getByText("The celebrity you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
