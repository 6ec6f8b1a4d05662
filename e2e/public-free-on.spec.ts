import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_STAFF, loginThroughApi } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { adoptedByTheApp, appStarted, holdScripts, holdTheApp, startTheApp } from './helpers/before-start';
import {
  catalogue,
  expectNoHorizontalScroll,
  isSmallScreen,
  openListingFilters,
  profilePath,
  showListingResults,
  type ApiCelebrity,
} from './helpers/public';

/*
 * Issue 22, "Free on": a visitor planning a wedding picks the day on the listing and sees only
 * the celebrities with no confirmed booking or blackout that day, with the other filters, in the
 * address, paged by "Load more", by keyboard, and before the app has started.
 */

// The date field is typed month first, as the browser lays it out for this locale.
test.use({ locale: 'en-US' });

/** A celebrity and a day of each project's own: both projects may share a server. */
function journeyDay(): { day: string; dayBefore: string; typed: string; index: number } {
  return test.info().project.name === 'mobile'
    ? { day: '2031-02-21', dayBefore: '2031-02-20', typed: '02212031', index: 8 }
    : { day: '2031-02-14', dayBefore: '2031-02-13', typed: '02142031', index: 7 };
}

interface ListAnswer {
  data: ApiCelebrity[];
  meta: { total: number };
}

async function apiNames(request: APIRequestContext, query: string): Promise<string[]> {
  const response = await request.get(`/api/celebrities?${query}&limit=100`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ListAnswer).data.map((celebrity) => celebrity.name);
}

/** The names on the cards, in their order. */
const cardNames = (page: Page) => page.locator('main li h2');
const freeOn = (page: Page) => page.getByLabel('Free on');

/** The cards become the server's answer to `query` (other journeys may add celebrities meanwhile). */
async function expectCardsOf(page: Page, request: APIRequestContext, query: string, count = 12): Promise<void> {
  await expect(async () => {
    const expected = (await apiNames(request, query)).slice(0, count);
    await expect(cardNames(page)).toHaveText(expected, { timeout: 2_000 });
  }).toPass();
}

