import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { appStarted, holdRequests, holdScripts } from './helpers/before-start';

/*
 * Issue 18, defect 9: no input typed before the app has started is lost, on sign-in and on the
 * password reset pages. The browser draws these pages (the server sends the empty shell), so
 * before the app's scripts have run there is no field to type into; each journey checks that,
 * then types the moment the first field appears, while the app is still starting (the page's
 * own requests held back too), and checks that what was typed stays and is what is sent.
 */

/** Opens `path` with the scripts held back, checks there is nothing to type into yet, then lets the app start. */
async function openWhileStarting(page: Page, path: string): Promise<() => void> {
  const releaseScripts = await holdScripts(page);
  const releaseApi = await holdRequests(page, '**/api/**');
  await page.goto(path, { waitUntil: 'commit' });
  // The shell has arrived (DOMContentLoaded waits for the held module scripts, so not that).
  await expect(page.locator('#root')).toBeAttached();
  expect(await appStarted(page)).toBe(false);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  releaseScripts();
  return releaseApi;
}

/** The field labelled `label` (its label may carry the required mark). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

/** Types key by key, the moment the field is there. */
async function typeAtOnce(page: Page, label: string, text: string): Promise<void> {
  await field(page, label).pressSequentially(text);
}

test('what is typed on the sign-in page as soon as it appears is kept, and signs in', async ({ page }) => {
  test.slow();
  const releaseApi = await openWhileStarting(page, '/admin/login');
  await typeAtOnce(page, 'Email', DEMO_ADMIN.email);
  await typeAtOnce(page, 'Password', DEMO_ADMIN.password);
  releaseApi();
  await page.waitForLoadState('networkidle');
  await expect(field(page, 'Email')).toHaveValue(DEMO_ADMIN.email);
  await expect(field(page, 'Password')).toHaveValue(DEMO_ADMIN.password);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('what is typed on the forgotten-password page as soon as it appears is kept, and sent', async ({ page }) => {
  test.slow();
  const email = `early-${test.info().project.name}-${Date.now().toString(36)}@example.com`;
  const releaseApi = await openWhileStarting(page, '/admin/forgot-password');
  await typeAtOnce(page, 'Email', email);
  releaseApi();
  await page.waitForLoadState('networkidle');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('If an account uses this e-mail address');
});

test('what is typed on the reset page as soon as it appears is kept, and sent with the link', async ({ page }) => {
  test.slow();
  const password = 'Quartz-Lantern-Meadow-74';
  // A link that matches no request: the answer is about the link, which shows the passwords
  // were typed, kept and sent.
  const releaseApi = await openWhileStarting(page, `/admin/reset-password?token=${'E'.repeat(43)}`);
  await typeAtOnce(page, 'New password', password);
  await typeAtOnce(page, 'New password again', password);
  releaseApi();
  await page.waitForLoadState('networkidle');
  await expect(field(page, 'New password')).toHaveValue(password);
  await expect(field(page, 'New password again')).toHaveValue(password);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset link is not valid');
});
