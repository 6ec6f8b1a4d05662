import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { isSmallScreen } from './helpers/public';

const sidebarState = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' }).getAttribute('data-state');

test.beforeEach(async ({ page }) => {
  await startSignedIn(page);
});

test('the sidebar shows the sections, the current one and who is signed in', async ({ page }) => {
  await page.goto('/admin/staff');
  if (isSmallScreen(page)) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const sidebar = isSmallScreen(page)
    ? page.getByRole('dialog', { name: 'Admin Panel' })
    : page.getByRole('complementary', { name: 'Sidebar' });
  const nav = sidebar.getByRole('navigation', { name: 'Admin' });
  for (const label of ['Dashboard', 'Celebrities', 'Staff', 'Inquiries']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByText('Admin Panel')).toBeVisible();
  await expect(sidebar.getByText(DEMO_ADMIN.email)).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();

  await nav.getByRole('link', { name: 'Inquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  if (isSmallScreen(page)) {
    // Choosing a section closes the slide-in panel.
    await expect(page.getByRole('dialog')).toBeHidden();
  } else {
    await expect(nav.getByRole('link', { name: 'Inquiries' })).toHaveAttribute('aria-current', 'page');
  }
});

// Each form of the sidebar at its own width, whichever project runs the file.
test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the collapsed sidebar stays collapsed after a reload, and Ctrl+B toggles it', async ({ page }) => {
    await page.goto('/admin/dashboard');
    expect(await sidebarState(page)).toBe('expanded');
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect.poll(() => sidebarState(page)).toBe('collapsed');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await sidebarState(page)).toBe('collapsed');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    // Seven days, give or take the test's own run time.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 86_400 - 120);

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarState(page)).toBe('expanded');
    await expectNoAxeViolations(page);
  });
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('on a small screen the sidebar slides in and closes with Escape', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    const panel = page.getByRole('dialog', { name: 'Admin Panel' });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});
