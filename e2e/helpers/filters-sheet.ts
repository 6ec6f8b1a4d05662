import { expect, type Locator, type Page } from '@playwright/test';

/** Whether a staff list's filters are folded into the Filters sheet (below 1024 px: `inlineFrom="lg"`). */
export function filtersFolded(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** The phone's Filters button; its name says how many are set ("Filters 2 set"). */
export function filtersButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Filters/ });
}

/** The sheet while it is open (a popover the browser shows). */
function openSheet(page: Page): Locator {
  return page.locator('[popover]:popover-open');
}

/** Opens the Filters sheet where the filters are folded; in the page they are there already. */
export async function openFilters(page: Page): Promise<void> {
  if (!filtersFolded(page)) return;
  await filtersButton(page).click();
  await expect(openSheet(page)).toBeVisible();
}

/** "Show results": the sheet closes and the list is in view again. */
export async function closeFilters(page: Page): Promise<void> {
  if (!filtersFolded(page)) return;
  await openSheet(page).getByRole('button', { name: 'Show results' }).click();
  await expect(openSheet(page)).toHaveCount(0);
}
