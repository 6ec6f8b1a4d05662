import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails } from '#server/mail/mail-tables';
import { queueEmail } from '#server/mail/outbox';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * The outbox search's copy of an e-mail (emails.search_text) follows an erasure: where another
 * inquiry's e-mail names the person, the mention goes from the search text with the subject's, so
 * the outbox search cannot find the person after they were erased.
 */
const t = useSignedInApp();
const PERSON = 'kiran.shah@example.com';

describe('an erasure and the outbox search', () => {
  it('erases a mention from the search text of an e-mail kept for another inquiry', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Privacy Search' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: inquiryBody(celebrity.id, { email: 'someone.else@example.com' }),
    });
    expect(created.statusCode).toBe(201);
    const { _id: id, reference } = created.json<{ data: { _id: string; reference: string } }>().data;
    const mention = await queueEmail(t.db, {
      kind: 'customer_status',
      inquiry: { id, reference },
      recipients: ['someone.else@example.com'],
      subject: `Your guest ${PERSON} is on the list`,
      html: '',
      text: '',
    });
    const search = () => t.app.inject({ method: 'GET', url: `/api/emails?q=${PERSON}`, headers: t.staff.headers });
    expect((await search()).json<{ data: { _id: string }[] }>().data.map((email) => email._id)).toEqual([mention.id]);

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: t.admin.headers,
      payload: { email: PERSON },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json<{ data: { erased: { mentions: number } } }>().data.erased.mentions).toBe(1);

    const [kept] = await t.db.select().from(emails).where(eq(emails.id, mention.id));
    expect(kept?.subject).toBe('Your guest [erased] is on the list');
    expect(kept?.searchText).not.toContain(PERSON);
    expect(kept?.searchText).toContain('someone.else@example.com');
    expect((await search()).json<{ data: unknown[] }>().data).toEqual([]);
  });
});
