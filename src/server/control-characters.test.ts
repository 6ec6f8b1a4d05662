import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '#shared/site-content-defaults';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';
import { postCelebrity } from '#server/test/post-celebrity';

/**
 * Issue 18: a single-line field (a name, a package) reaches e-mail subjects and headers, so a
 * line break or another control character in one is a 400 on that field; a multi-line field
 * (additional details, a description) keeps its line breaks and tabs.
 */
const t = useSignedInApp({ config: { inquiryMaxPerHour: 1000 } });

const INJECTED = 'A\r\nBcc: x@y';
const SINGLE_LINE = /cannot contain line breaks, tabs or other control characters$/;

type Failure = { success: false; message: string; errors: { path: string; message: string }[] };

function expectRefusedOn(res: { statusCode: number; json: <T>() => T }, path: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json<Failure>();
  expect(body.success).toBe(false);
  expect(body.errors).toContainEqual({ path, message: expect.stringMatching(SINGLE_LINE) as string });
}

function submitInquiry(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/inquiries', payload });
}

function general(overrides: Record<string, unknown> = {}) {
  return { ...inquiryBody('', { eventType: undefined, packageName: 'Gold', ...overrides }), celebrity: undefined };
}

describe('single-line fields refuse control characters', () => {
  it('refuses an inquiry whose name carries a line break and a header', async () => {
    const { id } = await insertCelebrity(t.db, { name: 'Meera Kapoor' });
    const res = await submitInquiry(inquiryBody(id, { name: INJECTED }));
    expectRefusedOn(res, 'name');
    expect(res.json<Failure>().message).toBe('Name cannot contain line breaks, tabs or other control characters');
  });

  it.each([
    ['a tab', 'Gold\tPlus'],
    ['a line separator', 'Gold\u2028Plus'],
    ['a C1 control', 'Gold\u0085Plus'],
    ['DEL', 'Gold\u007f'],
  ])('refuses a package name with %s', async (_what, packageName) => {
    expectRefusedOn(await submitInquiry(general({ packageName })), 'packageName');
  });

  it('refuses a celebrity name with a line break', async () => {
    expectRefusedOn(await postCelebrity(t.app, t.staff.headers, { name: INJECTED }), 'name');
  });

  it('refuses a staff name with a line break', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: t.admin.headers,
      payload: { name: INJECTED, email: 'neha.joshi@starline.example', password: 'Quiet-Harbour-Lantern-42' },
    });
    expectRefusedOn(res, 'name');
  });

  it('refuses a site content field with a line break, on the field inside its list', async () => {
    const packages = structuredClone(DEFAULT_SITE_CONTENT.packages);
    packages.items[0]!.name = INJECTED;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/site/packages',
      headers: t.admin.headers,
      payload: packages,
    });
    expectRefusedOn(res, 'items.0.name');
  });
});

describe('multi-line fields keep line breaks and tabs', () => {
  it('accepts additional details written over several lines, with a tab', async () => {
    const additionalDetails = 'Evening sangeet.\r\nGuests: 300\n\tStage: outdoor';
    const res = await submitInquiry(general({ additionalDetails }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: { additionalDetails: string } }>().data.additionalDetails).toBe(additionalDetails);
  });

  it('accepts a celebrity description over several lines', async () => {
    const description = 'Actor and dancer.\n\nKnown for:\n\tstage shows';
    const res = await postCelebrity(t.app, t.staff.headers, { name: 'Lines Kapoor', description });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: { description: string } }>().data.description).toBe(description);
  });

  it('still refuses other control characters in them', async () => {
    const res = await submitInquiry(general({ additionalDetails: 'Ring \u0007 the bell' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Failure>().errors).toContainEqual({
      path: 'additionalDetails',
      message: 'Additional details contains an invalid character',
    });
  });
});
