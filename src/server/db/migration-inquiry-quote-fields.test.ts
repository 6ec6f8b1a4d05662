import { describe, expect, it } from 'vitest';
import { emptyPglite } from '#server/test/empty-pglite';
import { migrationStatements as statements } from '#server/test/migration-statements';

/** Migration 0039 on inquiries that are there already: what a quote needs is simply not given. */
describe('migration 0039: what a quote needs, on inquiries', () => {
  it('leaves the inquiries already there as they were, each new field null, and takes them from then on', async () => {
    const db = await emptyPglite();
    try {
      for (const statement of await statements(0, 38)) await db.exec(statement);
      await db.exec(`
        insert into inquiries (name, email, phone_number, celebrity_name, kind, event_type, event_date,
          event_location, status, reference, reply_by)
        values ('Earlier', 'earlier@example.com', '+91 98765 43210', 'Meera Kapoor', 'booking', 'Wedding',
          '2030-01-15', 'Jaipur', 'pending', 'SLT-OLD-1', now() + interval '1 day')`);
      for (const statement of await statements(39, 39)) await db.exec(statement);

      const { rows } = await db.query(
        `select name, budget_paise, guests, company_name, gstin, billing_state from inquiries`,
      );
      expect(rows).toEqual([
        { name: 'Earlier', budget_paise: null, guests: null, company_name: null, gstin: null, billing_state: null },
      ]);
      // A budget beyond an integer's range (₹1,000 crore in paise) is kept exactly.
      await db.exec(`update inquiries set budget_paise = 1000000000000, guests = 1200`);
      const stored = await db.query<{ budget: string; guests: number }>(
        `select budget_paise::text as budget, guests from inquiries`,
      );
      expect(stored.rows).toEqual([{ budget: '1000000000000', guests: 1200 }]);
    } finally {
      await db.close();
    }
  });
});
