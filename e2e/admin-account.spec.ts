import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN, loginThroughApi, startSignedIn, type Credentials } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { waitForMail } from './helpers/mailbox';
import { expectNoHorizontalScroll, isSmallScreen } from './helpers/public';

/**
 * Accounts (issue 12): My account (details, password, sign out everywhere), an admin disabling
 * and re-enabling a member, and a forgotten password reset through the e-mailed link. Every
 * journey makes its own accounts: the demo admin only creates them, its password never changes.
 */

interface Member extends Credentials {
  name: string;
  _id: string;
}

/** A name, e-mail and password no other run, project or test uses (the suite shares one database). */
function uniqueMember(label: string): Omit<Member, '_id'> {
  const tag = `${test.info().project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: `${label} ${tag}`,
    email: `${label.toLowerCase().replace(/\W+/g, '.')}.${tag}@starline.example`,
    // Unrelated to the name and e-mail: the server refuses passwords made of them.
    password: `Heron-${Math.random().toString(36).slice(2, 8)}-${Math.random().toString(36).slice(2, 8)}`,
  };
}

function newPassword(): string {
  return `Lantern-${Math.random().toString(36).slice(2, 8)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Adds an account through the API as the demo admin. */
async function addMember(request: APIRequestContext, label: string, role: 'staff' | 'admin' = 'staff') {
  const member = uniqueMember(label);
  const { token } = await loginThroughApi(request, DEMO_ADMIN);
  const response = await request.post('/api/staff', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...member, role },
  });
  expect(response.status()).toBe(201);
  const { _id } = ((await response.json()) as { data: { _id: string } }).data;
  return { ...member, _id } satisfies Member;
}

async function meStatus(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status();
}

/** The sidebar's footer (in the slide-in panel on a phone). */
async function openSidebar(page: Page) {
  if (!isSmallScreen(page)) return page.getByRole('complementary', { name: 'Sidebar' });
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  return page.getByRole('dialog', { name: 'Admin Panel' });
}

/** My account, reached from the sidebar's user menu as a person would. */
async function openAccountFromMenu(page: Page): Promise<void> {
  await page.goto('/admin/dashboard');
  const sidebar = await openSidebar(page);
  await sidebar.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page).toHaveTitle(/^My account \| /);
  await expect(page.getByText('Loading your account...')).toBeHidden();
}

async function newContext(browser: Browser) {
  const project = test.info().project.use;
  return browser.newContext({
    baseURL: project.baseURL,
    viewport: project.viewport,
    hasTouch: project.hasTouch,
    reducedMotion: 'reduce',
  });
}

async function signInThroughForm(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a member changes their own name and password, and signs in with the new one', async ({ page }) => {
  test.slow();
  const member = await addMember(page.request, 'Tara Sen');
  // Another device, signed in before the change.
  const elsewhere = await loginThroughApi(page.request, member);
  await startSignedIn(page, member);
  await openAccountFromMenu(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByText(member.email)).toBeVisible();
  await expect(details.getByLabel('Name')).toHaveValue(member.name);
  await expect(details.getByRole('button', { name: 'Save details' })).toBeDisabled();

  // A blank name is refused beside it.
  await details.getByLabel('Name').fill(' ');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Name is required')).toBeVisible();

  const renamed = `${member.name} Rao`;
  await details.getByLabel('Name').fill(renamed);
  await details.getByLabel('Phone').fill('+91 98200 77889');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been saved')).toBeVisible();
  const sidebar = await openSidebar(page);
  await expect(sidebar.getByText(renamed)).toBeVisible();
  if (isSmallScreen(page)) await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Phone')).toHaveValue('+91 98200 77889');

  const form = page.getByRole('form', { name: 'Change password' });
  const password = newPassword();
  // The two copies must match; the current password must be right; the new one must be strong.
  await form.getByLabel(/^Current password/).fill(member.password);
  await form.getByLabel(/^New password\*?$/).fill(password);
  await form.getByLabel(/^New password again/).fill(`${password}x`);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The two passwords do not match')).toBeVisible();

  await form.getByLabel(/^Current password/).fill('Not-The-Password-1');
  await form.getByLabel(/^New password again/).fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not correct')).toBeVisible();
  await expect(form.getByLabel(/^Current password/)).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel(/^Current password/).fill(member.password);
  await form.getByLabel(/^New password\*?$/).fill('password1234');
  await form.getByLabel(/^New password again/).fill('password1234');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(/^Password is too easy to guess/)).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel(/^New password\*?$/).fill(password);
  await form.getByLabel(/^New password again/).fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/^Password changed\. You are still signed in here/)).toBeVisible();
  await expect(form.getByLabel(/^Current password/)).toHaveValue('');

  // The other device is out; this one stays in.
  expect(await meStatus(page.request, elsewhere.token)).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  // Out, and back in with the new password (the old one no longer works).
  const menu = await openSidebar(page);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInThroughForm(page, member);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInThroughForm(page, { email: member.email, password });
  // Signed in again: back to the page they left (My account) or the dashboard.
  await expect(page).toHaveURL(/\/admin\/(account|dashboard)$/);
});

test('sign out everywhere ends every session, this one included', async ({ page }) => {
  const member = await addMember(page.request, 'Uday Nair');
  const elsewhere = await loginThroughApi(page.request, member);
  const here = await startSignedIn(page, member);
  await page.goto('/admin/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  // Cancel first: nothing happens.
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/^Sign out on every device, this one included\?/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await meStatus(page.request, elsewhere.token)).toBe(200);

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await meStatus(page.request, elsewhere.token)).toBe(401);
  expect(await meStatus(page.request, here.token)).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Nothing is locked: the same password signs in again.
  await signInThroughForm(page, member);
  // Signed in again: back to the page they left (My account) or the dashboard.
  await expect(page).toHaveURL(/\/admin\/(account|dashboard)$/);
});

