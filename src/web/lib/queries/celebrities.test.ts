import { hashKey, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTING_BATCH_SIZE } from '#shared/constants';
import type { Celebrity } from '#shared/schemas/celebrity';
import {
  ADMIN_CELEBRITIES_BATCH_SIZE,
  celebrityKeys,
  findListedCelebrity,
  getAdminCelebritiesQueryOptions,
  getCelebritiesQueryOptions,
  getCelebrity,
  getCelebrityQueryOptions,
  invalidateCelebrityCaches,
  NO_CELEBRITY_FILTERS,
  nextBatchOffset,
} from './celebrities';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../notify', () => ({ notify: toasts }));

const ID = '11111111-1111-4111-8111-111111111111';
const celebrity = (id: string) => ({ _id: id, name: `Star ${id}` }) as Celebrity;

/** Answers every fetch with `data` and records the URLs asked for. */
function answerWith(data: unknown, meta?: unknown) {
  const fetch = vi.fn((_url: string) =>
    Promise.resolve(new Response(JSON.stringify({ success: true, data, meta }), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url]) => url);
}

beforeEach(() => {
  vi.stubGlobal('localStorage', { getItem: () => null });
  toasts.error.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('celebrityKeys', () => {
  it('put every celebrity query under one prefix, so one invalidation reaches them all', () => {
    for (const key of [
      celebrityKeys.lists(),
      celebrityKeys.list(NO_CELEBRITY_FILTERS),
      celebrityKeys.adminList('a'),
      celebrityKeys.detail(ID),
    ]) {
      expect(key.slice(0, celebrityKeys.all.length)).toEqual(celebrityKeys.all);
    }
    expect(celebrityKeys.list({ q: 'x', category: 'Sports' }).slice(0, 2)).toEqual(celebrityKeys.lists());
  });

  it('hash the unfiltered listing as `{ q: "" }`, an absent category left out', () => {
    expect(hashKey(celebrityKeys.list(NO_CELEBRITY_FILTERS))).toBe(hashKey(['celebrities', 'list', { q: '' }]));
    expect(hashKey(celebrityKeys.list({ q: '', category: 'Sports' }))).not.toBe(
      hashKey(celebrityKeys.list(NO_CELEBRITY_FILTERS)),
    );
  });

  it('keep the admin list apart from the public listing', () => {
    expect(hashKey(celebrityKeys.adminList(''))).not.toBe(hashKey(celebrityKeys.list(NO_CELEBRITY_FILTERS)));
  });
});

describe('query options', () => {
  it('give one key for a record, whichever screen asks and whatever it toasts', () => {
    expect(getCelebrityQueryOptions(ID).queryKey).toEqual(celebrityKeys.detail(ID));
    expect(getCelebrityQueryOptions(ID, { errorToast: 'Failed' }).queryKey).toEqual(celebrityKeys.detail(ID));
    expect(getCelebritiesQueryOptions(NO_CELEBRITY_FILTERS).queryKey).toEqual(celebrityKeys.list(NO_CELEBRITY_FILTERS));
    expect(getAdminCelebritiesQueryOptions('x').queryKey).toEqual(celebrityKeys.adminList('x'));
  });

  it('fetch the public listing and the admin list with their own search and page size', async () => {
    const urls = answerWith([celebrity(ID)], { total: 1, limit: 1, offset: 0 });
    const client = new QueryClient();
    const page = await client.fetchInfiniteQuery(getCelebritiesQueryOptions({ q: 'sin', category: 'Sports' }));
    expect(page.pages).toEqual([{ items: [celebrity(ID)], total: 1, offset: 0 }]);
    await client.fetchInfiniteQuery(getAdminCelebritiesQueryOptions('ban'));
    expect(urls()).toEqual([
      `/api/celebrities?q=sin&category=Sports&limit=${LISTING_BATCH_SIZE}&offset=0`,
      `/api/celebrities?q=ban&match=name-category&limit=${ADMIN_CELEBRITIES_BATCH_SIZE}&offset=0`,
    ]);
  });

  it('read a record with one fetcher, quiet unless the screen asks for a toast', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 })),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(getCelebrity(ID)).rejects.toMatchObject({ status: 404 });
    expect(toasts.error).not.toHaveBeenCalled();
    await expect(getCelebrity(ID, { errorToast: 'Failed to fetch celebrity details' })).rejects.toMatchObject({
      status: 404,
    });
    expect(toasts.error).toHaveBeenCalledWith('Failed to fetch celebrity details', expect.anything());
    expect(fetch).toHaveBeenCalledWith(`/api/celebrities/${ID}`, expect.anything());
  });
});

describe('nextBatchOffset', () => {
  it('follows on from the last page until the total is reached', () => {
    const items = [celebrity('a'), celebrity('b')];
    expect(nextBatchOffset({ items, total: 5, offset: 0 })).toBe(2);
    expect(nextBatchOffset({ items, total: 4, offset: 2 })).toBeUndefined();
    // An empty page ends the list even if the total says otherwise (the catalogue shrank).
    expect(nextBatchOffset({ items: [], total: 9, offset: 4 })).toBeUndefined();
  });
});

describe('the cache', () => {
  it('finds a celebrity the public listing loaded, not one only the admin list has', () => {
    const client = new QueryClient();
    client.setQueryData(celebrityKeys.list(NO_CELEBRITY_FILTERS), {
      pages: [{ items: [celebrity('a')], total: 1, offset: 0 }],
      pageParams: [0],
    });
    client.setQueryData(celebrityKeys.adminList(''), {
      pages: [{ items: [celebrity('b')], total: 1, offset: 0 }],
      pageParams: [0],
    });
    expect(findListedCelebrity(client, 'a')).toEqual(celebrity('a'));
    expect(findListedCelebrity(client, 'b')).toBeUndefined();
  });

  it('drops every public and admin celebrity query after a write, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [celebrityKeys.list(NO_CELEBRITY_FILTERS), celebrityKeys.adminList(''), celebrityKeys.detail(ID)];
    for (const key of keys) client.setQueryData(key, {});
    client.setQueryData(['admin', 'staff', { q: '' }], {});
    await invalidateCelebrityCaches(client);
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(client.getQueryState(['admin', 'staff', { q: '' }])?.isInvalidated).toBe(false);
  });
});
