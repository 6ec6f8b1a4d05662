import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { expectNoHorizontalScroll, TEST_CELEBRITY_PREFIX } from './helpers/public';
import { chooseRowAction } from './helpers/row-actions';

/*
 * Issue 12, bullets 1–3: drafts and publishing, the featured order Home shows, and readable
 * profile addresses with permanent redirects from old ones. At 1280 px and at 375 px.
 */

interface ApiCelebrity {
  _id: string;
  name: string;
  slug: string;
  status: 'draft' | 'published';
  featuredPosition: number | null;
}

let token = '';
const auth = () => ({ Authorization: `Bearer ${token}` });

function uniqueName(label: string): string {
  return `${TEST_CELEBRITY_PREFIX}${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function png(seed: number) {
  const buffer = await sharp({
    create: { width: 120, height: 150, channels: 3, background: { r: seed % 256, g: (seed * 3) % 256, b: 90 } },
  })
    .png()
    .toBuffer();
  return { name: 'profile.png', mimeType: 'image/png', buffer };
}

/** A new celebrity through the API, as the form would save it: a draft. */
async function createCelebrity(request: APIRequestContext, name: string, slug = ''): Promise<ApiCelebrity> {
  const response = await request.post('/api/celebrities', {
    headers: auth(),
    multipart: {
      name,
      slug,
      category: 'Influencers',
      location: 'Goa, Goa',
      price: '90000',
      priceOnDemand: 'false',
      socialProfile: '@e2e',
      followers: '640K',
      rating: '4.4',
      description: 'Travel creator for the catalogue journeys.',
      specialties: JSON.stringify(['Travel vlogs']),
      achievements: JSON.stringify(['Creator of the year']),
      profileImage: await png(Date.now() % 1000),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: ApiCelebrity }).data;
}

async function publish(request: APIRequestContext, id: string): Promise<void> {
  const response = await request.post(`/api/celebrities/${id}/publish`, { headers: auth() });
  expect(response.status()).toBe(200);
}

async function remove(request: APIRequestContext, id: string): Promise<void> {
  await request.delete(`/api/celebrities/${id}`, { headers: auth() });
}

async function staffFeaturedIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/celebrities/featured?status=all', { headers: auth() });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiCelebrity[] }).data.map((celebrity) => celebrity._id);
}

async function publicListingFinds(page: Page, name: string): Promise<boolean> {
  const response = await page.request.get(`/api/celebrities?q=${encodeURIComponent(name)}`);
  return ((await response.json()) as { data: ApiCelebrity[] }).data.some((celebrity) => celebrity.name === name);
}

test.beforeEach(async ({ page }) => {
  token = (await startSignedIn(page)).token;
});

test('a new celebrity is a draft: hidden from the public, previewed by staff, then published and unpublished', async ({
  page,
  request,
}) => {
  test.slow();
  const name = uniqueName('Draft');
  const draft = await createCelebrity(request, name);
  expect(draft.status).toBe('draft');
  try {
    // Not on the public site: the listing does not find it, its address is a miss.
    await page.goto(`/celebrities?q=${encodeURIComponent(name)}`);
    await expect(page.getByText('No results found')).toBeVisible();
    const miss = await page.goto(`/celebrity/${draft.slug}`);
    expect(miss?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Celebrity not found' })).toBeVisible();

    // Staff find it among the drafts, marked as one.
    await page.goto(`/admin/celebrities?q=${encodeURIComponent(name)}`);
    await page.getByLabel('Status').selectOption('draft');
    await expect(page).toHaveURL(/[?&]status=draft/);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Draft');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The staff preview: the admin view page, with where it will live once published.
    await chooseRowAction(page, card, name, 'View');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Draft preview.')).toBeVisible();
    await expect(page.getByText(`/celebrity/${draft.slug}`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // Publish: one action, and it is public on the next request.
    await page.getByRole('button', { name: `Publish ${name}`, exact: true }).click();
    await expect(page.getByText('Celebrity published successfully')).toBeVisible();
    await expect(page.getByText('Draft preview.')).toBeHidden();
    const onSite = page.getByRole('link', { name: new RegExp(`/celebrity/${draft.slug}`) });
    await expect(onSite).toBeVisible();
    await expect(page.getByRole('button', { name: `Unpublish ${name}`, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const profile = await page.goto(`/celebrity/${draft.slug}`);
    expect(profile?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await publicListingFinds(page, name)).toBe(true);

    // Unpublish from the list's card: gone from the public site again.
    await page.goto(`/admin/celebrities?q=${encodeURIComponent(name)}`);
    const listed = page.getByRole('article', { name });
    await expect(listed).toContainText('Published');
    await chooseRowAction(page, listed, name, 'Unpublish');
    await expect(page.getByText('Celebrity unpublished: it is a draft again')).toBeVisible();
    await expect(listed).toContainText('Draft');
    expect((await page.request.get(`/celebrity/${draft.slug}`)).status()).toBe(404);
    expect(await publicListingFinds(page, name)).toBe(false);
  } finally {
    await remove(request, draft._id);
  }
});

test('staff choose the featured celebrities and their order, and Home shows the first three', async ({
  page,
  request,
}) => {
  test.slow();
  const name = uniqueName('Featured');
  const celebrity = await createCelebrity(request, name);
  await publish(request, celebrity._id);

  // The featured list is one for the whole site: it is put back as it was at the end.
  const before = await staffFeaturedIds(request);
  try {
    await page.goto(`/admin/celebrities?q=${encodeURIComponent(name)}`);
    const panel = page.getByRole('region', { name: 'Featured on Home' });
    await expect(panel).toBeVisible();
    const order = panel.getByRole('list', { name: 'Featured celebrities, in order' });
    await expect(order.getByRole('listitem')).toHaveCount(before.length);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // Add it: it joins at the end.
    const card = page.getByRole('article', { name });
    await chooseRowAction(page, card, name, 'Add to featured');
    await expect(page.getByText('Featured celebrities updated successfully').first()).toBeVisible();
    await expect(order.getByRole('listitem')).toHaveCount(before.length + 1);
    await expect(order.getByRole('listitem').last()).toContainText(name);
    await expect(card).toContainText(`Featured #${before.length + 1}`);

    // Move it to the top, one step at a time; focus stays on the moved row's button.
    for (let step = 0; step < before.length; step += 1) {
      const up = panel.getByRole('button', { name: `Move ${name} up` });
      await up.click();
      if (step < before.length - 1) await expect(up).toBeFocused();
    }
    await expect(order.getByRole('listitem').first()).toContainText(name);
    await expect(panel.getByRole('button', { name: `Move ${name} up` })).toBeDisabled();
    if (before.length > 0) await expect(panel.getByRole('button', { name: `Move ${name} down` })).toBeFocused();
    await expect(order.getByRole('listitem').first()).toContainText('On Home');
    await expect.poll(async () => (await staffFeaturedIds(request))[0]).toBe(celebrity._id);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // Home shows it first, linking to its profile at its slug.
    await page.goto('/');
    const featuredLinks = page.locator('section[aria-labelledby="featured"] ul a');
    await expect(featuredLinks).toHaveCount(3);
    await expect(featuredLinks.first()).toHaveAttribute('href', `/celebrity/${celebrity.slug}`);
    await expect(featuredLinks.first()).toContainText(name);

    // Move it down one: the order on Home follows.
    await page.goto(`/admin/celebrities?q=${encodeURIComponent(name)}`);
    await panel.getByRole('button', { name: `Move ${name} down` }).click();
    await expect(order.getByRole('listitem').nth(1)).toContainText(name);
    await expect.poll(async () => (await staffFeaturedIds(request))[1]).toBe(celebrity._id);
    await page.goto('/');
    await expect(featuredLinks.nth(1)).toHaveAttribute('href', `/celebrity/${celebrity.slug}`);

    // Remove it from the panel: off Home.
    await page.goto(`/admin/celebrities?q=${encodeURIComponent(name)}`);
    await panel.getByRole('button', { name: `Remove ${name} from featured` }).click();
    await expect(order.getByRole('listitem')).toHaveCount(before.length);
    await expect.poll(() => staffFeaturedIds(request)).toEqual(before);
    await page.goto('/');
    await expect(featuredLinks).toHaveCount(3);
    await expect(
      page.locator(`section[aria-labelledby="featured"] a[href="/celebrity/${celebrity.slug}"]`),
    ).toHaveCount(0);
  } finally {
    await request.put('/api/celebrities/featured', { headers: auth(), data: { ids: before } });
  }

  await remove(request, celebrity._id);
});

