import { describe, expect, it } from 'vitest';
import { emptyPglite } from '#server/test/empty-pglite';
import { migrationStatements as statements } from '#server/test/migration-statements';

interface Row {
  name: string;
  slug: string;
  status: string;
  published_at: string | null;
  featured_position: number | null;
}

/**
 * Migration 0007 on a catalogue that was public: every celebrity stays published, the three newest
 * stay featured (in that order), and each gets a unique slug from its name.
 */
describe('migration 0007: drafts, featured order and slugs on an existing catalogue', () => {
  it('publishes the catalogue, features the newest three and gives every celebrity a unique slug', async () => {
    const db = await emptyPglite();
    try {
      for (const statement of await statements(0, 6)) await db.exec(statement);
      const names = ['Aarav Mehta', 'Aarav Mehta', 'Zoë D’Souza', 'शाहरुख़', 'R. K. Laxman', 'Meera  Kapoor!'];
      for (const [index, name] of names.entries()) {
        await db.query(
          `insert into celebrities (name, category, rating, followers, location, price, description, created_at)
           values ($1, 'Bollywood', 4.5, '1M', 'Mumbai', 100000, 'About', now() - ($2 || ' days')::interval)`,
          [name, String(10 - index)],
        );
      }
      for (const statement of await statements(7, 7)) await db.exec(statement);

      const rows = (
        await db.query<Row>(
          'select name, slug, status, published_at, featured_position from celebrities order by created_at',
        )
      ).rows;
      expect(rows.every((row) => row.status === 'published' && row.published_at !== null)).toBe(true);
      // The newest first: created 5, 6 and 7 days ago.
      expect(rows.map((row) => row.featured_position)).toEqual([null, null, null, 3, 2, 1]);
      const slugs = rows.map((row) => row.slug);
      expect(slugs[0]).toBe('aarav-mehta');
      expect(slugs[1]).toMatch(/^aarav-mehta-[0-9a-f]{8}$/);
      expect(slugs[2]).toBe('zo-d-souza');
      expect(slugs[3]).toBe('celebrity');
      expect(slugs[4]).toBe('r-k-laxman');
      expect(slugs[5]).toBe('meera-kapoor');
      expect(new Set(slugs).size).toBe(slugs.length);

      // New rows are drafts until published, and need a slug of the agreed shape.
      await expect(
        db.query(
          `insert into celebrities (name, category, rating, followers, location, price, description, slug)
           values ('X', 'Bollywood', 4, '1', 'Pune', 1, 'About', 'Not A Slug')`,
        ),
      ).rejects.toThrow(/celebrities_slug_check/);
      const inserted = await db.query<Row>(
        `insert into celebrities (name, category, rating, followers, location, price, description, slug)
         values ('X', 'Bollywood', 4, '1', 'Pune', 1, 'About', 'x') returning status`,
      );
      expect(inserted.rows[0]?.status).toBe('draft');
    } finally {
      await db.close();
    }
  });
});
