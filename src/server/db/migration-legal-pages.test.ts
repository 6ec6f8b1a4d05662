import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emptyPglite } from '#server/test/empty-pglite';
import { migrationStatements } from '#server/test/migration-statements';
import { createTestDatabase } from '#server/test/test-database';
import { legalPages } from '#server/site/site-tables';

interface LegalRow {
  slug: string;
  title: string;
  markdown: string;
  updated_by_id: string | null;
  updated_by_name: string | null;
}

function expectStartingPages(rows: LegalRow[]): void {
  expect(rows.map((row) => [row.slug, row.title])).toEqual([
    ['privacy', 'Privacy Policy'],
    ['terms', 'Terms of Service'],
  ]);
  for (const row of rows) {
    // Nobody has saved the starting text.
    expect(row.updated_by_id).toBeNull();
    expect(row.updated_by_name).toBeNull();
    expect(row.markdown.length).toBeGreaterThan(1000);
    expect(row.markdown.length).toBeLessThanOrEqual(50_000);
    // What the renderer refuses to render (raw HTML, unsafe links) is not in the starting text either.
    expect(row.markdown).not.toMatch(/<[a-z]|javascript:/i);
  }
}

const SELECT = 'select slug, title, markdown, updated_by_id, updated_by_name from legal_pages order by slug';

/**
 * Migration 0005 gives each legal page its starting title and text. The same statements run on
 * embedded PGlite and, in the postgres project, on a PostgreSQL server (through the migrator, as
 * every test database is made).
 */
describe('migration 0005: the legal pages', () => {
  it('applies on PGlite statement by statement, seeding both pages, and a second run keeps an edited page', async () => {
    const db = await emptyPglite();
    try {
      const statements = await migrationStatements(0, 5);
      for (const statement of statements) await db.exec(statement);
      expectStartingPages((await db.query<LegalRow>(SELECT)).rows);

      await db.query(`update legal_pages set title = 'Edited' where slug = 'privacy'`);
      for (const statement of statements.filter((text) => text.includes('INSERT INTO "legal_pages"'))) {
        await db.exec(statement);
      }
      const titles = (await db.query<LegalRow>(SELECT)).rows.map((row) => row.title);
      expect(titles).toEqual(['Edited', 'Terms of Service']);
    } finally {
      await db.close();
    }
  });

  it('applies through the migrator on the database under test', async () => {
    const database = await createTestDatabase();
    try {
      const rows = await database.db.select().from(legalPages).orderBy(asc(legalPages.slug));
      expectStartingPages(
        rows.map((row) => ({
          slug: row.slug,
          title: row.title,
          markdown: row.markdown,
          updated_by_id: row.updatedById,
          updated_by_name: row.updatedByName,
        })),
      );
    } finally {
      await database.close();
    }
  });
});
