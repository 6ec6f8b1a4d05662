import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { appStarted, holdRequests, holdScripts } from './helpers/before-start';
import { isSmallScreen } from './helpers/public';

const sidebarState = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' }).getAttribute('data-state');

/** The stylesheet has arrived (with the scripts held back, a box could be measured before it). */
const stylesApplied = (page: Page) => expect(page.locator('#server-shell > div')).toHaveCSS('display', 'flex');

/** The shell the server drew has given way to the app's own page (decision 0052). */
const serverShellGone = (page: Page) => expect(page.locator('#server-shell')).toHaveCount(0);

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
    await serverShellGone(page);
    expect(await sidebarState(page)).toBe('expanded');
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect.poll(() => sidebarState(page)).toBe('collapsed');

    await page.reload();
    await serverShellGone(page);
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

/*
 * Decision 0052: the server draws the panel's shell (the header, the sidebar's frame on a wide
 * screen, the screen's heading and blank panels) in the HTML, so a phone paints before any of the
 * app's script has arrived; the app then takes its place without anything moving.
 */
test.describe('the shell the server draws', () => {
  test.beforeEach(async ({ page }) => {
    // Every layout shift from the first paint on, as Lighthouse counts them (no input involved).
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) => {
            const node = source.node as Element | undefined;
            return `${node?.tagName ?? '?'}.${node?.className ?? ''} "${node?.textContent?.slice(0, 40) ?? ''}"`;
          });
          shifts.push(`${entry.value.toFixed(3)}: ${moved.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  });

  test("is on screen before any script, with the screen's heading, and the app takes its place without a shift", async ({
    page,
  }, testInfo) => {
    const releaseScripts = await holdScripts(page);
    // The screen's data held back too: what is checked is the hand-over, not the data's arrival.
    const releaseApi = await holdRequests(page, '**/api/**');
    await page.goto('/admin/dashboard', { waitUntil: 'commit' });
    const shell = page.locator('#server-shell');
    await expect(shell).toBeVisible();
    expect(await appStarted(page)).toBe(false);
    const heading = page.getByRole('heading', { name: 'Dashboard', level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByText('Who owes what, and what happens this week.')).toBeVisible();
    // The toggle waits for the app; the bell is a plain link meanwhile.
    await expect(page.getByRole('button', { name: 'Toggle Sidebar' })).toBeDisabled();
    await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible();
    // Nothing of anyone's: no sections (they depend on the role), no name or address.
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByText(DEMO_ADMIN.email)).toHaveCount(0);
    await stylesApplied(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('server-shell.png') });
    const before = await heading.boundingBox();

    releaseScripts();
    await serverShellGone(page);
    // The screen itself has drawn (its own loading state, waiting for the held data).
    await expect(page.getByText('Loading dashboard...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle Sidebar' })).toBeEnabled();
    expect(await heading.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
    releaseApi();
    await expect(page.getByRole('heading', { name: 'Needs doing now' })).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('started.png') });
  });

  for (const [path, title, description] of [
    [
      '/admin/inquiries',
      'Inquiries Management',
      'Booking requests from the website, each with its 24-hour reply clock.',
    ],
    [
      '/admin/calendar',
      'Calendar',
      'Holds, confirmed bookings and blackouts of every celebrity, with their travel days.',
    ],
    ['/admin/audit', 'Audit log', 'Every change made in the panel or from the website, newest first.'],
  ] as const) {
    test(`${path}: the heading and its line stay where the server drew them`, async ({ page }) => {
      const releaseScripts = await holdScripts(page);
      const releaseApi = await holdRequests(page, '**/api/**');
      await page.goto(path, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { name: title, level: 1 });
      const line = page.getByText(description);
      await expect(line).toBeVisible();
      await stylesApplied(page);
      const before = [await heading.boundingBox(), await line.boundingBox()];
      releaseScripts();
      await serverShellGone(page);
      await expect(page.getByRole('button', { name: 'Toggle Sidebar' })).toBeEnabled();
      // Polled: the placeholder's heading and the screen's are two elements, swapped by React (and a
      // wide list's table, fetched with the list, can show the placeholder again for a moment).
      const boxes = async () => [await heading.boundingBox(), await line.boundingBox()];
      await expect.poll(boxes).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
      // What the screen's data then moves is the screen's own; its heading stays.
      releaseApi();
      await page.waitForLoadState('networkidle');
      await expect.poll(boxes).toEqual(before);
    });
  }

  test('a visitor who is not signed in sees the shell, then the sign-in page', async ({ page }) => {
    // After startSignedIn's own script: this visitor has no session.
    await page.addInitScript(() => localStorage.clear());
    const releaseScripts = await holdScripts(page);
    await page.goto('/admin/calendar', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    releaseScripts();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByLabel(/^Email/)).toBeVisible();
    await serverShellGone(page);
    await expect(page.getByRole('heading', { name: 'Calendar' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the app's code refused once (a server shedding load, a dropped connection): the page loads again and starts", async ({
    page,
  }) => {
    // Refused for the whole of the first load (its preload and its import alike).
    let loads = 0;
    await page.route('**/admin/calendar', async (route) => {
      loads += 1;
      await route.continue();
    });
    await page.route('**/assets/start-app-*.js', async (route) => {
      if (loads > 1) return route.continue();
      return route.fulfill({ status: 503, headers: { 'retry-after': '5' }, body: '' });
    });
    await page.goto('/admin/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await serverShellGone(page);
    await expect.poll(() => appStarted(page)).toBe(true);
    expect(loads).toBe(2);
  });
});
