import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { expectNoHorizontalScroll, openListingFilters, showListingResults } from './helpers/public';
import { holdScripts, startTheApp } from './helpers/before-start';

/*
 * Issue 12, "Public listing": a city, a price range and an order, all in the address, answered
 * by the server, combined with the search and the category; kept on reload, undone by "Clear
 * filters"; SPEC §2's empty state when nothing matches.
 */

interface Listed {
  name: string;
  location: string;
  price: number | null;
  priceOnDemand: boolean;
}

interface ListAnswer {
  data: Listed[];
  meta: { total: number };
}

/** The price filters as the dropdown offers them: the address's value and the label. */
const PRICES = [
  { value: 'under-100000', label: 'Under ₹1,00,000' },
  { value: '100000-500000', label: '₹1,00,000 to ₹5,00,000' },
  { value: '500000-1000000', label: '₹5,00,000 to ₹10,00,000' },
  { value: '1000000-up', label: '₹10,00,000 and above' },
  { value: 'on-demand', label: 'Price on Demand' },
] as const;

async function apiList(request: APIRequestContext, query: string): Promise<ListAnswer> {
  const response = await request.get(`/api/celebrities?${query}&limit=100`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListAnswer;
}

async function apiCities(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/celebrities/cities');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: string[] }).data;
}

/** A city and a price range that together match at least two celebrities, from the catalogue. */
async function cityAndPrice(request: APIRequestContext) {
  for (const city of await apiCities(request)) {
    for (const price of PRICES) {
      const query = `city=${encodeURIComponent(city)}&price=${price.value}&sort=price-desc`;
      const { data } = await apiList(request, query);
      if (data.length >= 2) return { city, price, query };
    }
  }
  throw new Error('no city with two celebrities in one price range');
}

/** The names on the cards, in their order. */
function cardNames(page: Page) {
  return page.locator('main li h2');
}

const city = (page: Page) => page.getByLabel('City', { exact: true });
const price = (page: Page) => page.getByLabel('Price', { exact: true });
const sort = (page: Page) => page.getByLabel('Sort by');

test('a city, a price range and an order: in the address, in the results, kept on reload, cleared at once', async ({
  page,
  request,
}) => {
  const chosen = await cityAndPrice(request);
  await page.goto('/celebrities');
  await expect(cardNames(page).first()).toBeVisible();
  // The plain listing: the featured first, as the server rendered it, nothing to clear.
  await expect(sort(page)).toHaveValue('featured');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeHidden();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await openListingFilters(page);
  await city(page).selectOption(chosen.city);
  await expect(page).toHaveURL(new RegExp(`[?&]city=${encodeURIComponent(chosen.city).replace(/%20/g, '(\\+|%20)')}`));
  await price(page).selectOption({ label: chosen.price.label });
  await expect(page).toHaveURL(new RegExp(`[?&]price=${chosen.price.value}`));
  await sort(page).selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/[?&]sort=price-desc/);

  // The cards are the server's answer for the same filters, in its order.
  await expect(async () => {
    const expected = (await apiList(request, chosen.query)).data.map((celebrity) => celebrity.name);
    await expect(cardNames(page)).toHaveText(expected, { timeout: 2_000 });
    await expect(page.getByText(`Showing ${expected.length} of ${expected.length}`)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const shown = (await apiList(request, chosen.query)).data;
  for (const celebrity of shown) {
    expect(celebrity.location.split(',')[0]?.trim().toLowerCase()).toBe(chosen.city.toLowerCase());
  }
  const prices = shown.map((celebrity) => celebrity.price ?? 0);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  await showListingResults(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // A reload keeps every choice and its results.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(city(page)).toHaveValue(chosen.city);
  await expect(price(page)).toHaveValue(chosen.price.value);
  await expect(sort(page)).toHaveValue('price-desc');
  await expect(cardNames(page)).toHaveText(shown.map((celebrity) => celebrity.name));

  // Combined with the search and the category too.
  const [first] = shown;
  await page.getByLabel('Search celebrities').fill(first?.name ?? '');
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(cardNames(page)).toHaveText([first?.name ?? '']);

  // "Clear filters" undoes all of it at once.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/celebrities');
  await expect(page.getByLabel('Search celebrities')).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('All');
  await expect(city(page)).toHaveValue('');
  await expect(price(page)).toHaveValue('');
  await expect(sort(page)).toHaveValue('featured');
  await expect(async () => {
    const expected = (await apiList(request, '')).data.slice(0, 12).map((celebrity) => celebrity.name);
    await expect(cardNames(page)).toHaveText(expected, { timeout: 2_000 });
  }).toPass();
});

test('nothing matching shows the empty state, and "Clear filters" brings the listing back', async ({
  page,
  request,
}) => {
  // A city and a price range with nobody in both, from the catalogue.
  let empty = '';
  for (const name of await apiCities(request)) {
    for (const { value } of PRICES) {
      const query = `city=${encodeURIComponent(name)}&price=${value}`;
      if ((await apiList(request, query)).meta.total === 0) empty = query;
    }
    if (empty) break;
  }
  expect(empty, 'a city and a price range without celebrities').not.toBe('');

  await page.goto(`/celebrities?${empty}&sort=rating`);
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await expect(cardNames(page)).toHaveCount(0);
  // One way out, under the message.
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/celebrities');
  await expect(cardNames(page).first()).toBeVisible();
  await expect(page.getByText('No results found')).toBeHidden();
});

test('an order pages on with "Load more" in the same order', async ({ page, request }) => {
  await page.goto('/celebrities?sort=name');
  await expect(sort(page)).toHaveValue('name');
  await expect(cardNames(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(async () => {
    const expected = (await apiList(request, 'sort=name')).data.map((celebrity) => celebrity.name);
    const loaded = Math.min(expected.length, 24);
    await expect(cardNames(page)).toHaveText(expected.slice(0, loaded), { timeout: 2_000 });
  }).toPass();
  const names = await cardNames(page).allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
});

test('a city, a price and an order chosen before the app has started are kept once it has', async ({
  page,
  request,
}) => {
  const chosen = await cityAndPrice(request);
  const release = await holdScripts(page);
  await page.goto('/celebrities', { waitUntil: 'commit' });

  // The server's page offers the cities already (on a phone in the Filters sheet, a native popover).
  await openListingFilters(page);
  await city(page).selectOption(chosen.city);
  await price(page).selectOption(chosen.price.value);
  await sort(page).selectOption('price-desc');

  release();
  await expect(page).toHaveURL(/[?&]sort=price-desc/);
  await expect(page).toHaveURL(new RegExp(`[?&]price=${chosen.price.value}`));
  await expect(city(page)).toHaveValue(chosen.city);
  await expect(price(page)).toHaveValue(chosen.price.value);
  await expect(sort(page)).toHaveValue('price-desc');
  await expect(async () => {
    const expected = (await apiList(request, chosen.query)).data.map((celebrity) => celebrity.name);
    await expect(cardNames(page)).toHaveText(expected, { timeout: 2_000 });
  }).toPass();
});

// The Filters button and the one-column cards exist under 768 and 640 px: a phone's screen in every project.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the first screen shows results: the filters fold into one button that counts them, cards stay short', async ({
    page,
    request,
  }) => {
    const chosen = await cityAndPrice(request);
    await page.goto('/celebrities');
    const cards = page.locator('main li a[href^="/celebrity/"]');
    await expect(cards.first()).toBeVisible();
    // The search is in view, the rest behind "Filters"; the first card's picture and name are on
    // the first screen.
    await expect(page.getByLabel('Search celebrities')).toBeInViewport();
    await expect(page.getByLabel('Category')).toBeHidden();
    await expect(cards.first().locator('h2')).toBeInViewport({ ratio: 1 });
    // Every card of the batch at most 420 px tall, whatever its place or specialties.
    await expect(cards).toHaveCount(12);
    const heights = await cards.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeLessThanOrEqual(420);

    // Nothing set: the button has no figure. The sheet holds the date and the four dropdowns.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.locator('#celebrity-filters');
    for (const label of ['Free on', 'Category', 'City', 'Price', 'Sort by']) {
      await expect(sheet.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // Each filter set counts; the search and the order do not.
    await city(page).selectOption(chosen.city);
    await price(page).selectOption(chosen.price.value);
    await sort(page).selectOption('price-desc');
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    await showListingResults(page);
    await page.getByLabel('Search celebrities').fill('a');
    await expect(page).toHaveURL(/[?&]q=a/);
    await expect(page.getByRole('button', { name: 'Filters 2 set' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    // Cleared, the figure goes.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/celebrities');
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });
});

/*
 * Issue 42, goal 1 (decision 0046): a filtered address is rendered by the server like the plain
 * listing, so its cards are there without the app; once the app has started, a filter changed
 * updates the listing in place.
 */

/** Two categories with celebrities, from the catalogue, each with its cards' names in the name order. */
async function categoriesWithCards(request: APIRequestContext) {
  const found: { category: string; names: string[] }[] = [];
  for (const category of ['Bollywood', 'Musicians', 'Sports', 'TV Artists', 'Influencers', 'Hollywood']) {
    const { data } = await apiList(request, `category=${encodeURIComponent(category)}&sort=name`);
    if (data.length > 0) found.push({ category, names: data.slice(0, 12).map((celebrity) => celebrity.name) });
  }
  const [first, second] = found;
  if (!first || !second) throw new Error('fewer than two categories with celebrities');
  return [first, second] as const;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a filtered address arrives with its cards and its choices, rendered by the server', async ({
    page,
    request,
  }) => {
    const [chosen] = await categoriesWithCards(request);
    // A campaign's parameter, and the order before the category: the same page.
    await page.goto(`/celebrities?utm_source=newsletter&sort=name&category=${encodeURIComponent(chosen.category)}`);
    await expect(cardNames(page)).toHaveText(chosen.names);
    await expect(page.getByLabel('Category')).toHaveValue(chosen.category);
    await expect(sort(page)).toHaveValue('name');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });
});

test('a filter changed once the app has started updates the listing in place, and the first render matched the server', async ({
  page,
  request,
}) => {
  const [first, second] = await categoriesWithCards(request);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const documents: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents.push(sent.url());
  });
  await page.goto(`/celebrities?category=${encodeURIComponent(first.category)}&sort=name`);
  await expect(cardNames(page)).toHaveText(first.names);
  await startTheApp(page);
  // The app adopted the server's page as it was: no hydration mismatch was reported.
  expect(problems).toEqual([]);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });

  await openListingFilters(page);
  await page.getByLabel('Category').selectOption(second.category);
  await expect(page).toHaveURL(
    new RegExp(`[?&]category=${encodeURIComponent(second.category).replace(/%20/g, '\\+')}`),
  );
  await expect(cardNames(page)).toHaveText(second.names);
  await showListingResults(page);
  // The same document throughout: the listing changed in place, no page was loaded.
  expect(documents).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(problems).toEqual([]);
});

