import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { isSmallScreen } from './helpers/public';

test('a protected page sends a visitor to sign in, then back to the page first asked for', async ({ page }) => {
  await page.goto('/');
  await page.goto('/admin/inquiries?status=pending');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The history entry of the protected page was replaced: Back leaves the admin area.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Demo mode: the hint shows the demo admin.
  await expect(page.getByText(DEMO_ADMIN.email)).toBeVisible();
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?status=pending$/);

  // The session record of SPEC §3 is stored as specified.
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    session: JSON.parse(localStorage.getItem('app-storage') ?? '{}') as {
      state?: { isAuthenticated?: boolean; user?: { email?: string } };
    },
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.session.state?.isAuthenticated).toBe(true);
  expect(stored.session.state?.user?.email).toBe(DEMO_ADMIN.email);

  // Signed in, the login page has nothing to offer: it moves on to the dashboard.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a wrong password keeps the user on the login page with the typed e-mail', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  const password = page.getByLabel(/^Password/);
  await password.fill('not-the-password');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_ADMIN.email);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('logout ends the token on the server and returns to the login page', async ({ page }) => {
  const { token } = await startSignedIn(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  if (isSmallScreen(page)) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const check = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(check.status()).toBe(401);

  // Stays signed out after a reload, and admin pages send back to the login page.
  await page.goto('/admin/celebrities');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a token revoked elsewhere signs the user out on the next load', async ({ page }) => {
  const { token } = await startSignedIn(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The same session ended from another device.
  const logout = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(logout.ok()).toBe(true);

  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('app-storage'))).toContain('"isAuthenticated":false');
});
