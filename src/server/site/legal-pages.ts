import { asc, eq, sql } from 'drizzle-orm';
import type { LegalPage } from '#shared/constants/site';
import type { AdminLegalPage, LegalPageInput, LegalPageView } from '#shared/schemas/legal';
import type { Db } from '#server/db/client';
import { legalPages } from './site-tables.js';
import { recordAudit } from '#server/audit/audit-log';

type LegalPageRow = typeof legalPages.$inferSelect;

/** Who saves a page: kept by id and by the name they had then (the name stays if they leave). */
export interface LegalPageEditor {
  id: string;
  name: string;
}

function toView(row: LegalPageRow): LegalPageView {
  return { slug: row.slug, title: row.title, markdown: row.markdown, updatedAt: row.updatedAt.toISOString() };
}

function toAdminView(row: LegalPageRow): AdminLegalPage {
  return { ...toView(row), updatedByName: row.updatedByName };
}

/** One legal page as the public site shows it; null when it has no row (a database from before its seed). */
export async function getLegalPage(db: Db, slug: LegalPage): Promise<LegalPageView | null> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.slug, slug)).limit(1);
  return row ? toView(row) : null;
}

/** Every legal page with who saved it last, for the settings screen. */
export async function listLegalPagesForAdmin(db: Db): Promise<AdminLegalPage[]> {
  const rows = await db.select().from(legalPages).orderBy(asc(legalPages.slug));
  return rows.map(toAdminView);
}

/**
 * Saves a page's title and text with who saved it and when (the database's clock). Written as an
 * upsert, so a page whose starting row is missing is simply created.
 */
export async function saveLegalPage(
  db: Db,
  slug: LegalPage,
  input: LegalPageInput,
  editor: LegalPageEditor,
): Promise<AdminLegalPage> {
  const values = {
    title: input.title,
    markdown: input.markdown,
    updatedById: editor.id,
    updatedByName: editor.name,
    updatedAt: sql`now()`,
  };
  return db.transaction(async (tx) => {
    const before = await getLegalPage(tx, slug);
    const [row] = await tx
      .insert(legalPages)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: legalPages.slug, set: values })
      .returning();
    if (!row) throw new Error(`saving the legal page ${slug} returned no row`);
    await recordAudit(tx, editor, {
      kind: 'settings',
      action: 'updated',
      subjectId: `legal/${slug}`,
      subjectLabel: input.title,
      before: before && { title: before.title, markdown: before.markdown },
      after: { title: input.title, markdown: input.markdown },
    });
    return toAdminView(row);
  });
}