/*
 * `?page=N` (decision 0046): "Load more" is a link to the list with the next batch too, so it
 * pages on without JavaScript (and for crawlers); once the app runs it adds the batch in place and
 * writes the page into the address, so a reload shows the same cards.
 */

/** The listing's names in the name order, as the API lists them, and how many the first N batches show. */
async function namesByName(request: APIRequestContext) {
  const { data, meta } = await apiList(request, 'sort=name');
  expect(meta.total, 'more than one batch of celebrities').toBeGreaterThan(12);
  return {
    names: data.map((celebrity) => celebrity.name),
    upTo: (batches: number) => Math.min(meta.total, batches * 12),
  };
}

test.describe('without JavaScript, "Load more"', () => {
  test.use({ javaScriptEnabled: false });

  test('is a link to the next page, which the server renders with every batch so far', async ({ page, request }) => {
    const { names, upTo } = await namesByName(request);
    await page.goto('/celebrities?sort=name');
    await expect(cardNames(page)).toHaveText(names.slice(0, upTo(1)));
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/celebrities\?sort=name&page=2$/);
    await expect(cardNames(page)).toHaveText(names.slice(0, upTo(2)));
    await expect(sort(page)).toHaveValue('name');
  });
});

/** Whether React has hydrated the element (it keeps its props on the element then). */
function takenOverByReact(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));
}

