import { describe, expect, it } from 'vitest';
import { emptyPglite } from '#server/test/empty-pglite';
import { migrationStatements } from '#server/test/migration-statements';

const STATUS_TOKEN = 'S'.repeat(40) + 'abc';
const RESET_TOKEN = 'R'.repeat(40) + 'xyz';

/**
 * Migration 0008 on an outbox written before it: the links already sent keep working (each
 * inquiry's status token moves to its own table), and no stored e-mail keeps a working link.
 */
describe('migration 0008: secret links out of the stored e-mails', () => {
  it('keeps issued status links working and redacts every stored link', async () => {
    const db = await emptyPglite();
    try {
      for (const statement of await migrationStatements(0, 7)) await db.exec(statement);
      const user = await db.query<{ id: string }>(
        `insert into users (name, email, role, password_hash) values ('Asha', 'asha@starline.example', 'staff', 'x') returning id`,
      );
      const inquiry = await db.query<{ id: string }>(
        `insert into inquiries (name, email, phone_number, celebrity_name, event_type, event_date, event_location,
           reference, status_token_hash, reply_by)
         values ('Kavya', 'kavya@example.com', '9876543210', 'Meera', 'Wedding', '2027-01-10', 'Pune',
           'SLT-2611-0001', 'hash-of-the-old-token', now()) returning id`,
      );
      const inquiryId = inquiry.rows[0]?.id;
      await db.query(
        `insert into emails (kind, inquiry_id, recipients, subject, html, text) values
           ('inquiry_received', $1, '{kavya@example.com}', 's',
            '<a href="https://x.example/inquiry/${STATUS_TOKEN}">Follow</a> https://x.example/inquiry/${STATUS_TOKEN}',
            'Follow [https://x.example/inquiry/${STATUS_TOKEN}] https://x.example/admin/inquiries/${inquiryId}'),
           ('password_reset', null, '{asha@starline.example}', 's',
            '<a href="https://x.example/admin/reset-password?token=${RESET_TOKEN}">Reset</a>',
            'Reset: https://x.example/admin/reset-password?token=${RESET_TOKEN}')`,
        [inquiryId],
      );
      for (const statement of await migrationStatements(8, 8)) await db.exec(statement);

      const links = await db.query<{ token_hash: string; inquiry_id: string }>(
        'select token_hash, inquiry_id from inquiry_status_tokens',
      );
      expect(links.rows).toEqual([{ token_hash: 'hash-of-the-old-token', inquiry_id: inquiryId }]);
      const stored = await db.query<{ kind: string; html: string; text: string; user_id: string | null }>(
        'select kind, html, text, user_id from emails order by kind',
      );
      const all = JSON.stringify(stored.rows);
      expect(all).not.toContain(STATUS_TOKEN);
      expect(all).not.toContain(RESET_TOKEN);
      const [received, reset] = stored.rows;
      expect(received?.html).toBe(
        '<a href="https://x.example/inquiry/[hidden]">Follow</a> https://x.example/inquiry/[hidden]',
      );
      // The admin panel's link to the inquiry is no secret and stays.
      expect(received?.text).toBe(
        `Follow [https://x.example/inquiry/[hidden]] https://x.example/admin/inquiries/${inquiryId}`,
      );
      expect(reset?.text).toBe('Reset: https://x.example/admin/reset-password?token=[hidden]');
      // A reset e-mail knows its account, so one still waiting gets its link when it goes.
      expect(reset?.user_id).toBe(user.rows[0]?.id);
    } finally {
      await db.close();
    }
  });
});
