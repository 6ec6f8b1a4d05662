import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, loginThroughApi, startSignedIn, type Credentials } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { expectNoHorizontalScroll } from './helpers/public';

/** A name and e-mail no other run, project or test uses (the suite shares one database). */
function uniqueMember(label: string): { name: string; email: string; password: string } {
  const tag = `${test.info().project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: `${label} ${tag}`,
    email: `${label.toLowerCase().replace(/\W+/g, '.')}.${tag}@starline.example`,
    // Unrelated to the name and e-mail: the server refuses passwords made of them.
    password: `Kestrel-${Math.random().toString(36).slice(2, 8)}-${Math.random().toString(36).slice(2, 8)}`,
  };
}

/** Adds a member through the API as the demo admin (for journeys about something else). */
async function addMemberThroughApi(request: APIRequestContext, member: Credentials & { name: string }) {
  const { token } = await loginThroughApi(request, DEMO_ADMIN);
  const response = await request.post('/api/staff', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...member, phone: '+91 98200 11223' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data;
}

async function openStaffPage(page: Page): Promise<void> {
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Management' })).toBeVisible();
  await expect(page).toHaveTitle(/^Staff Management \| /);
  await expect(page.getByText('Loading staff...')).toBeHidden();
}

/** Types a search and waits for its results: until then the list is dimmed (and so is a form in it). */
async function search(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/staff' && url.searchParams.get('q') === text.trim();
  });
  await page.getByPlaceholder('Search staff members...').fill(text);
  await answered;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Like every list's search, it lives in the address: a reload or Back keeps it.
  const q = new URL(page.url()).searchParams.get('q') ?? '';
  expect(q).toBe(text.trim());
}

function card(page: Page, name: string | RegExp) {
  return page.getByRole('article', { name });
}

test('an admin adds a member, who can sign in and then only reads the team', async ({ page, browser }) => {
  test.slow();
  const member = uniqueMember('Neha Joshi');
  const { user: admin } = await startSignedIn(page, DEMO_ADMIN);
  await openStaffPage(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add Staff' }).click();
  const form = page.getByRole('form', { name: 'Add Staff Member' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Role')).toHaveValue('staff');

  // Empty: every required field says so beside it.
  await form.getByRole('button', { name: 'Add Staff' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
  await expect(form.getByLabel('Phone')).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await form.getByLabel('Name').fill(member.name);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Phone').fill('+91 98200 44556');
  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('button', { name: 'Add Staff' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();

  // Long enough but common: the server's reason appears beside the password.
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password').fill('password1234');
  await form.getByRole('button', { name: 'Add Staff' }).click();
  await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/^Password is too easy to guess/)).toBeVisible();
  await form.getByLabel('Password').fill(member.password);

  // A taken e-mail: the server's 409 appears beside the field and every value stays.
  await form.getByLabel('Email').fill('STAFF@starline.example');
  await form.getByRole('button', { name: 'Add Staff' }).click();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('A staff member with this email already exists')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue(member.name);
  await expect(form.getByLabel('Phone')).toHaveValue('+91 98200 44556');
  await expect(form.getByLabel('Password')).toHaveValue(member.password);

  await form.getByLabel('Email').fill(member.email);
  await form.getByRole('button', { name: 'Add Staff' }).click();
  await expect(page.getByText('Operation successful!')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Staff' })).toBeFocused();

  await search(page, member.email.toUpperCase());
  const added = card(page, member.name);
  await expect(added).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(added.locator('[data-role]')).toHaveAttribute('data-role', 'staff');
  await expect(added.locator('[data-role]')).toHaveClass(/bg-blue-100/);
  await expect(added.getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`);
  await expect(added.getByText('+91 98200 44556')).toBeVisible();
  await expect(added.getByText(/^Joined \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(added.getByText('Active')).toBeVisible();
  await expect(added.getByRole('button', { name: `Edit ${member.name}` })).toBeVisible();

  // The new member signs in, and sees the team without any way to change it.
  const session = await loginThroughApi(page.request, member);
  expect(session.user).toMatchObject({ name: member.name, email: member.email, role: 'staff' });
  const project = test.info().project.use;
  const memberContext = await browser.newContext({
    baseURL: project.baseURL,
    viewport: project.viewport,
    hasTouch: project.hasTouch,
    reducedMotion: 'reduce',
  });
  try {
    const memberPage = await memberContext.newPage();
    await startSignedIn(memberPage, member);
    await openStaffPage(memberPage);
    await expect(card(memberPage, `${member.name} (you)`)).toBeVisible();
    await expect(card(memberPage, admin.name)).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Add Staff' })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expectNoHorizontalScroll(memberPage);

    // The server refuses a staff member's write whatever the page shows.
    const refused = await memberPage.request.post('/api/staff', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { ...uniqueMember('Sneaky'), role: 'admin' },
    });
    expect(refused.status()).toBe(403);
  } finally {
    await memberContext.close();
  }
});

