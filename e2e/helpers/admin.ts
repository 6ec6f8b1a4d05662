import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { isSmallScreen } from './public';

export interface Credentials {
  email: string;
  password: string;
}

/** The demo accounts the seed creates (README). */
export const DEMO_ADMIN: Credentials = { email: 'admin@starline.example', password: 'Admin@12345' };
export const DEMO_STAFF: Credentials = { email: 'staff@starline.example', password: 'Staff@12345' };

interface LoginAnswer {
  token: string;
  user: { _id: string; name: string; email: string; role: 'staff' | 'admin' };
}

/** Signs in through the API and returns the token and user. */
export async function loginThroughApi(request: APIRequestContext, credentials: Credentials): Promise<LoginAnswer> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: LoginAnswer }).data;
}

/**
 * Starts the page already signed in, the way the login page leaves the browser (SPEC §3: the
 * token under `token`, the session record under `app-storage`). For journeys whose subject is not
 * the sign-in itself; `admin-auth.spec.ts` covers the login form.
 */
export async function startSignedIn(page: Page, credentials: Credentials = DEMO_ADMIN): Promise<LoginAnswer> {
  const answer = await loginThroughApi(page.request, credentials);
  await page.addInitScript((session: LoginAnswer) => {
    // Only before the first sign-out of the test: a later logout must stay logged out on reload.
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('token', session.token);
    localStorage.setItem(
      'app-storage',
      JSON.stringify({ state: { user: session.user, isAuthenticated: true }, version: 0 }),
    );
  }, answer);
  return answer;
}

/** Follows a link of the admin sidebar, through the menu on a phone. */
export async function openFromSidebar(page: Page, label: string): Promise<void> {
  if (isSmallScreen(page)) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const sidebar = isSmallScreen(page)
    ? page.getByRole('dialog', { name: 'Admin Panel' })
    : page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label, exact: true }).click();
}
