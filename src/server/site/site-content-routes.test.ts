import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SiteContent, SiteSection, StoredImage } from '#shared/schemas/site-content';
import { DEFAULT_SITE_CONTENT } from '#shared/site-content-defaults';
import { emails } from '#server/mail/mail-tables';
import { siteSettings } from './site-tables.js';
import { referencedImageHashes } from '#server/images-in-use';
import { inquiryBody, pngImage } from '#server/test/fixtures';
import { multipart } from '#server/test/multipart';
import { insertCelebrity } from '#server/test/rows';
import { createTestApp, startSecondInstance } from '#server/test/test-app';
import { useSignedInApp } from '#server/test/signed-in-app';
import { postCelebrity } from '#server/test/post-celebrity';

/** The agency's own content (docs/api.md): the public read, the admins' read, save and image upload. */
const t = useSignedInApp({ admin: { name: 'Asha Rao' } });

const readSite = async (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/site', headers });
const site = async (): Promise<SiteContent> => (await readSite()).json<{ data: SiteContent }>().data;

const save = (section: string, payload: unknown, headers: Record<string, string> = t.admin.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/site/${section}`, headers, payload: payload as Record<string, unknown> });

const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path);

/** A copy of the starting text, to change one thing in. */
const defaults = <S extends SiteSection>(section: S): SiteContent[S] => structuredClone(DEFAULT_SITE_CONTENT[section]);

async function uploadImage(data: Buffer, headers: Record<string, string> = t.admin.headers, field = 'image') {
  const body = multipart({}, [{ field, filename: 'face.png', contentType: 'image/png', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/site/images',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('GET /api/site', () => {
  it('answers every section with its starting text before any save, to anyone', async () => {
    const res = await readSite();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: DEFAULT_SITE_CONTENT });
  });

  it('is served from the cache with an ETag, and 304 when it has not changed', async () => {
    const first = await readSite();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await readSite({ 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('falls back to the starting text for a stored value that no longer passes its schema', async () => {
    // Written behind the API's back (an old version, a hand edit): the site must still work.
    await t.db
      .insert(siteSettings)
      .values({ section: 'events', value: { items: [{ title: 'No date' }] } })
      .onConflictDoUpdate({ target: siteSettings.section, set: { value: { items: [{ title: 'No date' }] } } });
    await t.app.catalogueCache.invalidate();
    expect((await site()).events).toEqual(DEFAULT_SITE_CONTENT.events);
    await t.db.delete(siteSettings).where(eq(siteSettings.section, 'events'));
    await t.app.catalogueCache.invalidate();
  });

  it('keeps a section saved before control characters were refused, with them read as spaces', async () => {
    const testimonials = structuredClone(DEFAULT_SITE_CONTENT.testimonials);
    const [first] = testimonials.items;
    if (!first) throw new Error('the starting testimonials are empty');
    first.name = 'Riya\tSen';
    await t.db
      .insert(siteSettings)
      .values({ section: 'testimonials', value: testimonials })
      .onConflictDoUpdate({ target: siteSettings.section, set: { value: testimonials } });
    await t.app.catalogueCache.invalidate();
    expect((await site()).testimonials.items[0]?.name).toBe('Riya Sen');
    await t.db.delete(siteSettings).where(eq(siteSettings.section, 'testimonials'));
    await t.app.catalogueCache.invalidate();
  });
});

describe('GET /api/site/admin', () => {
  it('answers 401 signed out and 403 to staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/site/admin' })).statusCode).toBe(401);
    const staff = await t.app.inject({ method: 'GET', url: '/api/site/admin', headers: t.staff.headers });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ success: false, message: 'You do not have permission to do this' });
  });

  it('lists every section with who saved it and when, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/admin', headers: t.admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as Record<string, { section: string; updatedByName: string | null }>;
    expect(Object.keys(data).sort()).toEqual(
      ['contact', 'events', 'figures', 'packages', 'social', 'team', 'testimonials'].sort(),
    );
    for (const [section, state] of Object.entries(data)) expect(state.section).toBe(section);
  });
});

describe('PUT /api/site/:section', () => {
  it('answers 401 signed out, even with an invalid body, and 403 to staff, changing nothing', async () => {
    const before = await site();
    expect((await save('contact', { junk: true }, {})).statusCode).toBe(401);
    const staff = await save('contact', defaults('contact'), t.staff.headers);
    expect(staff.statusCode).toBe(403);
    expect(await site()).toEqual(before);
  });

  it('answers 404 for a section that does not exist', async () => {
    const res = await save('pricing', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found' });
  });

  it.each([
    [
      'contact',
      () => ({ ...defaults('contact'), officeHours: 'Every day, 9 am to 9 pm IST', whatsapp: '+91 98200 12345' }),
    ],
    ['social', () => ({ links: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/starline' }] })],
    ['figures', () => ({ ...defaults('figures'), foundedYear: 2012 })],
    ['testimonials', () => ({ items: [] })],
    ['team', () => ({ items: defaults('team').items.slice(0, 1) })],
    ['events', () => ({ items: [{ title: 'Diwali gala', city: 'Mumbai', date: '2026-11-01', text: 'A night.' }] })],
    ['packages', () => ({ items: defaults('packages').items.map((item) => ({ ...item, popular: false })) })],
  ] as const)('saves %s with who saved it and when, shown on the next public read', async (section, value) => {
    const cached = await readSite();
    const before = Date.now();
    const res = await save(section, value());
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ section, value: value(), updatedByName: 'Asha Rao' });
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    // The cache went with the save: the old ETag no longer matches.
    const fresh = await readSite({ 'if-none-match': String(cached.headers.etag) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data[section]).toEqual(value());
    const [row] = await t.db.select().from(siteSettings).where(eq(siteSettings.section, section));
    expect(row).toMatchObject({ updatedById: t.admin.id, updatedByName: 'Asha Rao' });
  });

  it('trims texts, fills optional fields and drops unknown ones', async () => {
    const contact = {
      ...defaults('contact'),
      phones: [{ number: ' +91 22 4000 0000 ' }],
      emails: [{ address: ' Hello@Starline.IN ' }],
      officeHours: '  Weekdays  ',
      mapUrl: undefined,
      whatsapp: undefined,
      fax: '123',
    };
    const res = await save('contact', contact);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.value).toEqual({
      ...defaults('contact'),
      phones: [{ label: '', number: '+91 22 4000 0000' }],
      emails: [{ label: '', address: 'hello@starline.in' }],
      officeHours: 'Weekdays',
      mapUrl: '',
      whatsapp: '',
    });
  });

  it.each([
    ['contact', { ...DEFAULT_SITE_CONTENT.contact, phones: [] }, 'phones', 'Add at least one phone number'],
    [
      'contact',
      { ...DEFAULT_SITE_CONTENT.contact, phones: [{ label: '', number: '12' }] },
      'phones.0.number',
      'Please enter a valid phone number',
    ],
    [
      'contact',
      { ...DEFAULT_SITE_CONTENT.contact, emails: [{ label: '', address: 'nope' }] },
      'emails.0.address',
      'Please enter a valid email address',
    ],
    [
      'contact',
      { ...DEFAULT_SITE_CONTENT.contact, whatsapp: '98200 12345' },
      'whatsapp',
      'Enter the number with its country code, such as +91 98200 12345, or leave it empty',
    ],
    [
      'contact',
      { ...DEFAULT_SITE_CONTENT.contact, address: { ...DEFAULT_SITE_CONTENT.contact.address, postalCode: '12' } },
      'address.postalCode',
      'PIN code must be six digits',
    ],
    ['contact', { ...DEFAULT_SITE_CONTENT.contact, mapUrl: 'javascript:alert(1)' }, 'mapUrl', undefined],
    [
      'contact',
      { ...DEFAULT_SITE_CONTENT.contact, officeHours: 'Open\u0000' },
      'officeHours',
      'Office hours cannot contain line breaks, tabs or other control characters',
    ],
    [
      'social',
      { links: [{ network: 'myspace', url: 'https://myspace.com/x' }] },
      'links.0.network',
      'Choose a network',
    ],
    [
      'social',
      { links: [{ network: 'x', url: 'ftp://x.com/starline' }] },
      'links.0.url',
      'Profile address must be a full web address starting with https://',
    ],
    [
      'social',
      {
        links: [
          { network: 'x', url: 'https://x.com/a' },
          { network: 'x', url: 'https://x.com/b' },
        ],
      },
      'links',
      'Each network may be listed once',
    ],
    [
      'figures',
      { ...DEFAULT_SITE_CONTENT.figures, homeStats: DEFAULT_SITE_CONTENT.figures.homeStats.slice(0, 3) },
      'homeStats',
      'Exactly 4 figures',
    ],
    [
      'figures',
      { ...DEFAULT_SITE_CONTENT.figures, foundedYear: 1800 },
      'foundedYear',
      'Founding year must be 1900 or later',
    ],
    ['testimonials', { items: [{ quote: '', name: 'A', role: 'B' }] }, 'items.0.quote', 'Quote is required'],
    [
      'testimonials',
      { items: Array.from({ length: 10 }, () => ({ quote: 'Q', name: 'A', role: 'B' })) },
      'items',
      'At most 9 testimonials',
    ],
    [
      'team',
      {
        items: [
          {
            name: 'A',
            role: 'B',
            bio: 'C',
            photo: { url: 'https://evil.example/x.png', width: 1, height: 1, variants: [] },
          },
        ],
      },
      'items.0.photo.url',
      'Not an uploaded image',
    ],
    [
      'events',
      { items: [{ title: 'T', city: 'C', date: '2026-02-30x', text: 'X' }] },
      'items.0.date',
      'Date is required',
    ],
    ['packages', { items: [] }, 'items', 'Add at least one package'],
    [
      'packages',
      { items: [{ ...DEFAULT_SITE_CONTENT.packages.items[0], price: 0 }] },
      'items.0.price',
      'Price must be more than ₹0',
    ],
    [
      'packages',
      { items: [{ ...DEFAULT_SITE_CONTENT.packages.items[0], features: [''] }] },
      'items.0.features.0',
      'A feature cannot be empty',
    ],
    [
      'packages',
      { items: DEFAULT_SITE_CONTENT.packages.items.map((item) => ({ ...item, popular: true })) },
      'items',
      'Only one package can be Most Popular',
    ],
    [
      'packages',
      { items: [DEFAULT_SITE_CONTENT.packages.items[0], { ...DEFAULT_SITE_CONTENT.packages.items[1], name: 'BASIC' }] },
      'items',
      'Each package needs its own name',
    ],
  ])(
    'refuses a bad %s (case %#) with 400 on its field, changing nothing',
    async (section, payload, fieldPath, message) => {
      const before = await site();
      const res = await save(section, payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(paths(body)).toContain(fieldPath);
      if (message)
        expect(body.errors.find((error: { path: string }) => error.path === fieldPath).message).toBe(message);
      expect(await site()).toEqual(before);
    },
  );

  it('refuses a body that is not a JSON object', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/site/contact',
      headers: { ...t.admin.headers, 'content-type': 'application/json' },
      payload: '"just text"',
    });
    expect(res.statusCode).toBe(400);
  });

  it('puts the saved phone into the foot of the e-mails queued after the save', async () => {
    const contact = { ...defaults('contact'), phones: [{ label: 'Bookings', number: '+91 22 5555 0101' }] };
    expect((await save('contact', contact)).statusCode).toBe(200);
    const celebrity = await insertCelebrity(t.db, { name: 'Kabir Malhotra' });
    const res = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiryBody(celebrity.id) });
    expect(res.statusCode, res.body).toBe(201);
    const [received] = await t.db.select().from(emails).where(eq(emails.inquiryId, res.json().data._id));
    expect(received?.text).toContain('+91 22 5555 0101');
    expect(received?.html).toContain('+91 22 5555 0101');
  });
});

describe('POST /api/site/images', () => {
  it('answers 401 signed out and 403 to staff', async () => {
    const png = await pngImage(40, 40);
    expect((await uploadImage(png, {})).statusCode).toBe(401);
    expect((await uploadImage(png, t.staff.headers)).statusCode).toBe(403);
  });

  it('stores a photo through the image pipeline; a team member keeps it, and the uploads sweep too', async () => {
    const res = await uploadImage(await pngImage(300, 300, { r: 12, g: 200, b: 99 }));
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().data as StoredImage;
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{20}-\d+\.webp$/);
    expect(image.variants.length).toBeGreaterThan(0);
    for (const variant of image.variants) {
      expect(existsSync(path.join(t.uploadsDir, variant.url.replace('/uploads/', '')))).toBe(true);
    }
    const hash = /\/uploads\/([0-9a-f]{20})-/.exec(image.url)?.[1] ?? '';
    expect(await referencedImageHashes(t.db)).not.toContain(hash);

    const team = { items: [{ name: 'Ananya Deshmukh', role: 'Founder', bio: 'Over {years} years.', photo: image }] };
    expect((await save('team', team)).statusCode).toBe(200);
    expect((await site()).team.items[0]?.photo).toEqual(image);
    expect(await referencedImageHashes(t.db)).toContain(hash);
  });

  it.each([
    ['text that is not an image', Buffer.from('just some text'), 415, 'Please upload an image file'],
    ['an empty file', Buffer.alloc(0), 400, 'Please choose an image'],
  ])('refuses %s on its field', async (_name, data, status, message) => {
    const res = await uploadImage(data);
    expect(res.statusCode).toBe(status);
    expect(res.json().errors).toEqual([{ path: 'image', message }]);
  });

  it('refuses a file over 10 MB with 413 and a request that is not multipart with 415', async () => {
    const huge = await uploadImage(Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors).toEqual([{ path: 'image', message: 'File size should be less than 10MB' }]);
    const json = await t.app.inject({ method: 'POST', url: '/api/site/images', headers: t.admin.headers, payload: {} });
    expect(json.statusCode).toBe(415);
  });
});

describe('team photos: a takedown takes effect at once', () => {
  const served = async (image: StoredImage) =>
    Promise.all(image.variants.map(async ({ url }) => (await t.app.inject({ method: 'GET', url })).statusCode));
  const everywhere = (image: StoredImage, status: number) => image.variants.map(() => status);
  const member = (name: string, photo: StoredImage | null) => ({ name, role: 'Agent', bio: 'Books the stars.', photo });
  const upload = async (colour: { r: number; g: number; b: number }): Promise<StoredImage> => {
    const res = await uploadImage(await pngImage(700, 700, colour));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as StoredImage;
  };

  it('stops serving the photo of a member removed from the team, and a replaced photo', async () => {
    const first = await upload({ r: 140, g: 1, b: 2 });
    const second = await upload({ r: 141, g: 1, b: 2 });
    const third = await upload({ r: 142, g: 1, b: 2 });
    const saved = await save('team', { items: [member('Leaving', first), member('Staying', second)] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await served(first)).toEqual(everywhere(first, 200));

    expect((await save('team', { items: [member('Staying', second)] })).statusCode).toBe(200);
    expect(await served(first)).toEqual(everywhere(first, 404));
    expect(await served(second)).toEqual(everywhere(second, 200));

    expect((await save('team', { items: [member('Staying', third)] })).statusCode).toBe(200);
    expect(await served(second)).toEqual(everywhere(second, 404));
    expect(await served(third)).toEqual(everywhere(third, 200));

    expect((await save('team', { items: [member('Staying', null)] })).statusCode).toBe(200);
    expect(await served(third)).toEqual(everywhere(third, 404));
  });

  it('keeps a photo a celebrity shares when the team lets go of it, and the other way round', async () => {
    const picture = await pngImage(300, 300, { r: 143, g: 1, b: 2 });
    const photo = (await uploadImage(picture)).json().data as StoredImage;
    expect((await save('team', { items: [member('Shared', photo)] })).statusCode).toBe(200);
    const celebrity = await createCelebrityWith(picture);
    expect((await save('team', { items: [] })).statusCode).toBe(200);
    expect(await served(photo)).toEqual(everywhere(photo, 200));

    expect((await save('team', { items: [member('Shared', photo)] })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/celebrities/${celebrity}`,
      headers: t.staff.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await served(photo)).toEqual(everywhere(photo, 200));
    expect((await save('team', { items: [] })).statusCode).toBe(200);
    expect(await served(photo)).toEqual(everywhere(photo, 404));
  });

  it('gives a photo uploaded but not saved yet back when its section is saved, after a takedown of the same picture', async () => {
    const picture = await pngImage(320, 320, { r: 144, g: 1, b: 2 });
    const celebrity = await createCelebrityWith(picture);
    // The admin uploads the same picture for a team member, and before the team is saved…
    const photo = (await uploadImage(picture)).json().data as StoredImage;
    // …staff delete the celebrity: no row refers to the picture, so it is taken down.
    await t.app.inject({ method: 'DELETE', url: `/api/celebrities/${celebrity}`, headers: t.staff.headers });
    expect(await served(photo)).toEqual(everywhere(photo, 404));
    // Saving the team puts it back: the photo the section names is not lost.
    expect((await save('team', { items: [member('Pending', photo)] })).statusCode).toBe(200);
    expect(await served(photo)).toEqual(everywhere(photo, 200));
    // Also after a sweep.
    await t.app.maintenance.sweepUploads(Date.now() + 61 * 60_000);
    expect(await served(photo)).toEqual(everywhere(photo, 200));
  });
});