/** Blacks out `celebrity` on `day` through the API, as staff do on the calendar; returns the entry's id. */
async function blackOut(
  request: APIRequestContext,
  celebrity: ApiCelebrity,
  day: string,
): Promise<() => Promise<void>> {
  const staff = await loginThroughApi(request, DEMO_STAFF);
  const headers = { authorization: `Bearer ${staff.token}` };
  const added = await request.post(`/api/celebrities/${celebrity._id}/blackouts`, {
    headers,
    data: { start: day, end: day, reason: 'Family wedding abroad' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { _id: entryId } = ((await added.json()) as { data: { _id: string } }).data;
  return async () => {
    const removed = await request.delete(`/api/calendar/${entryId}`, { headers });
    expect(removed.ok()).toBe(true);
  };
}

async function chosenCelebrity(request: APIRequestContext): Promise<ApiCelebrity> {
  const celebrity = (await catalogue(request))[journeyDay().index];
  if (!celebrity) throw new Error('no seeded celebrity at that place of the catalogue');
  return celebrity;
}

test('a day typed by keyboard keeps only who is free, with the category, in the address, on reload and cleared', async ({
  page,
  request,
}) => {
  const { day, dayBefore, typed } = journeyDay();
  const celebrity = await chosenCelebrity(request);
  const removeBlackout = await blackOut(request, celebrity, day);
  try {
    const card = page.locator(`main a[href="${profilePath(celebrity)}"]`);
    await page.goto(`/celebrities?category=${encodeURIComponent(celebrity.category)}`);
    await startTheApp(page);
    await expect(card).toBeVisible();

    // From the search box, Tab reaches the date; on a phone it is in the Filters sheet. The day is
    // typed, month first.
    if (isSmallScreen(page)) {
      await openListingFilters(page);
      await freeOn(page).focus();
    } else {
      await page.getByLabel('Search celebrities').focus();
      await page.keyboard.press('Tab');
    }
    await expect(freeOn(page)).toBeFocused();
    await page.keyboard.type(typed);
    await expect(page).toHaveURL(new RegExp(`[?&]available=${day}(&|$)`));
    await expect(page).toHaveURL(/[?&]category=/);
    await expect(freeOn(page)).toHaveValue(day);
    const query = `category=${encodeURIComponent(celebrity.category)}&available=${day}`;
    await expectCardsOf(page, request, query);
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // A reload keeps the day and its answer.
    await page.reload();
    await expect(freeOn(page)).toHaveValue(day);
    await expect(page.getByLabel('Category')).toHaveValue(celebrity.category);
    await expectCardsOf(page, request, query);
    await expect(card).toHaveCount(0);

    // The day before is free: the celebrity is back.
    await openListingFilters(page);
    await freeOn(page).fill(dayBefore);
    await expect(page).toHaveURL(new RegExp(`[?&]available=${dayBefore}(&|$)`));
    await expect(card).toBeVisible();

    // Back returns to the blacked-out day, its field and its answer.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]available=${day}(&|$)`));
    await expect(freeOn(page)).toHaveValue(day);
    await expect(card).toHaveCount(0);

    // "Clear filters" takes the day off with the rest.
    await showListingResults(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/celebrities');
    await expect(freeOn(page)).toHaveValue('');
    await expectCardsOf(page, request, '');
  } finally {
    await removeBlackout();
  }
});

test('a day half typed before the app has started is finished once it has, and filters the listing', async ({
  page,
  request,
}) => {
  const { day, typed } = journeyDay();
  const celebrity = await chosenCelebrity(request);
  const release = await holdTheApp(page);
  await page.goto(`/celebrities?category=${encodeURIComponent(celebrity.category)}`);
  await openListingFilters(page);
  await freeOn(page).focus();
  // The month and the day; the date has no value yet, so nothing is sent.
  await page.keyboard.type(typed.slice(0, 4));
  release();
  await startTheApp(page);
  // The year once the app has adopted the field: its hydration had wiped what was typed.
  await expect.poll(() => adoptedByTheApp(freeOn(page))).toBe(true);
  await page.keyboard.type(typed.slice(4));
  await expect(freeOn(page)).toHaveValue(day);
  await expect(page).toHaveURL(new RegExp(`[?&]available=${day}(&|$)`));
  await expectCardsOf(page, request, `category=${encodeURIComponent(celebrity.category)}&available=${day}`);
});

test('nobody free shows the empty state; "Load more" pages the free ones only', async ({ page, request }) => {
  const { day } = journeyDay();
  const celebrity = await chosenCelebrity(request);
  const removeBlackout = await blackOut(request, celebrity, day);
  try {
    // Searched by name, the one celebrity is blacked out that day: nobody.
    await page.goto(`/celebrities?q=${encodeURIComponent(celebrity.name)}&available=${day}`);
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await expect(cardNames(page)).toHaveCount(0);
    await expect(freeOn(page)).toHaveValue(day);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The whole catalogue that day, a batch at a time, never the blacked-out one.
    await page.goto(`/celebrities?available=${day}&sort=name`);
    await expectCardsOf(page, request, `available=${day}&sort=name`);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expectCardsOf(page, request, `available=${day}&sort=name`, 24);
    await expect(cardNames(page)).not.toContainText([celebrity.name]);
    expect(await apiNames(request, `available=${day}`)).not.toContain(celebrity.name);
    expect(await apiNames(request, 'sort=name')).toContain(celebrity.name);
  } finally {
    await removeBlackout();
  }
});

test('a day chosen before the app has started filters the listing once it has', async ({ page, request }) => {
  const { day } = journeyDay();
  const celebrity = await chosenCelebrity(request);
  const removeBlackout = await blackOut(request, celebrity, day);
  try {
    const release = await holdScripts(page);
    await page.goto(`/celebrities`, { waitUntil: 'commit' });
    // The server's page has the field (on a phone in the Filters sheet, a native popover): a day
    // can be chosen at once.
    await openListingFilters(page);
    await freeOn(page).fill(day);
    expect(await appStarted(page)).toBe(false);

    release();
    await expect(page).toHaveURL(new RegExp(`[?&]available=${day}(&|$)`));
    await expect(freeOn(page)).toHaveValue(day);
    await expectCardsOf(page, request, `available=${day}`);
    await expect(page.getByText(/^Showing 12 of \d+$/)).toBeVisible();
    expect(await apiNames(request, `available=${day}`)).not.toContain(celebrity.name);
    await expectNoAxeViolations(page);
  } finally {
    await removeBlackout();
  }
});

test('Enter in the date before the app has started asks the server for the free ones', async ({ page, request }) => {
  const { day } = journeyDay();
  const celebrity = await chosenCelebrity(request);
  const removeBlackout = await blackOut(request, celebrity, day);
  try {
    const release = await holdScripts(page);
    await page.goto(`/celebrities`, { waitUntil: 'commit' });
    await openListingFilters(page);
    await page.getByLabel('Category').selectOption(celebrity.category);
    await freeOn(page).fill(day);
    // A plain GET form: without the app, Enter loads the listing with every field in the address.
    await freeOn(page).press('Enter');
    await page.waitForURL(new RegExp(`/celebrities\\?.*available=${day}`), { waitUntil: 'commit' });

    release();
    await expect(freeOn(page)).toHaveValue(day);
    await expect(page.getByLabel('Category')).toHaveValue(celebrity.category);
    await expectCardsOf(page, request, `category=${encodeURIComponent(celebrity.category)}&available=${day}`);
    await expect(page.locator(`main a[href="${profilePath(celebrity)}"]`)).toHaveCount(0);
  } finally {
    await removeBlackout();
  }
});
