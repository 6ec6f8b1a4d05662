import { describe, expect, it } from 'vitest';
import { emailSearchText } from '#server/lib/search-text';
import { emptyPglite } from '#server/test/empty-pglite';
import { migrationStatements } from '#server/test/migration-statements';

/**
 * Migration 0024 on an outbox written before it: every stored e-mail gets the search text a new
 * one is given (emailSearchText), its inquiry's reference included, so the search finds old ones.
 */
describe('migration 0024: the outbox search text', () => {
  it('builds each stored e-mail’s search text as new e-mails get it', async () => {
    const db = await emptyPglite();
    try {
      for (const statement of await migrationStatements(0, 23)) await db.exec(statement);
      const inquiry = await db.query<{ id: string }>(
        `insert into inquiries (name, email, phone_number, celebrity_name, event_type, event_date, event_location,
           reference, reply_by)
         values ('Kavya', 'kavya@example.com', '9876543210', 'Meera', 'Wedding', '2027-01-10', 'Pune',
           'SLT-2611-0009', now()) returning id`,
      );
      const inquiryId = inquiry.rows[0]?.id;
      const stored = [
        {
          kind: 'team_new_inquiry',
          inquiryId,
          recipients: ['Desk@Starline.example', 'owner@starline.example'],
          subject: 'New inquiry SLT-2611-0009: Meera for Kavya',
        },
        {
          kind: 'password_reset',
          inquiryId: null,
          recipients: ['asha@starline.example'],
          subject: 'Reset\nyour password',
        },
      ];
      for (const email of stored) {
        await db.query(
          `insert into emails (kind, inquiry_id, recipients, subject, html, text) values ($1, $2, $3, $4, '', '')`,
          [email.kind, email.inquiryId, email.recipients, email.subject],
        );
      }
      for (const statement of await migrationStatements(24, 24)) await db.exec(statement);

      const rows = await db.query<{ kind: string; search_text: string }>(
        'select kind, search_text from emails order by kind desc',
      );
      expect(rows.rows).toEqual([
        { kind: 'team_new_inquiry', search_text: emailSearchText({ ...stored[0]!, reference: 'SLT-2611-0009' }) },
        { kind: 'password_reset', search_text: emailSearchText({ ...stored[1]!, reference: null }) },
      ]);
      expect(rows.rows[0]?.search_text).toBe(
        'slt-2611-0009\ndesk@starline.example\nowner@starline.example\nnew inquiry slt-2611-0009: meera for kavya',
      );
    } finally {
      await db.close();
    }
  });
});
