import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '#server/accounts/passwords';
import { processImage, type ImageStore, type ProcessedImage } from '#server/images/images';
import { imageRowOf } from '#server/images/image-rows';
import { inquirySearchText, searchTextOf } from '#server/lib/search-text';
import { FEATURED_COUNT } from '#shared/constants/celebrities';
import { numberedSlug, slugify } from '#shared/slug';
import type { Db } from '#server/db/client';
import { DEMO_CELEBRITIES, DEMO_INQUIRIES } from './demo-data.js';
import { portraitSvg, sceneSvg, type GalleryScene } from './demo-images.js';
import { DEFAULT_DRAWN_IMAGE_CACHE, drawnImage } from './drawn-image-cache.js';
import { referenceMonth } from '#server/inquiries/inquiry-references';
import { users } from '#server/accounts/accounts-tables';
import { celebrities, celebrityImages } from '#server/celebrities/celebrities-tables';
import { appState } from '#server/db/db-tables';
import { inquiries, inquiryEvents, inquiryReferenceCounters } from '#server/inquiry-life/inquiry-life-tables';
import { siteSettings } from '#server/site/site-tables';
import { talentAccounts, talentCelebrities } from '#server/talent/talent-tables';
import { SITE_SECTIONS } from '#shared/schemas/site-content';
import { DEFAULT_SITE_CONTENT } from '#shared/site-content-defaults';

/** Shown as the demo-credentials hint on the sign-in page (demo mode only). */
export const DEMO_ADMIN = { name: 'Priya Sharma', email: 'admin@starline.example', password: 'Admin@12345' } as const;
export const DEMO_STAFF = { name: 'Rohan Verma', email: 'staff@starline.example', password: 'Staff@12345' } as const;
/** The demo's talent portal account (issue 39): the first demo celebrity's manager, fees shared. */
export const DEMO_TALENT = { name: 'Kabir Mehta', email: 'talent@starline.example', password: 'Talent@12345' } as const;
/** The demo celebrity (by its place in DEMO_CELEBRITIES) the demo talent account is bound to. */
const DEMO_TALENT_CELEBRITY = 0;

/** The app_state key that marks a database as seeded, so demo data is added once in its life. */
export const DEMO_SEEDED_KEY = 'demo_seeded';

const DEMO_USERS = [
  { ...DEMO_ADMIN, role: 'admin', phone: '+91 98765 10001', joinedDaysAgo: 125 },
  { ...DEMO_STAFF, role: 'staff', phone: '+91 98765 10002', joinedDaysAgo: 80 },
  { ...DEMO_TALENT, role: 'talent', phone: '+91 98765 10003', joinedDaysAgo: 30 },
] as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The demo's promise of a quote (RESPONSE_HOURS' default). */
const DEMO_RESPONSE_HOURS = 24;

/** Another instance committed the demo data while we were preparing ours. */
class AlreadySeededError extends Error {}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Our own SVG drawn to PNG, then through the same pipeline as an upload. */
async function renderSvg(svg: string): Promise<ProcessedImage> {
  // Low PNG compression: the bytes only feed the pipeline, and speed matters on first start.
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  return processImage(png);
}

async function demoImages(cacheDir: string | null) {
  const parallel = Math.max(2, availableParallelism());
  const render = (svg: string) => (cacheDir ? drawnImage(cacheDir, svg, () => renderSvg(svg)) : renderSvg(svg));
  const scenes = [...new Set(DEMO_CELEBRITIES.flatMap((celebrity) => celebrity.gallery))];
  const [portraits, sceneImages] = await Promise.all([
    mapLimit(DEMO_CELEBRITIES, parallel, (celebrity) => render(portraitSvg(celebrity))),
    mapLimit(scenes, parallel, (scene) => render(sceneSvg(scene))),
  ]);
  const byScene = new Map<GalleryScene, ProcessedImage>();
  scenes.forEach((scene, index) => {
    const image = sceneImages[index];
    if (image) byScene.set(scene, image);
  });
  return { portraits, byScene };
}

async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: appState.key }).from(appState).where(eq(appState.key, DEMO_SEEDED_KEY)).limit(1);
  return rows.length > 0;
}

