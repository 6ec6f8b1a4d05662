import { describe, expect, it } from 'vitest';
import { auditEntries } from '#server/audit/audit-tables';
import { keysetPage, newestFirstKeyset, planPage, readCursor, writeCursor } from './keyset.js';
import { keysetList } from './list-query.js';
import { answerToDomainError } from '#server/domain-errors';

/** What `read` throws; fails the test when it throws nothing. */
function catchRefusal(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

const ORDER = newestFirstKeyset(auditEntries.createdAt, auditEntries.id);
const ID = '3f0c2a6e-8b1d-4c55-9e2a-7d4b1c0e9f21';

/** A row as the page reader gives it: its label and its key values. */
const row = (label: string, at: number) => ({ label, keysetKey0: String(at), keysetKey1: ID });

describe('cursors', () => {
  it('read back what was written, for their own order only', () => {
    const cursor = writeCursor(ORDER, 40, ['1795585492331000', ID]);
    expect(readCursor(ORDER, cursor)).toEqual({ order: 'newest', position: 40, keys: ['1795585492331000', ID] });
    expect(() => readCursor({ ...ORDER, name: 'oldest' }, cursor)).toThrow(/out of date/);
  });

  it.each([
    ['not base64 JSON', 'bm90IGpzb24'],
    ['a key that is not a number', writeCursor(ORDER, 1, ['1); drop table x; --', ID])],
    ['an id that is not a uuid', writeCursor(ORDER, 1, ['1', 'x'])],
    ['too few keys', writeCursor(ORDER, 1, ['1'])],
    ['a fractional position', Buffer.from(JSON.stringify({ o: 'newest', p: 1.5, k: ['1', ID] })).toString('base64url')],
  ])('refuse %s with a 400 on the parameter', (_, cursor) => {
    // The refusal's answer is chosen at the edge (decision 0032): read it as the client gets it.
    const refusal = catchRefusal(() => readCursor(ORDER, cursor, 'before'));
    expect(answerToDomainError(refusal)).toEqual(
      expect.objectContaining({ statusCode: 400, errors: [expect.objectContaining({ path: 'before' })] }),
    );
  });
});

describe('keysetPage', () => {
  it('takes the extra row as "there is more" and names the pages beside', () => {
    const page = keysetPage(ORDER, planPage(ORDER, { offset: 0 }), [row('a', 3), row('b', 2), row('c', 1)], 2);
    expect(page.rows.map((r) => r.label)).toEqual(['a', 'b']);
    expect(page.offset).toBe(0);
    expect(page.prev).toBeUndefined();
    expect(readCursor(ORDER, page.next!)).toMatchObject({ position: 1, keys: ['2', ID] });
  });

  it('turns a page read backwards round, and starts it where the cursor says', () => {
    const before = writeCursor(ORDER, 10, ['5', ID]);
    const plan = planPage(ORDER, { offset: 0, before });
    // Read against the order: nearest the cursor first.
    const page = keysetPage(ORDER, plan, [row('f', 6), row('g', 7), row('h', 8)], 2);
    expect(page.rows.map((r) => r.label)).toEqual(['g', 'f']);
    expect(page.offset).toBe(8);
    expect(readCursor(ORDER, page.next!)).toMatchObject({ position: 9, keys: ['6', ID] });
    expect(readCursor(ORDER, page.prev!)).toMatchObject({ position: 8, keys: ['7', ID] });
  });

  it('is the first page when nothing is left before it, whatever the cursor counted', () => {
    const plan = planPage(ORDER, { offset: 0, before: writeCursor(ORDER, 10, ['5', ID]) });
    const page = keysetPage(ORDER, plan, [row('f', 6)], 2);
    expect(page.offset).toBe(0);
    expect(page.prev).toBeUndefined();
  });
});

describe('keysetList', () => {
  const estimate = async () => ({ total: 50_000, totalKind: 'estimate' as const });

  it('makes an estimate exact once the last page is read', async () => {
    const after = writeCursor(ORDER, 19, ['5', ID]);
    const { meta } = await keysetList(
      ORDER,
      { limit: 10, offset: 0, after },
      undefined,
      async () => [row('z', 4)],
      estimate,
    );
    expect(meta).toEqual({ total: 21, limit: 10, offset: 20, prev: expect.any(String) });
  });

  it('never says fewer than the rows already seen', async () => {
    const after = writeCursor(ORDER, 59_999, ['5', ID]);
    const rows = async () => [row('y', 4), row('z', 3)];
    const { meta } = await keysetList(ORDER, { limit: 1, offset: 0, after }, undefined, rows, estimate);
    expect(meta).toMatchObject({ total: 60_001, totalKind: 'at-least', offset: 60_000 });
  });
});
