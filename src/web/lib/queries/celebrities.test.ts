import { hashKey, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTING_BATCH_SIZE } from '#shared/constants/celebrities';
import type { Celebrity } from '#shared/schemas/celebrity';
import {
  ADMIN_CELEBRITIES_BATCH_SIZE,
  celebrityKeys,
  findListedCelebrity,
  getAdminCelebritiesQueryOptions,
  getCelebritiesQueryOptions,
  getCelebrity,
  getAdminCelebrityQueryOptions,
  getCelebrityCitiesQueryOptions,
  getCelebrityQueryOptions,
  invalidateCelebrityCaches,
  NO_CELEBRITY_FILTERS,
  nextBatchOffset,
} from './celebrities';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../notify', () => ({ notify: toasts }));

const ID = '11111111-1111-4111-8111-111111111111';
const celebrity = (id: string) => ({ _id: id, name: `Star ${id}`, slug: `star-${id}` }) as Celebrity;

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
      celebrityKeys.adminList('a', 'all'),
      celebrityKeys.detail(ID),
      celebrityKeys.adminDetail(ID),
      celebrityKeys.adminFeatured(),
    ]) {
      expect(key.slice(0, celebrityKeys.all.length)).toEqual(celebrityKeys.all);
    }
    expect(celebrityKeys.list({ ...NO_CELEBRITY_FILTERS, q: 'x', category: 'Sports' }).slice(0, 2)).toEqual(
      celebrityKeys.lists(),
    );
    expect(celebrityKeys.cities().slice(0, 1)).toEqual(celebrityKeys.all);
  });

  it('hash the unfiltered listing as `{ q: "", sort: "featured" }`, absent filters left out', () => {
    expect(hashKey(celebrityKeys.list(NO_CELEBRITY_FILTERS))).toBe(
      hashKey(['celebrities', 'list', { q: '', sort: 'featured' }]),
    );
    for (const filter of [
      { category: 'Sports' },
      { city: 'Pune' },
      { price: 'on-demand' },
      { available: '2031-02-14' },
      { sort: 'name' },
    ] as const) {
      expect(hashKey(celebrityKeys.list({ ...NO_CELEBRITY_FILTERS, ...filter }))).not.toBe(
        hashKey(celebrityKeys.list(NO_CELEBRITY_FILTERS)),
      );
    }
  });

  it('keep the admin list apart from the public listing', () => {
    expect(hashKey(celebrityKeys.adminList('', 'all'))).not.toBe(hashKey(celebrityKeys.list(NO_CELEBRITY_FILTERS)));
    // A draft the admin screens read never stands in for the public profile.
    expect(hashKey(celebrityKeys.adminDetail(ID))).not.toBe(hashKey(celebrityKeys.detail(ID)));
  });
});

describe('query options', () => {
  it('give one key for a record per side (public profile, admin screens), whatever it toasts', () => {
    expect(getCelebrityQueryOptions('star-a').queryKey).toEqual(celebrityKeys.detail('star-a'));
    expect(getAdminCelebrityQueryOptions(ID).queryKey).toEqual(celebrityKeys.adminDetail(ID));
    expect(getAdminCelebrityQueryOptions(ID, { errorToast: 'Failed' }).queryKey).toEqual(celebrityKeys.adminDetail(ID));
    expect(getCelebritiesQueryOptions(NO_CELEBRITY_FILTERS).queryKey).toEqual(celebrityKeys.list(NO_CELEBRITY_FILTERS));
    expect(getAdminCelebritiesQueryOptions('x').queryKey).toEqual(celebrityKeys.adminList('x', 'all'));
    expect(getAdminCelebritiesQueryOptions('x', 'draft').queryKey).toEqual(celebrityKeys.adminList('x', 'draft'));
  });

  it('read the public profile by its slug, and the admin screens with drafts (status=all)', async () => {
    const urls = answerWith(celebrity(ID));
    const client = new QueryClient();
    await client.fetchQuery(getCelebrityQueryOptions('star-a'));
    await client.fetchQuery(getAdminCelebrityQueryOptions(ID));
    expect(urls()).toEqual(['/api/celebrities/star-a', `/api/celebrities/${ID}?status=all`]);
  });

  it('fetch the public listing and the admin list with their own search and page size', async () => {
    const urls = answerWith([celebrity(ID)], { total: 1, limit: 1, offset: 0 });
    const client = new QueryClient();
    const page = await client.fetchInfiniteQuery(
      getCelebritiesQueryOptions({ ...NO_CELEBRITY_FILTERS, q: 'sin', category: 'Sports' }),
    );
    expect(page.pages).toEqual([{ items: [celebrity(ID)], total: 1, offset: 0 }]);
    await client.fetchInfiniteQuery(
      getCelebritiesQueryOptions({
        q: '',
        category: undefined,
        city: 'Navi Mumbai',
        price: '100000-500000',
        available: '2031-02-14',
        sort: 'price-desc',
      }),
    );
    await client.fetchInfiniteQuery(getAdminCelebritiesQueryOptions('ban'));
    expect(urls()).toEqual([
      // The default order stays out of the address.
      `/api/celebrities?q=sin&category=Sports&limit=${LISTING_BATCH_SIZE}&offset=0`,
      `/api/celebrities?city=Navi+Mumbai&price=100000-500000&available=2031-02-14&sort=price-desc&limit=${LISTING_BATCH_SIZE}&offset=0`,
      `/api/celebrities?q=ban&match=name-category&sort=newest&status=all&limit=${ADMIN_CELEBRITIES_BATCH_SIZE}&offset=0`,
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

describe('the cities', () => {
  it('come from their own call, quietly', async () => {
    const urls = answerWith(['Mumbai', 'Pune']);
    const client = new QueryClient();
    expect(await client.fetchQuery(getCelebrityCitiesQueryOptions())).toEqual(['Mumbai', 'Pune']);
    expect(urls()).toEqual(['/api/celebrities/cities']);
    expect(getCelebrityCitiesQueryOptions().queryKey).toEqual(celebrityKeys.cities());
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
    client.setQueryData(celebrityKeys.adminList('', 'all'), {
      pages: [{ items: [celebrity('b')], total: 1, offset: 0 }],
      pageParams: [0],
    });
    expect(findListedCelebrity(client, 'a')).toEqual(celebrity('a'));
    // The profile's address names it by its slug.
    expect(findListedCelebrity(client, 'star-a')).toEqual(celebrity('a'));
    expect(findListedCelebrity(client, 'b')).toBeUndefined();
  });

  it('drops every public and admin celebrity query after a write, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      celebrityKeys.list(NO_CELEBRITY_FILTERS),
      celebrityKeys.adminList('', 'all'),
      celebrityKeys.detail(ID),
      celebrityKeys.adminDetail(ID),
      celebrityKeys.adminFeatured(),
    ];
    for (const key of keys) client.setQueryData(key, {});
    client.setQueryData(['admin', 'staff', { q: '' }], {});
    await invalidateCelebrityCaches(client);
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(client.getQueryState(['admin', 'staff', { q: '' }])?.isInvalidated).toBe(false);
  });
});