/**
 * Adds the demo catalogue, inquiries and users once per database. Image files are written
 * first; the rows go in one transaction (files of a failed seed are left to the uploads sweep).
 */
export async function seedDemoData(
  db: Db,
  store: ImageStore,
  options: {
    log?: (msg: string) => void;
    /** Where drawn demo images are kept between runs (drawn-image-cache.ts); null draws them all. */
    drawnImageCache?: string | null;
  } = {},
): Promise<{ seeded: boolean }> {
  const { log = () => undefined, drawnImageCache = DEFAULT_DRAWN_IMAGE_CACHE } = options;
  if (await isSeeded(db)) return { seeded: false };

  const started = performance.now();
  const now = Date.now();
  const ago = (days: number, hours = 0) => new Date(now - days * DAY_MS - hours * HOUR_MS);

  // The slow parts (rendering, argon2) happen before the transaction, keeping it short.
  const [{ portraits, byScene }, passwordHashes] = await Promise.all([
    demoImages(drawnImageCache),
    Promise.all(DEMO_USERS.map((user) => hashPassword(user.password))),
  ]);

  const slugs = new Set<string>();
  const celebrityRows = DEMO_CELEBRITIES.map((celebrity, index) => {
    // Five days apart, newest first in list order: about four months of history.
    const createdAt = ago(1 + index * 5, (index * 7) % 12);
    let slug = slugify(celebrity.name);
    for (let n = 2; slugs.has(slug); n += 1) slug = numberedSlug(slugify(celebrity.name), n);
    slugs.add(slug);
    return {
      id: randomUUID(),
      name: celebrity.name,
      category: celebrity.category,
      rating: celebrity.rating,
      followers: celebrity.followers,
      location: celebrity.location,
      specialties: celebrity.specialties,
      price: celebrity.price,
      priceOnDemand: celebrity.price === null,
      description: celebrity.description,
      socialProfile: celebrity.socialProfile,
      achievements: celebrity.achievements,
      searchText: searchTextOf([celebrity.name, ...celebrity.specialties]),
      slug,
      // The whole demo catalogue is public; the three newest are featured on Home.
      status: 'published' as const,
      publishedAt: createdAt,
      featuredPosition: index < FEATURED_COUNT ? index + 1 : null,
      createdAt,
      updatedAt: createdAt,
    };
  });

  const imageRows = celebrityRows.flatMap((row, index) => {
    const portrait = portraits[index];
    const gallery = DEMO_CELEBRITIES[index]?.gallery ?? [];
    return [
      ...(portrait ? [{ ...imageRowOf(row.id, 'profile', 0, portrait), createdAt: row.createdAt }] : []),
      ...gallery.flatMap((scene, position) => {
        const image = byScene.get(scene);
        return image ? [{ ...imageRowOf(row.id, 'gallery', position, image), createdAt: row.createdAt }] : [];
      }),
    ];
  });

  // References count arrivals within each month, oldest first, as live ones do.
  const lastOfMonth = new Map<string, number>();
  const inquiryRows = DEMO_INQUIRIES.map((inquiry) => ({ inquiry, createdAt: ago(inquiry.receivedDaysAgo, 3) }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map(({ inquiry, createdAt }) => {
      const celebrity = celebrityRows[inquiry.celebrity];
      if (!celebrity) throw new Error(`Demo inquiry refers to a missing celebrity #${inquiry.celebrity}`);
      const month = referenceMonth(createdAt);
      const number = (lastOfMonth.get(month) ?? 0) + 1;
      lastOfMonth.set(month, number);
      const answered = inquiry.status !== 'pending';
      return {
        id: randomUUID(),
        name: inquiry.name,
        email: inquiry.email,
        phoneNumber: inquiry.phoneNumber,
        celebrityId: celebrity.id,
        celebrityName: celebrity.name,
        eventType: inquiry.eventType,
        eventDate: new Date(now + inquiry.eventInDays * DAY_MS).toISOString().slice(0, 10),
        eventLocation: inquiry.eventLocation,
        additionalDetails: inquiry.additionalDetails,
        status: inquiry.status,
        searchText: inquirySearchText({ ...inquiry, celebrityName: celebrity.name }),
        reference: `SLT-${month}-${String(number).padStart(4, '0')}`,
        replyBy: new Date(createdAt.getTime() + DEMO_RESPONSE_HOURS * HOUR_MS),
        // Answered ones were answered a few hours after they arrived.
        firstResponseAt: answered ? new Date(createdAt.getTime() + 5 * HOUR_MS) : null,
        createdAt,
        updatedAt: answered ? new Date(createdAt.getTime() + 5 * HOUR_MS) : createdAt,
      };
    });
  const eventRows = inquiryRows.flatMap((row) => [
    { inquiryId: row.id, kind: 'received' as const, details: {}, createdAt: row.createdAt },
    ...(row.firstResponseAt
      ? [
          {
            inquiryId: row.id,
            kind: 'status_changed' as const,
            details: { from: 'pending', to: row.status },
            createdAt: row.firstResponseAt,
          },
        ]
      : []),
  ]);
  const counterRows = [...lastOfMonth].map(([month, last]) => ({ month, last }));

  const userRows = DEMO_USERS.map((user, index) => ({
    id: randomUUID(),
    name: user.name,
    email: user.email.toLowerCase(),
    passwordHash: passwordHashes[index] ?? '',
    role: user.role,
    phone: user.phone,
    createdAt: ago(user.joinedDaysAgo),
    updatedAt: ago(user.joinedDaysAgo),
  }));

  const siteSettingRows = SITE_SECTIONS.map((section) => ({
    section,
    value: DEFAULT_SITE_CONTENT[section],
    updatedByName: 'Demo data',
    updatedAt: new Date(now),
  }));

  const unique = new Map<string, ProcessedImage>();
  for (const image of [...portraits, ...byScene.values()]) unique.set(image.hash, image);

  try {
    for (const image of unique.values()) await store.save(image);
    await db.transaction(async (tx) => {
      // Claiming the key first makes two instances starting together seed only once: the
      // second waits on the first's row lock, then finds the key taken.
      const claimed = await tx
        .insert(appState)
        .values({ key: DEMO_SEEDED_KEY, value: { at: new Date(now).toISOString(), celebrities: celebrityRows.length } })
        .onConflictDoNothing()
        .returning({ key: appState.key });
      if (claimed.length === 0) throw new AlreadySeededError();
      await tx.insert(celebrities).values(celebrityRows);
      await tx.insert(celebrityImages).values(imageRows);
      await tx.insert(inquiries).values(inquiryRows);
      await tx.insert(inquiryEvents).values(eventRows);
      await tx
        .insert(inquiryReferenceCounters)
        .values(counterRows)
        .onConflictDoUpdate({
          target: inquiryReferenceCounters.month,
          set: { last: sql`greatest(${inquiryReferenceCounters.last}, excluded.last)` },
        });
      // An account someone already made with a demo e-mail is left alone.
      const added = await tx
        .insert(users)
        .values(userRows)
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, role: users.role, createdAt: users.createdAt });
      // The demo talent account (when its e-mail was free): bound to one celebrity, fees shared.
      const talent = added.find((row) => row.role === 'talent');
      const talentCelebrity = celebrityRows[DEMO_TALENT_CELEBRITY];
      if (talent && talentCelebrity) {
        await tx.insert(talentAccounts).values({
          userId: talent.id,
          shareFees: true,
          invitedAt: talent.createdAt,
          invitedByName: DEMO_ADMIN.name,
        });
        await tx.insert(talentCelebrities).values({ userId: talent.id, celebrityId: talentCelebrity.id });
      }
      // The site's content as it has always looked; a section an admin already saved is kept.
      await tx.insert(siteSettings).values(siteSettingRows).onConflictDoNothing({ target: siteSettings.section });
    });
  } catch (error) {
    // Files written for a seed that did not commit are left to the uploads sweep, which removes
    // them once no row refers to them (the winner of a race may rely on the very same files).
    if (error instanceof AlreadySeededError) return { seeded: false };
    throw error;
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `Demo data seeded: ${celebrityRows.length} celebrities, ${imageRows.length} images, ${inquiryRows.length} inquiries, ${userRows.length} users in ${seconds}s`,
  );
  return { seeded: true };
}
