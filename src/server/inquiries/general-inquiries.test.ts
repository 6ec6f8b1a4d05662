import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails } from '#server/mail/mail-tables';
import { inquiries } from '#server/inquiry-life/inquiry-life-tables';
import { contentToSend } from '#server/mail/secret-links';
import { linkSubjects } from '#server/secret-link-subjects';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * Every visitor a lead: a general inquiry (no celebrity; from /contact or a service package)
 * goes through the same call, validation, consent and rate limit as a booking, into the same
 * list, filterable as general.
 */
const t = useSignedInApp();

function general(overrides: Record<string, unknown> = {}) {
  return {
    ...inquiryBody('', {
      name: 'Farhan Sheikh',
      additionalDetails: 'A singer for our company anniversary; not sure whom yet.',
      eventType: undefined,
      eventLocation: 'Pune',
      packageName: 'Gold',
      budgetRange: '₹5,00,000 to ₹15,00,000',
      audienceSize: '500 to 2,000',
      ...overrides,
    }),
    celebrity: undefined,
  };
}

async function submit(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/inquiries', payload });
}

describe('a general inquiry', () => {
  it('is stored without a celebrity, with its package, budget, audience and the consent time', async () => {
    const res = await submit(general());
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({
      kind: 'general',
      celebrity: null,
      celebrityName: '',
      eventType: 'Other',
      eventLocation: 'Pune',
      packageName: 'Gold',
      budgetRange: '₹5,00,000 to ₹15,00,000',
      audienceSize: '500 to 2,000',
      status: 'pending',
    });
    expect(Math.abs(Date.parse(String(data.consentAt)) - Date.now())).toBeLessThan(60_000);
    // The team's alert says what it is about.
    const queued = await t.db
      .select()
      .from(emails)
      .where(eq(emails.inquiryId, String(data._id)));
    const team = queued.find((email) => email.kind === 'team_new_inquiry');
    expect(team?.subject).toMatch(/^New inquiry SLT-\d{4}-\d{4}: General inquiry: Gold for Farhan Sheikh$/);
    expect(team?.text).toContain('₹5,00,000 to ₹15,00,000');
  });

  it.each([
    ['consent', { consent: false }, 'Please agree to the Privacy Policy to send your inquiry'],
    ['a word on what is needed', { additionalDetails: '   ' }, 'Please tell us what you need'],
  ])('needs %s, said on its field', async (_label, overrides, message) => {
    const res = await submit(general(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { message: string }[] }>().errors.map((error) => error.message)).toEqual([message]);
  });

  it('is listed with the bookings, and apart with kind=general', async () => {
    const celebrity = await insertCelebrity(t.db, { name: 'Zoya Mirza' });
    expect((await submit(inquiryBody(celebrity.id, { name: 'Kindfilter Booking' }))).statusCode).toBe(201);
    expect((await submit(general({ name: 'Kindfilter General' }))).statusCode).toBe(201);
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/inquiries?q=kindfilter${query}`,
        headers: t.staff.headers,
      });
      return res.json<{ data: { name: string }[] }>().data.map((inquiry) => inquiry.name);
    };
    expect((await list('')).sort()).toEqual(['Kindfilter Booking', 'Kindfilter General']);
    expect(await list('&kind=general')).toEqual(['Kindfilter General']);
    expect(await list('&kind=booking')).toEqual(['Kindfilter Booking']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/inquiries?kind=vip', headers: t.staff.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('shows on the customer’s status page as a general inquiry', async () => {
    const res = await submit(general({ packageName: '' }));
    const id = res.json<{ data: { _id: string } }>().data._id;
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row?.packageName).toBeNull();
    const [ack] = await t.db
      .select()
      .from(emails)
      .where(and(eq(emails.inquiryId, id), eq(emails.kind, 'inquiry_received')));
    if (!ack) throw new Error('no acknowledgement queued');
    // The link as the sender makes it when the e-mail leaves (the stored copy has it [hidden]).
    const { text } = await contentToSend(t.db, ack, t.config.siteUrl, linkSubjects);
    const token = /\/inquiry\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    const view = await t.app.inject({ method: 'GET', url: `/api/inquiry-status/${token}` });
    expect(view.json<{ data: { celebrityName: string } }>().data.celebrityName).toBe('General inquiry');
  });
});
