import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STAFF, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { expectNoHorizontalScroll, isSmallScreen } from './helpers/public';
import { expectSettingsSection } from './helpers/settings';

/**
 * The legal pages: an admin edits one under Settings, and the public page shows it. The two
 * projects run side by side on one database, so each edits its own page (desktop the Privacy
 * Policy, the phone the Terms of Service) and never reads the other's save.
 */
function pageUnderTest(): { slug: 'privacy' | 'terms'; label: string } {
  return test.info().project.name === 'mobile'
    ? { slug: 'terms', label: 'Terms of Service' }
    : { slug: 'privacy', label: 'Privacy Policy' };
}

/** Something no other run or project writes. */
function uniqueTag(): string {
  return `${test.info().project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

async function openLegalSettings(page: Page, label: string) {
  await page.goto('/admin/settings?tab=legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle(/^Settings \| /);
  await expectSettingsSection(page, 'Legal pages');
  await expect(page.getByText('Loading the legal pages...')).toBeHidden();
  await page.getByRole('radio', { name: label }).check();
  const form = page.getByRole('form', { name: label });
  await expect(form).toBeVisible();
  return form;
}

test('an admin edits a legal page, a failed save loses nothing, and the public page shows the saved text', async ({
  page,
}) => {
  test.slow();
  const { slug, label } = pageUnderTest();
  const tag = uniqueTag();
  const { user } = await startSignedIn(page, DEMO_ADMIN);

  let form = await openLegalSettings(page, label);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await expect(form.getByLabel('Title')).toHaveValue(/\S/);
  await expect(form.getByText('All changes saved')).toBeVisible();

  // Type: the preview follows, with raw HTML as text and no link for a javascript: target.
  const title = `${label} ${tag}`;
  const clause = `Clause ${tag}`;
  const markdown = [
    `## ${clause}`,
    '',
    `Write to **privacy-${tag}@starline.example** or see our [Contact page](/contact).`,
    '',
    '<script>window.__pwned = 1</script>',
    '',
    '[a bad link](javascript:window.__pwned=2)',
  ].join('\n');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text (Markdown)').fill(markdown);
  await expect(form.getByText('Unsaved changes')).toBeVisible();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: clause })).toBeVisible();
  await expect(preview.getByText('<script>window.__pwned = 1</script>')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'a bad link' })).toHaveCount(0);
  await expect(preview.getByRole('link', { name: 'Contact page' })).toHaveAttribute('href', '/contact');

  // A save the server fails: a toast, and every typed character stays.
  await page.route(`**/api/legal/${slug}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } })
      : route.fallback(),
  );
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Something went wrong').first()).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Text (Markdown)')).toHaveValue(markdown);
  await expect(form.getByText('Unsaved changes')).toBeVisible();
  await page.unroute(`**/api/legal/${slug}`);

  // Leaving the screen (a reload) keeps the draft too.
  await page.reload();
  form = await openLegalSettings(page, label);
  await expect(form.getByText('Your unsaved changes from earlier are back.')).toBeVisible();
  await expect(form.getByLabel('Text (Markdown)')).toHaveValue(markdown);

  // An empty title is refused beside its field, before anything is sent.
  await form.getByLabel('Title').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByLabel('Title')).toBeFocused();
  await expectNoAxeViolations(page);

  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${title} saved`)).toBeVisible();
  await expect(form.getByText('All changes saved')).toBeVisible();
  await expect(form.getByText(new RegExp(`^Last saved by ${user.name} on \\d{1,2} \\w+ \\d{4} at `))).toBeVisible();

  // The public page shows the saved text on the next visit, the HTML as text, the bad link as words.
  await page.goto(`/${slug}`);
  await expect(page).toHaveTitle(`${title} | Starline Talent`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: clause })).toBeVisible();
  await expect(page.getByText(/^Last updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByText('<script>window.__pwned = 1</script>')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'a bad link' })).toHaveCount(0);
  await expect(page.getByText('a bad link')).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expectNoHorizontalScroll(page);

  // What the server sent: the text rendered, the script escaped.
  const html = await (await page.request.get(`/${slug}`)).text();
  expect(html).toContain(clause);
  expect(html).toContain('&lt;script&gt;window.__pwned = 1&lt;/script&gt;');
  expect(html).not.toContain('<script>window.__pwned');
  expect(html).not.toMatch(/href="javascript:/i);
  // The page's data block carries the Markdown as written, with `<` escaped so it cannot close the block.
  expect(html).toContain('\\u003cscript>window.__pwned = 1\\u003c/script>');
});

test('the legal pages: linked from the footer, server-rendered, in the sitemap, accessible', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // A first visit: the page arrives rendered, indexable, with its canonical address.
  for (const slug of ['privacy', 'terms']) {
    const response = await page.request.get(`/${slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<div id="root"><.*<h1[^>]*>[^<]+<\/h1>/s);
    expect(html).toContain(`/${slug}" />`);
    expect(html).not.toContain('noindex');
  }
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/privacy<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/terms<\/loc>/);
});

test('staff do not see Settings, and the screen refuses them', async ({ page }) => {
  await startSignedIn(page, DEMO_STAFF);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  if (isSmallScreen(page)) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Inquiries' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Only admins can change the site’s settings' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Section' })).toHaveCount(0);
  await expect(page.getByRole('form')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