/** A celebrity whose profile image is `picture`, through the API; answers its id. */
async function createCelebrityWith(picture: Buffer): Promise<string> {
  const res = await postCelebrity(t.app, t.staff.headers, { name: 'Photo Twin' }, picture);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

/** Two instances on one PostgreSQL database: a save on one shows on the other's next page. */
describe.runIf(process.env.TEST_DB === 'postgres')('on two instances', () => {
  it("clears the other instance's cached content through NOTIFY", async () => {
    const first = await createTestApp();
    const second = await startSecondInstance(first);
    try {
      const admin = await first.createUser('admin');
      const hoursOnSecond = async () =>
        ((await second.inject({ method: 'GET', url: '/api/site' })).json().data as SiteContent).contact.officeHours;
      expect(await hoursOnSecond()).toBe(DEFAULT_SITE_CONTENT.contact.officeHours);
      const hours = `Open at ${Date.now()}`;
      const saved = await first.app.inject({
        method: 'PUT',
        url: '/api/site/contact',
        headers: admin.headers,
        payload: { ...DEFAULT_SITE_CONTENT.contact, officeHours: hours },
      });
      expect(saved.statusCode).toBe(200);
      await expect.poll(hoursOnSecond, { timeout: 3000, interval: 25 }).toBe(hours);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
