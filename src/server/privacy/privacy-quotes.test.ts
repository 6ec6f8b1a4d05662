import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteLines, quotes } from '#server/quotes/quotes-tables';
import { insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/** Quotes in privacy requests: the person's own go with their inquiry; others' that name them are redacted. */
const t = useSignedInApp({ admin: { name: 'Nisha Rao' } });
const PERSON = 'meera.iyer@example.com';

const QUOTE = {
  customer: { name: 'Iyer Events', address: 'Flat 4, Carter Road, Mumbai', state: '27' },
  venueState: '27',
  lines: [{ kind: 'artist_fee', description: 'Performance', quantity: 1, ratePaise: 10_000_000 }],
};

async function quoteOn(inquiryId: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/inquiries/${inquiryId}/quotes`,
    headers: t.admin.headers,
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
}

const call = (url: string) =>
  t.app.inject({ method: 'POST', url, headers: t.admin.headers, payload: { email: PERSON } });

describe('privacy requests and quotes', () => {
  it('export the person’s quotes with their inquiry, list others’ quotes that name them, and erase both ways', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/site/business',
      headers: t.admin.headers,
      payload: { address: { street: 'Seawoods', city: 'Navi Mumbai', state: '27', pinCode: '400706' } },
    });
    const theirs = await insertInquiry(t.db, { email: PERSON, name: 'Meera Iyer' });
    const theirQuote = await quoteOn(theirs.id, QUOTE);
    const other = await insertInquiry(t.db, { email: 'planner@example.com', name: 'Rohan Planner' });
    const otherQuote = await quoteOn(other.id, {
      ...QUOTE,
      customer: { ...QUOTE.customer, address: `Bill to Meera at ${PERSON}, Carter Road` },
      lines: [{ ...QUOTE.lines[0], description: `Host: ${PERSON}` }],
    });

    const exported = (await call('/api/privacy/export')).json().data;
    expect(exported.inquiries).toHaveLength(1);
    expect(exported.inquiries[0].quotes.map((quote: { _id: string }) => quote._id)).toEqual([theirQuote]);
    const mentioned = exported.mentions.filter((mention: { record: string }) => mention.record.startsWith('quote'));
    expect(
      mentioned.map((mention: { record: string; field: string }) => `${mention.record}.${mention.field}`).sort(),
    ).toEqual(['quote.customer', 'quote_line.description']);

    expect((await call('/api/privacy/erase')).statusCode).toBe(200);
    expect(await t.db.select().from(quotes).where(eq(quotes.id, theirQuote))).toHaveLength(0);
    const [kept] = await t.db.select().from(quotes).where(eq(quotes.id, otherQuote));
    expect(JSON.stringify(kept?.customer)).not.toContain(PERSON);
    expect(JSON.stringify(kept?.customer)).toContain('[erased]');
    const [line] = await t.db.select().from(quoteLines).where(eq(quoteLines.quoteId, otherQuote));
    expect(line?.description).toBe('Host: [erased]');
  });
});