test('an admin edits a member; a blank password keeps the old one', async ({ page }) => {
  const member = uniqueMember('Kiran Desai');
  await addMemberThroughApi(page.request, member);
  await startSignedIn(page, DEMO_ADMIN);
  await openStaffPage(page);
  await search(page, member.email);

  await card(page, member.name)
    .getByRole('button', { name: `Edit ${member.name}` })
    .click();
  const form = page.getByRole('form', { name: `Edit ${member.name}` });
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Email')).toHaveValue(member.email);
  await expect(form.getByText('Leave blank to keep the current password.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Cancel leaves everything as it was.
  await form.getByLabel('Name').fill('Not saved');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${member.name}` })).toBeFocused();

  await page.getByRole('button', { name: `Edit ${member.name}` }).click();
  const renamed = `${member.name} Rao`;
  await form.getByLabel('Name').fill(renamed);
  await form.getByLabel('Phone').fill('022 2345 6789');
  await form.getByLabel('Role').selectOption('admin');
  await expect(form.getByLabel('Password')).toHaveValue('');
  await form.getByRole('button', { name: 'Update Staff' }).click();
  await expect(page.getByText('Update successful!')).toBeVisible();
  await expect(form).toBeHidden();

  const edited = card(page, renamed);
  await expect(edited.getByText('022 2345 6789')).toBeVisible();
  await expect(edited.locator('[data-role]')).toHaveAttribute('data-role', 'admin');
  await expect(edited.locator('[data-role]')).toHaveClass(/bg-purple-100/);
  // The password was left blank, so the old one still works.
  const session = await loginThroughApi(page.request, member);
  expect(session.user).toMatchObject({ name: renamed, role: 'admin' });
});

test('admins never see Delete on their own card, nor a way to change their own role', async ({ page }) => {
  const { user } = await startSignedIn(page, DEMO_ADMIN);
  await openStaffPage(page);
  const own = card(page, `${user.name} (you)`);
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await own.getByRole('button', { name: `Edit ${user.name}` }).click();
  const form = page.getByRole('form', { name: `Edit ${user.name}` });
  await expect(form.getByLabel('Role')).toBeDisabled();
  await expect(form.getByText('You cannot change your own role.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
});

test('an admin deletes a member after confirming; the member can no longer sign in', async ({ page }) => {
  const member = uniqueMember('Omar Qureshi');
  await addMemberThroughApi(page.request, member);
  await startSignedIn(page, DEMO_ADMIN);
  await openStaffPage(page);
  await search(page, member.name);
  const doomed = card(page, member.name);
  await expect(doomed).toBeVisible();

  // Cancel first: nothing happens.
  await doomed.getByRole('button', { name: `Delete ${member.name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure you want to delete this staff member?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(doomed).toBeVisible();

  await doomed.getByRole('button', { name: `Delete ${member.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully!')).toBeVisible();
  await expect(doomed).toBeHidden();
  await expect(page.getByText('No staff members found matching your search.')).toBeVisible();

  const login = await page.request.post('/api/auth/login', { data: member });
  expect(login.status()).toBe(401);
});
