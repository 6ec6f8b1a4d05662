import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { adminToken, catalogue, expectNoHorizontalScroll, TEST_CELEBRITY_PREFIX } from './helpers/public';

/** The agency's content as `GET /api/site` answers it: only what these journeys change. */
interface SiteContent {
  contact: { whatsapp: string } & Record<string, unknown>;
  team: { items: Array<{ name: string; role: string; bio: string; photo: unknown }> };
}

const WHATSAPP = '+91 98200 12345';
const WHATSAPP_DIGITS = '919820012345';

function chatHref(message: string): string {
  return `https://wa.me/${WHATSAPP_DIGITS}?text=${encodeURIComponent(message)}`;
}

async function siteContent(request: APIRequestContext): Promise<SiteContent> {
  const response = await request.get('/api/site');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: SiteContent }).data;
}

async function saveSection(request: APIRequestContext, token: string, section: string, value: unknown) {
  const response = await request.put(`/api/site/${section}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: value,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A small real PNG of one colour; the colour makes each file's bytes (and stored name) its own. */
async function png(name: string, seed: number) {
  const buffer = await sharp({
    create: { width: 240, height: 240, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Console errors and warnings (a hydration mismatch among them) and uncaught errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function expectChatLink(link: ReturnType<Page['getByRole']>, message: string) {
  await expect(link).toHaveAttribute('href', chatHref(message));
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test('with a WhatsApp number, the footer, Contact, Services and a profile offer a chat about the page; a team photo shows', async ({
  page,
  request,
}) => {
  // Once is enough (the links are the same at any width), and one save of the shared settings less.
  // Four pages, a save and a photo upload: longer than a one-page journey's default.
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const original = await siteContent(request);
  const [celebrity] = await catalogue(request);
  if (!celebrity) throw new Error('no seeded celebrity');
  const member = original.team.items[1];
  if (!member) throw new Error('the seeded team has fewer than two members');

  const upload = await request.post('/api/site/images', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { image: await png('team.png', Date.now()) },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const photo = ((await upload.json()) as { data: { url: string } }).data;

  try {
    await saveSection(request, token, 'contact', { ...original.contact, whatsapp: WHATSAPP });
    await saveSection(request, token, 'team', {
      items: original.team.items.map((item) => (item.name === member.name ? { ...item, photo } : item)),
    });
    const problems = collectProblems(page);

    await page.goto('/services', { waitUntil: 'networkidle' });
    await expectChatLink(
      page.getByRole('contentinfo').getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' }),
      'Hello Starline Talent, I have a question about your services.',
    );
    await expectChatLink(
      page
        .getByRole('region', { name: 'Not sure which service you need?' })
        .getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' }),
      'Hello Starline Talent, I have a question about your services.',
    );

    await page.goto('/contact', { waitUntil: 'networkidle' });
    const contact = page.getByRole('region', { name: 'Let’s plan something memorable' });
    await expectChatLink(
      contact.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' }),
      'Hello Starline Talent, I have a question about your agency.',
    );
    await expectChatLink(
      page.getByRole('contentinfo').getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' }),
      'Hello Starline Talent, I have a question about your agency.',
    );
    // The member with a photo shows it, round; the others keep their initials.
    const portrait = page.getByRole('img', { name: `Portrait of ${member.name}` });
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toBeVisible();
    await expect(portrait).toHaveAttribute('src', photo.url);
    await expect(portrait).toHaveClass(/rounded-full/);
    expect(await portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('img', { name: /^Portrait of / })).toHaveCount(1);

    await page.goto(`/celebrity/${celebrity._id}`, { waitUntil: 'networkidle' });
    await expectChatLink(
      page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' }),
      `Hello Starline Talent, I would like to ask about booking ${celebrity.name}.`,
    );
    // Beside the booking button, which still opens the form.
    await page.getByRole('button', { name: /^(Contact for Booking|Inquire for Price)$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    // Only what this journey changed goes back, onto what is saved now: another journey may be
    // editing the other fields (admin-site-settings.spec.ts) at the same time.
    const now = await siteContent(request);
    await saveSection(request, token, 'contact', { ...now.contact, whatsapp: original.contact.whatsapp });
    await saveSection(request, token, 'team', {
      items: now.team.items.map((item) => (item.name === member.name ? { ...item, photo: member.photo } : item)),
    });
  }

  // Without a number, no page offers a chat.
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Let’s plan something memorable' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveCount(0);
});

test('a profile shows its own figures, which staff set in the celebrity form', async ({ page, request }) => {
  const token = await adminToken(request);
  const name = `${TEST_CELEBRITY_PREFIX}Figures ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const created = await request.post('/api/celebrities', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name,
      category: 'Musicians',
      location: 'Pune, Maharashtra',
      price: '150000',
      priceOnDemand: 'false',
      socialProfile: '',
      followers: '1.2M',
      rating: '4.5',
      description: 'A singer for the figures journey.',
      specialties: JSON.stringify(['Playback']),
      achievements: JSON.stringify(['Gold disc']),
      eventsCompleted: '120+',
      brandPartnerships: '12',
      profileImage: await png('profile.png', Date.now() + 1),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = ((await created.json()) as { data: { _id: string } }).data;
  // A new celebrity is a draft: published, the public sees it (issue 12).
  const published = await request.post(`/api/celebrities/${id}/publish`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(published.status()).toBe(200);

  try {
    // Sent figures are its own; the one left out is SPEC §2's.
    await page.goto(`/celebrity/${id}`);
    const figures = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: /Events Completed|Brand Partnerships|Years Experience/ });
    await expect(figures).toHaveText(['120+ Events Completed', '12 Brand Partnerships', '10+ Years Experience']);

    await startSignedIn(page);
    await page.goto(`/admin/celebrities/view/${id}`);
    const shown = page.getByRole('region', { name: 'Profile figures' });
    await expect(shown.getByRole('definition')).toHaveText(['120+', '12', '10+']);

    await page.goto(`/admin/celebrities/edit/${id}`);
    const form = page.getByRole('region', { name: 'Profile figures' });
    await expect(form.getByLabel('Events Completed')).toHaveValue('120+');
    await expect(form.getByLabel('Brand Partnerships')).toHaveValue('12');
    await form.getByLabel('Years Experience').fill('7 years');
    // Emptied, a figure goes back to SPEC §2's value.
    await form.getByLabel('Brand Partnerships').fill('');
    await page.getByRole('button', { name: 'Update Celebrity' }).click();
    await expect(page).toHaveURL('/admin/celebrities');

    await page.goto(`/celebrity/${id}`);
    await expect(figures).toHaveText(['120+ Events Completed', '25+ Brand Partnerships', '7 years Years Experience']);

    // A new celebrity's form starts with SPEC §2's figures.
    await page.goto('/admin/celebrities/add');
    const fresh = page.getByRole('region', { name: 'Profile figures' });
    await expect(fresh.getByLabel('Events Completed')).toHaveValue('500+');
    await expect(fresh.getByLabel('Brand Partnerships')).toHaveValue('25+');
    await expect(fresh.getByLabel('Years Experience')).toHaveValue('10+');
  } finally {
    await request.delete(`/api/celebrities/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});

for (const path of ['/', '/about', '/services']) {
  test(`${path}, drawn from the site's content, has no accessibility violations and fits the screen`, async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Contact' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
  });
}