test('an admin disables a member, who is signed out and cannot sign in, then enables them again', async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = await addMember(page.request, 'Vikram Admin', 'admin');
  const member = await addMember(page.request, 'Wafa Qadri');

  const memberContext = await newContext(browser);
  try {
    const memberPage = await memberContext.newPage();
    await startSignedIn(memberPage, member);
    await memberPage.goto('/admin/dashboard');
    await expect(memberPage.getByRole('heading', { level: 1 })).toBeVisible();

    await startSignedIn(page, admin);
    await page.goto(`/admin/staff?q=${encodeURIComponent(member.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Management' })).toBeVisible();
    const card = page.getByRole('article', { name: member.name });
    await expect(card.getByText('Active')).toBeVisible();
    await card.getByRole('button', { name: `Disable ${member.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(/They are signed out at once/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('Account disabled; its sessions have ended')).toBeVisible();
    await expect(card.getByText('Disabled')).toBeVisible();
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'disabled');
    await expect(card.getByRole('button', { name: `Enable ${member.name}` })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The member's open panel loses its session at once: the next load goes to the login page.
    await memberPage.reload();
    await expect(memberPage).toHaveURL(/\/admin\/login$/);
    // Their right password reads exactly like a wrong one.
    await signInThroughForm(memberPage, member);
    await expect(memberPage.getByText('Invalid email or password')).toBeVisible();
    await expect(memberPage).toHaveURL(/\/admin\/login$/);

    // An admin never sees Disable on their own card.
    await page.goto(`/admin/staff?q=${encodeURIComponent(admin.email)}`);
    const own = page.getByRole('article', { name: `${admin.name} (you)` });
    await expect(own).toBeVisible();
    await expect(own.getByRole('button', { name: /^Disable / })).toHaveCount(0);

    await page.goto(`/admin/staff?q=${encodeURIComponent(member.email)}`);
    await card.getByRole('button', { name: `Enable ${member.name}` }).click();
    await expect(page.getByText('Account enabled; they can sign in again')).toBeVisible();
    await expect(card.getByText('Active')).toBeVisible();

    await signInThroughForm(memberPage, member);
    await expect(memberPage).toHaveURL(/\/admin\/dashboard$/);
  } finally {
    await memberContext.close();
  }
});

test('a forgotten password is reset through the e-mailed one-time link', async ({ page, browser }) => {
  test.slow();
  const member = await addMember(page.request, 'Yash Verma');
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page).toHaveTitle(/^Forgot your password\? \| /);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();

  // An address without an account gets the very same answer.
  await page.getByLabel('Email').fill(`nobody.${Date.now().toString(36)}@starline.example`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'If an account uses this e-mail address' });
  await expect(answer).toBeVisible();
  const unknownText = await answer.textContent();

  await page.reload();
  await page.getByLabel('Email').fill(member.email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(answer).toBeVisible();
  expect(await answer.textContent()).toBe(unknownText);
  await expect(answer).toContainText('within 30 minutes');
  await expectNoAxeViolations(page);

  // The e-mail, as the mail server received it; the outbox shows it to admins too.
  const mail = await waitForMail(page.request, member.email, /^Choose a new password/);
  const link = /https?:\/\/[^/\s]+(\/admin\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(link, 'the e-mail carries the reset link').not.toBeNull();
  const path = link?.[1] ?? '';
  const { token: adminToken } = await loginThroughApi(page.request, DEMO_ADMIN);
  const outbox = await page.request.get('/api/emails?limit=100', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const listed = ((await outbox.json()) as { data: { kind: string; recipients: string[] }[] }).data;
  expect(
    listed.filter((email) => email.kind === 'password_reset' && email.recipients.includes(member.email)),
  ).toHaveLength(1);

  // A session open before the reset ends with it.
  const before = await loginThroughApi(page.request, member);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveTitle(/^Choose a new password \| /);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  const password = newPassword();
  await page.getByLabel(/^New password\*?$/).fill(password);
  await page.getByLabel(/^New password again/).fill(`${password}!`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();

  await page.getByLabel(/^New password\*?$/).fill('password1234');
  await page.getByLabel(/^New password again/).fill('password1234');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/^Password is too easy to guess/)).toBeVisible();

  await page.getByLabel(/^New password\*?$/).fill(password);
  await page.getByLabel(/^New password again/).fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();
  expect(await meStatus(page.request, before.token)).toBe(401);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The link worked once: used again, it says so and offers a new one.
  const other = await (await newContext(browser)).newPage();
  try {
    await other.goto(path);
    const nextPassword = newPassword();
    await other.getByLabel(/^New password\*?$/).fill(nextPassword);
    await other.getByLabel(/^New password again/).fill(nextPassword);
    await other.getByRole('button', { name: 'Set new password' }).click();
    await expect(other.getByRole('alert')).toContainText('This password reset link is not valid');
    await expect(other.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await expectNoAxeViolations(other);
  } finally {
    await other.context().close();
  }
});

test('the reset page without a link says how to get one', async ({ page }) => {
  await page.goto('/admin/reset-password');
  await expect(page.getByRole('alert')).toContainText('This page needs the link from the password reset e-mail');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
});