test('"Load more" adds a batch in place and puts the page in the address; a reload shows the same cards', async ({
  page,
  request,
}) => {
  const { names, upTo } = await namesByName(request);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const documents: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents.push(sent.url());
  });
  await page.goto('/celebrities?sort=name');
  await expect(cardNames(page)).toHaveText(names.slice(0, upTo(1)));
  await startTheApp(page);
  const historyLength = await page.evaluate(() => history.length);

  const loadMore = page.getByRole('button', { name: 'Load more' });
  // Started is not yet hydrated: a click before React has taken the link over follows it (a page
  // load, the visit's other way to the same cards). Here the in-place way is the one looked at.
  await expect.poll(() => takenOverByReact(loadMore)).toBe(true);
  await loadMore.click();
  await expect(cardNames(page)).toHaveText(names.slice(0, upTo(2)));
  await expect(page).toHaveURL(/\/celebrities\?sort=name&page=2$/);
  // In place: the same document, no new history entry, and the view stayed down by the cards.
  expect(documents).toHaveLength(1);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(problems).toEqual([]);

  // A reload is rendered by the server with both batches, and the app adopts it as it is.
  await page.reload();
  await expect(cardNames(page)).toHaveText(names.slice(0, upTo(2)));
  await startTheApp(page);
  expect(problems).toEqual([]);
  if (upTo(3) > upTo(2)) {
    // And it pages on from there.
    await expect.poll(() => takenOverByReact(loadMore)).toBe(true);
    await loadMore.click();
    await expect(cardNames(page)).toHaveText(names.slice(0, upTo(3)));
    await expect(page).toHaveURL(/\/celebrities\?sort=name&page=3$/);
  }
  // A new choice starts the list again from its first batch.
  await openListingFilters(page);
  await sort(page).selectOption('rating');
  await expect(page).toHaveURL(/\/celebrities\?sort=rating$/);
  await expect(cardNames(page)).toHaveCount(12);
  expect(problems).toEqual([]);
});
