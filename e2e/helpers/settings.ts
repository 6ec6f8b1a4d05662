import { expect, type Page } from '@playwright/test';
import { isSmallScreen } from './public';

/**
 * The settings screen offers its tabs as a tab strip where there is room and as one "Section"
 * menu on a phone (the journeys run at 1280 and 375 px, one of each).
 */
function sectionMenu(page: Page) {
  return page.getByRole('combobox', { name: 'Section' });
}

/** Checks that the settings screen shows the named section: its tab selected, or the menu naming it. */
export async function expectSettingsSection(page: Page, name: string | RegExp): Promise<void> {
  if (isSmallScreen(page)) {
    await expect(sectionMenu(page)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(sectionMenu(page).locator('option:checked')).toHaveText(name);
  } else {
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
}

/** Opens a section of the settings screen the way a person would there: its tab, or the Section menu. */
export async function chooseSettingsSection(page: Page, name: string): Promise<void> {
  if (isSmallScreen(page)) {
    // Its option may carry "(unsaved changes)" until it is open again.
    const option = sectionMenu(page).getByRole('option', { name: new RegExp(`^${name}( \\(unsaved changes\\))?$`) });
    const value = await option.getAttribute('value');
    if (value === null) throw new Error(`The Section menu has no value for ${name}`);
    await sectionMenu(page).selectOption(value);
  } else {
    await page.getByRole('tab', { name }).click();
  }
  await expectSettingsSection(page, name);
}

/** Checks that a section other than the open one is marked as holding unsaved changes. */
export async function expectUnsavedSection(page: Page, name: string): Promise<void> {
  const marked = `${name} (unsaved changes)`;
  if (isSmallScreen(page)) await expect(sectionMenu(page).getByRole('option', { name: marked })).toHaveCount(1);
  else await expect(page.getByRole('tab', { name: marked })).toBeVisible();
}
