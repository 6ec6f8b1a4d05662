import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses one of a row's (or a card's) secondary actions: opens its "More actions for …" menu and
 * picks the item. The menu opens in a layer of its own at the end of the page, so its items are
 * looked up on the page, not inside the row.
 */
export async function chooseRowAction(page: Page, row: Locator, rowName: string, action: string): Promise<void> {
  await row.getByRole('button', { name: `More actions for ${rowName}`, exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
  await expect(menu).toBeHidden();
}
