import { describe, expect, it } from 'vitest';
import { emptyPglite } from '#server/test/empty-pglite';
import { migrationStatements as statements } from '#server/test/migration-statements';

/**
 * Migration 0015 on inquiries that are there already: each single "quoted amount" becomes a note
 * on its timeline, and each inquiry's latest quote version is copied onto its row for the list.
 */
describe('migration 0015: quote answers', () => {
  it('keeps old quoted amounts as timeline notes and copies the latest quote onto its inquiry', async () => {
    const db = await emptyPglite();
    try {
      for (const statement of await statements(0, 14)) await db.exec(statement);
      await db.exec(`
        insert into inquiries (name, email, phone_number, celebrity_name, kind, event_type, event_date,
          event_location, reference, reply_by, quoted_amount)
        values
          ('Asha', 'a@example.com', '+91 98765 43210', 'Meera Kapoor', 'booking', 'Wedding', '2030-01-15', 'Jaipur',
           'SLT-OLD-1', now(), 200000),
          ('Bina', 'b@example.com', '+91 98765 43210', 'Meera Kapoor', 'booking', 'Wedding', '2030-01-15', 'Jaipur',
           'SLT-OLD-2', now(), 950),
          ('Chitra', 'c@example.com', '+91 98765 43210', 'Meera Kapoor', 'booking', 'Wedding', '2030-01-15', 'Jaipur',
           'SLT-OLD-3', now(), 123456789),
          ('Devi', 'd@example.com', '+91 98765 43210', 'Meera Kapoor', 'booking', 'Wedding', '2030-01-15', 'Jaipur',
           'SLT-OLD-4', now(), null)`);
      const quoteColumns = `inquiry_id, version, state, number, customer, venue_state, place_of_supply, agency_state,
        gst_basis_points, taxable_paise, reimbursement_paise, cgst_paise, sgst_paise, igst_paise, total_paise,
        valid_until, rider, advance_percent, balance_due_days, cancellation_slabs, terms_markdown, viewed_at`;
      const quoteValues = (version: number, state: string, number: string | null, total: number, viewed: boolean) =>
        `(select id from inquiries where reference = 'SLT-OLD-4'), ${version}, '${state}', ${number ? `'${number}'` : 'null'},
         '{}', '27', '27', '27', 1800, 0, 0, 0, 0, 0, ${total}, '2030-01-01', '{}', 50, 7, '[]', '',
         ${viewed ? 'now()' : 'null'}`;
      await db.exec(`insert into quotes (${quoteColumns}) values (${quoteValues(1, 'superseded', 'SLT/Q/26-27/0001', 100, false)}),
        (${quoteValues(2, 'sent', 'SLT/Q/26-27/0002', 23600000, true)})`);
      for (const statement of await statements(15, 15)) await db.exec(statement);

      const notes = await db.query<{ reference: string; body: string; author_name: string; events: number }>(`
        select i.reference, n.body, n.author_name,
          (select count(*)::int from inquiry_events e where e.inquiry_id = i.id and e.kind = 'note_added'
             and e.details->>'noteId' = n.id::text) as events
        from inquiry_notes n join inquiries i on i.id = n.inquiry_id order by i.reference`);
      expect(notes.rows).toEqual([
        { reference: 'SLT-OLD-1', body: 'Quoted amount before quotes: ₹2,00,000', author_name: 'System', events: 1 },
        { reference: 'SLT-OLD-2', body: 'Quoted amount before quotes: ₹950', author_name: 'System', events: 1 },
        {
          reference: 'SLT-OLD-3',
          body: 'Quoted amount before quotes: ₹12,34,56,789',
          author_name: 'System',
          events: 1,
        },
      ]);
      const rows = await db.query(
        `select reference, quote_state, quote_valid_until::text, quote_total_paise::int from inquiries order by reference`,
      );
      expect(rows.rows).toEqual([
        { reference: 'SLT-OLD-1', quote_state: null, quote_valid_until: null, quote_total_paise: null },
        { reference: 'SLT-OLD-2', quote_state: null, quote_valid_until: null, quote_total_paise: null },
        { reference: 'SLT-OLD-3', quote_state: null, quote_valid_until: null, quote_total_paise: null },
        { reference: 'SLT-OLD-4', quote_state: 'viewed', quote_valid_until: '2030-01-01', quote_total_paise: 23600000 },
      ]);
    } finally {
      await db.close();
    }
  });
});
