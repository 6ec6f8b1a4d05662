import { describe, expect, it } from 'vitest';
import { emptyPglite } from '#server/test/empty-pglite';
import { migrationStatements as statements } from '#server/test/migration-statements';

/** Migration 0009 on inquiries that are there already: the tallies start from their count. */
describe('migration 0009: inquiry tallies', () => {
  it('tallies the inquiries already there, then keeps up with new ones', async () => {
    const db = await emptyPglite();
    try {
      for (const statement of await statements(0, 8)) await db.exec(statement);
      await db.exec(`
        insert into inquiries (name, email, phone_number, celebrity_name, kind, event_type, event_date,
          event_location, status, reference, reply_by)
        select 'Earlier ' || g, 'earlier@example.com', '+91 98765 43210', 'Meera Kapoor', 'booking', 'Wedding',
          '2030-01-15', 'Jaipur', (array['pending', 'contacted', 'confirmed'])[g % 3 + 1], 'SLT-OLD-' || g,
          now() + interval '1 day'
        from generate_series(1, 7) as g`);
      for (const statement of await statements(9, 9)) await db.exec(statement);

      const tallies = async () =>
        (
          await db.query<{ status: string; count: number }>(
            `select status, count from inquiry_tallies where kind = 'booking' order by status`,
          )
        ).rows;
      expect(await tallies()).toEqual([
        { status: 'confirmed', count: 2 },
        { status: 'contacted', count: 3 },
        { status: 'pending', count: 2 },
      ]);
      await db.exec(`update inquiries set status = 'confirmed' where status = 'pending'`);
      expect(await tallies()).toEqual([
        { status: 'confirmed', count: 4 },
        { status: 'contacted', count: 3 },
        { status: 'pending', count: 0 },
      ]);
    } finally {
      await db.close();
    }
  });
});