test('a profile lives at its slug; its old id address and a former slug redirect there', async ({ page, request }) => {
  test.slow();
  const name = uniqueName('Address');
  const firstSlug = `e2e-address-${Date.now().toString(36)}`;
  const celebrity = await createCelebrity(request, name, firstSlug);
  expect(celebrity.slug).toBe(firstSlug);
  await publish(request, celebrity._id);
  try {
    // The profile at its slug, with its canonical link there.
    const profile = await page.goto(`/celebrity/${firstSlug}`);
    expect(profile?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/celebrity/${firstSlug}$`));
    await expectNoAxeViolations(page);

    // The old address by id: a permanent redirect, the query kept.
    const byId = await request.get(`/celebrity/${celebrity._id}?ref=old-mail`, { maxRedirects: 0 });
    expect(byId.status()).toBe(308);
    expect(byId.headers().location).toBe(`/celebrity/${firstSlug}?ref=old-mail`);
    await page.goto(`/celebrity/${celebrity._id}`);
    await expect(page).toHaveURL(`/celebrity/${firstSlug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Staff change the URL name in the form, with its live preview.
    await page.goto(`/admin/celebrities/edit/${celebrity._id}`);
    const urlName = page.getByLabel('URL name');
    await expect(urlName).toHaveValue(firstSlug);
    const newSlug = `${firstSlug}-renamed`;
    await urlName.fill('Not Valid');
    await page.getByRole('button', { name: 'Update Celebrity' }).click();
    await expect(
      page.getByText('Use lower-case letters a–z, digits and single hyphens between words, e.g. meera-kapoor'),
    ).toBeVisible();
    await urlName.fill(newSlug);
    await expect(page.getByText(`The profile's address: /celebrity/${newSlug}`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Update Celebrity' }).click();
    await expect(page.getByText('Celebrity updated successfully')).toBeVisible();
    await expect(page).toHaveURL('/admin/celebrities');

    // The former slug and the id both lead to the new one.
    const former = await request.get(`/celebrity/${firstSlug}`, { maxRedirects: 0 });
    expect(former.status()).toBe(308);
    expect(former.headers().location).toBe(`/celebrity/${newSlug}`);
    await page.goto(`/celebrity/${firstSlug}?utm_source=share`);
    await expect(page).toHaveURL(`/celebrity/${newSlug}?utm_source=share`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/celebrity/${newSlug}$`));

    // The listing's card links to the slug.
    await page.goto(`/celebrities?q=${encodeURIComponent(name)}`);
    await expect(page.locator(`main a[href="/celebrity/${newSlug}"]`)).toBeVisible();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/celebrity/${newSlug}</loc>`);
    expect(sitemap).not.toContain(celebrity._id);
  } finally {
    await remove(request, celebrity._id);
  }
});
