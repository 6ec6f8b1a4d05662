import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, FEATURED_COUNT } from '#shared/constants/celebrities';
import { EVENT_TYPES, INQUIRY_STATUSES } from '#shared/constants/inquiries';
import { SLUG_PATTERN, slugify } from '#shared/slug';
import { verifyPassword } from '#server/accounts/passwords';
import { ImageStore } from '#server/images/images';
import { inquirySearchText, searchTextOf } from '#server/lib/search-text';
import { createTestDatabase } from '#server/test/test-database';
import type { Database } from '#server/db/client';
import { users } from '#server/accounts/accounts-tables';
import { celebrities, celebrityImages } from '#server/celebrities/celebrities-tables';
import { appState } from '#server/db/db-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { talentAccounts, talentCelebrities } from '#server/talent/talent-tables';
import { DEMO_ADMIN, DEMO_SEEDED_KEY, DEMO_STAFF, DEMO_TALENT, seedDemoData } from './seed.js';

describe('seedDemoData', () => {
  let database: Database;
  let root: string;
  let store: ImageStore;
  let uploadsDir: string;
  let firstRun: { seeded: boolean };
  const messages: string[] = [];

  beforeAll(async () => {
    // In-memory PGlite, or a throw-away PostgreSQL database when TEST_DB=postgres.
    database = await createTestDatabase();
    root = await mkdtemp(path.join(tmpdir(), 'seed-test-'));
    uploadsDir = path.join(root, 'uploads');
    store = new ImageStore(uploadsDir);
    // Drawn afresh, not read from the machine's cache of drawn images (drawn-image-cache.test.ts).
    firstRun = await seedDemoData(database.db, store, { log: (msg) => messages.push(msg), drawnImageCache: null });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  // How long seeding takes is measured by hand (docs/performance-log.md), never asserted here.
  it('seeds on the first call and says so', () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(messages.some((msg) => msg.startsWith('Demo data seeded'))).toBe(true);
  });

  it('adds at least 24 celebrities across every category', async () => {
    const rows = await database.db.select().from(celebrities);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    for (const category of CATEGORIES) {
      expect(rows.filter((row) => row.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
    expect(rows.filter((row) => row.priceOnDemand && row.price === null).length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row.rating).toBeGreaterThanOrEqual(3.8);
      expect(row.rating).toBeLessThanOrEqual(5);
      expect(row.specialties.length).toBeGreaterThanOrEqual(2);
      expect(row.specialties.length).toBeLessThanOrEqual(5);
      expect(row.achievements.length).toBeGreaterThanOrEqual(2);
      expect(row.achievements.length).toBeLessThanOrEqual(4);
      expect(row.socialProfile).toMatch(/^@[a-z0-9]+$/);
      expect(row.location).toMatch(/^[A-Z][\w ]+, [A-Z][\w ]+$/);
      expect(row.searchText).toBe(searchTextOf([row.name, ...row.specialties]));
      if (!row.priceOnDemand) expect(Number.isInteger(row.price)).toBe(true);
    }
    expect(new Set(rows.map((row) => row.createdAt.getTime())).size).toBe(rows.length);
    const oldest = Math.min(...rows.map((row) => row.createdAt.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(90 * 24 * 60 * 60 * 1000);
  });

  it('publishes every demo celebrity at its own slug and features the three newest, in order', async () => {
    const rows = await database.db.select().from(celebrities);
    for (const row of rows) {
      expect(row.status).toBe('published');
      expect(row.publishedAt).not.toBeNull();
      expect(row.slug).toMatch(SLUG_PATTERN);
      expect(row.slug).toBe(slugify(row.name));
    }
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    const newest = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(newest.slice(0, FEATURED_COUNT).map((row) => row.featuredPosition)).toEqual([1, 2, 3]);
    expect(newest.slice(FEATURED_COUNT).every((row) => row.featuredPosition === null)).toBe(true);
  });

  it('gives every celebrity a portrait and 2 to 4 gallery images, with a file for every variant', async () => {
    const rows = await database.db.select().from(celebrities);
    const images = await database.db.select().from(celebrityImages);
    for (const row of rows) {
      const own = images.filter((image) => image.celebrityId === row.id);
      const profile = own.filter((image) => image.kind === 'profile');
      const gallery = own.filter((image) => image.kind === 'gallery').map((image) => image.position);
      expect(profile.map((image) => image.position)).toEqual([0]);
      expect(gallery.length).toBeGreaterThanOrEqual(2);
      expect(gallery.length).toBeLessThanOrEqual(4);
      expect([...gallery].sort()).toEqual(gallery.map((_, i) => i));
    }
    for (const image of images) {
      expect(image.variants.length).toBeGreaterThan(0);
      for (const variant of image.variants) {
        expect(variant.file).toMatch(new RegExp(`^${image.hash}-${variant.width}\\.webp$`));
        await expect(access(path.join(uploadsDir, variant.file))).resolves.toBeUndefined();
      }
      const largest = image.variants[image.variants.length - 1];
      expect([image.width, image.height]).toEqual([largest?.width, largest?.height]);
    }
    const portrait = images.find((image) => image.kind === 'profile');
    expect(portrait?.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 400],
      [640, 800],
      [800, 1000],
    ]);
  });

  it('adds sample inquiries in every status and event type, for future events', async () => {
    const rows = await database.db.select().from(inquiries);
    const names = new Map((await database.db.select().from(celebrities)).map((row) => [row.id, row.name]));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const status of INQUIRY_STATUSES)
      expect(
        rows.some((row) => row.status === status),
        status,
      ).toBe(true);
    for (const type of EVENT_TYPES)
      expect(
        rows.some((row) => row.eventType === type),
        type,
      ).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    for (const row of rows) {
      expect(row.eventDate > today).toBe(true);
      expect(row.email).toMatch(/@example\.com$/);
      expect(row.phoneNumber).toMatch(/^\+91 \d{5} \d{5}$/);
      expect(row.celebrityId && names.get(row.celebrityId)).toBe(row.celebrityName);
      expect(row.searchText).toBe(inquirySearchText(row));
      expect(Date.now() - row.createdAt.getTime()).toBeLessThan(61 * 24 * 60 * 60 * 1000);
    }
  });

  it('adds a demo admin and a demo staff member with working passwords', async () => {
    const rows = await database.db.select().from(users);
    const admin = rows.find((row) => row.email === DEMO_ADMIN.email);
    const staff = rows.find((row) => row.email === DEMO_STAFF.email);
    expect(admin).toMatchObject({ name: DEMO_ADMIN.name, role: 'admin', status: 'active' });
    expect(staff).toMatchObject({ name: DEMO_STAFF.name, role: 'staff', status: 'active' });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_ADMIN.password)).toBe(true);
    expect(await verifyPassword(staff?.passwordHash ?? '', DEMO_STAFF.password)).toBe(true);
  });

  it('adds a demo talent account bound to one demo celebrity, fees shared, able to sign in', async () => {
    const [talent] = await database.db.select().from(users).where(eq(users.email, DEMO_TALENT.email));
    expect(talent).toMatchObject({ name: DEMO_TALENT.name, role: 'talent', status: 'active' });
    expect(talent?.activatedAt).not.toBeNull();
    expect(await verifyPassword(talent?.passwordHash ?? '', DEMO_TALENT.password)).toBe(true);
    const [terms] = await database.db
      .select()
      .from(talentAccounts)
      .where(eq(talentAccounts.userId, talent?.id ?? ''));
    expect(terms?.shareFees).toBe(true);
    const bound = await database.db
      .select()
      .from(talentCelebrities)
      .where(eq(talentCelebrities.userId, talent?.id ?? ''));
    expect(bound).toHaveLength(1);
  });

  it('seeds nothing on a second call', async () => {
    const before = {
      celebrities: (await database.db.select().from(celebrities)).length,
      images: (await database.db.select().from(celebrityImages)).length,
      inquiries: (await database.db.select().from(inquiries)).length,
      users: (await database.db.select().from(users)).length,
      files: (await readdir(uploadsDir)).length,
    };
    expect(await seedDemoData(database.db, store)).toEqual({ seeded: false });
    expect({
      celebrities: (await database.db.select().from(celebrities)).length,
      images: (await database.db.select().from(celebrityImages)).length,
      inquiries: (await database.db.select().from(inquiries)).length,
      users: (await database.db.select().from(users)).length,
      files: (await readdir(uploadsDir)).length,
    }).toEqual(before);
    const marks = await database.db.select().from(appState);
    expect(marks.filter((row) => row.key === DEMO_SEEDED_KEY)).toHaveLength(1);
  });
});
