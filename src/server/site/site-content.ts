import { eq, sql } from 'drizzle-orm';
import {
  type AdminSiteContent,
  SITE_SECTION_SCHEMAS,
  SITE_SECTIONS,
  type SiteContent,
  type SiteSection,
  type SiteSectionState,
  type SiteSectionValue,
  SITE_SECTION_LABELS,
} from '#shared/schemas/site-content';
import { DEFAULT_SITE_CONTENT } from '#shared/site-content-defaults';
import type { Db } from '#server/db/client';
import { siteSettings } from './site-tables.js';
import { recordAudit } from '#server/audit/audit-log';
import { type ImageDeps, settleImages, uploadFilesIn, uploadHashesIn } from '#server/images/image-references';
import { asOneLine } from '#shared/schemas/text';

type SiteSettingsRow = typeof siteSettings.$inferSelect;

/** Who saves a section: kept by id and by the name they had then (the name stays if they leave). */
export interface SiteContentEditor {
  id: string;
  name: string;
}

/**
 * A stored value read back through its schema: a value written by an older version of the
 * schema, or by hand, that no longer passes falls back to the starting text rather than
 * breaking every public page.
 */
function valueOf<S extends SiteSection>(section: S, row: SiteSettingsRow | undefined): SiteSectionValue<S> {
  if (row) {
    const parsed = SITE_SECTION_SCHEMAS[section].safeParse(row.value);
    if (parsed.success) return parsed.data as SiteSectionValue<S>;
    // Saved before single-line fields refused control characters (issue 18): a tab or line
    // break pasted into a name then. Read as spaces rather than losing the whole section.
    const cleaned = SITE_SECTION_SCHEMAS[section].safeParse(withoutControlCharacters(row.value));
    if (cleaned.success) return cleaned.data as SiteSectionValue<S>;
  }
  return DEFAULT_SITE_CONTENT[section];
}

/** Every string in a stored value with its control characters (and line breaks) as spaces. */
function withoutControlCharacters(value: unknown): unknown {
  if (typeof value === 'string') return asOneLine(value);
  if (Array.isArray(value)) return value.map(withoutControlCharacters);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutControlCharacters(item)]));
  }
  return value;
}

function stateOf<S extends SiteSection>(section: S, row: SiteSettingsRow | undefined): SiteSectionState<S> {
  const state = {
    section,
    value: valueOf(section, row),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedByName: row ? row.updatedByName : null,
  };
  // TypeScript cannot follow a generic section through the distributive type; the shape is its.
  return state as SiteSectionState<S>;
}

async function rowsBySection(db: Db): Promise<Map<string, SiteSettingsRow>> {
  const rows = await db.select().from(siteSettings);
  return new Map(rows.map((row) => [row.section, row]));
}

/** Everything the public site shows of the agency's own, each section saved or its starting text. */
export async function getSiteContent(db: Db): Promise<SiteContent> {
  const rows = await rowsBySection(db);
  return Object.fromEntries(
    SITE_SECTIONS.map((section) => [section, valueOf(section, rows.get(section))]),
  ) as SiteContent;
}

/** One section, saved or its starting text. */
export async function getSiteSection<S extends SiteSection>(db: Db, section: S): Promise<SiteSectionValue<S>> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.section, section)).limit(1);
  return valueOf(section, row);
}

/** Every section with who saved it last and when, for the settings screen. */
export async function getAdminSiteContent(db: Db): Promise<AdminSiteContent> {
  const rows = await rowsBySection(db);
  return Object.fromEntries(
    SITE_SECTIONS.map((section) => [section, stateOf(section, rows.get(section))]),
  ) as AdminSiteContent;
}

/**
 * Saves one section (already validated by its schema) with who saved it and when (the database's
 * clock). Once committed, the photos it names are put back should a takedown have withdrawn one
 * since its upload, and the photos it no longer names are taken down unless another row refers
 * to the same picture.
 */
export async function saveSiteSection<S extends SiteSection>(
  deps: ImageDeps,
  section: S,
  value: SiteSectionValue<S>,
  editor: SiteContentEditor,
): Promise<SiteSectionState<S>> {
  const { state, released } = await writeSection(deps.db, section, value, editor);
  await settleImages(deps, { named: uploadFilesIn(value), released });
  return state;
}

async function writeSection<S extends SiteSection>(
  db: Db,
  section: S,
  value: SiteSectionValue<S>,
  editor: SiteContentEditor,
): Promise<{ state: SiteSectionState<S>; released: string[] }> {
  const values = {
    value,
    updatedById: editor.id,
    updatedByName: editor.name,
    updatedAt: sql`now()`,
  };
  return db.transaction(async (tx) => {
    // Locked: a save of the same section under way is waited for, and what it stored is let go of.
    const [stored] = await tx.select().from(siteSettings).where(eq(siteSettings.section, section)).for('update');
    const before = valueOf(section, stored);
    const [row] = await tx
      .insert(siteSettings)
      .values({ section, ...values })
      .onConflictDoUpdate({ target: siteSettings.section, set: values })
      .returning();
    if (!row) throw new Error(`saving the site section ${section} returned no row`);
    await recordAudit(tx, editor, {
      kind: 'settings',
      action: 'updated',
      subjectId: section,
      subjectLabel: SITE_SECTION_LABELS[section],
      before,
      after: value,
    });
    // Read from the stored value as it was, not as its schema reads it: a value that no longer
    // passes still named its files.
    const kept = uploadHashesIn(value);
    const released = [...uploadHashesIn(stored?.value)].filter((hash) => !kept.has(hash));
    return { state: stateOf(section, row), released };
  });
}

/**
 * The content hashes the site content refers to (the team's photos; any section, should one get
 * images): the site's part of the files that must stay served (src/server/images-in-use.ts).
 */
export async function siteImageHashes(db: Db): Promise<Set<string>> {
  const rows = await db.select({ value: siteSettings.value }).from(siteSettings);
  return uploadHashesIn(rows.map((row) => row.value));
}
