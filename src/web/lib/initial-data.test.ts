import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_BATCH_SIZE } from '#shared/constants/celebrities';
import type { Celebrity } from '#shared/schemas/celebrity';
import type { PageData } from '#shared/schemas/page-data';
import { INITIAL_DATA_ELEMENT_ID, parsePageData, seedPageData } from './initial-data';
import {
  type CelebrityBatch,
  celebrityKeys,
  getCelebritiesQueryOptions,
  getCelebrityCitiesQueryOptions,
  getCelebrityQueryOptions,
  NO_CELEBRITY_FILTERS,
  nextBatchOffset,
} from './queries/celebrities';
import { getLegalPageQueryOptions, legalPageKeys } from './queries/legal-pages';

const ID = '11111111-1111-4111-8111-111111111111';
const star = { _id: ID, name: 'Aarav Mehta', slug: 'aarav-mehta' } as Celebrity;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('parsePageData', () => {
  it('reads the named page data', () => {
    expect(parsePageData(JSON.stringify({ celebrity: star }))).toEqual({ celebrity: star });
  });

  it.each([undefined, null, '', '{', '[]', '"text"', 'null'])('takes %j as no data', (text) => {
    expect(parsePageData(text)).toEqual({});
  });
});

describe('seedPageData', () => {
  it("puts a profile under its slug's key, where the profile (addressed by its slug) reads it", () => {
    const client = new QueryClient();
    seedPageData(client, { celebrity: star });
    expect(client.getQueryData(getCelebrityQueryOptions('aarav-mehta').queryKey)).toEqual(star);
    expect(client.getQueryData(celebrityKeys.detail('aarav-mehta'))).toEqual(star);
    // Not where the admin screens read a record (which may be a draft).
    expect(client.getQueryData(celebrityKeys.adminDetail(ID))).toBeUndefined();
  });

  it("puts the listing's first page where the unfiltered listing reads it, as its first page", () => {
    const client = new QueryClient();
    seedPageData(client, {
      listing: { filters: NO_CELEBRITY_FILTERS, items: [star], total: 30, cities: ['Mumbai', 'Pune'] },
    });
    const data = client.getQueryData(getCelebritiesQueryOptions(NO_CELEBRITY_FILTERS).queryKey);
    expect(data).toEqual({ pages: [{ items: [star], total: 30, offset: 0 }], pageParams: [0] });
    // The same query as the page's filters with nothing chosen.
    expect(client.getQueryData(['celebrities', 'list', { q: '', sort: 'featured' }])).toBe(data);
    // And the city filter's choices, where the listing reads them.
    expect(client.getQueryData(getCelebrityCitiesQueryOptions().queryKey)).toEqual(['Mumbai', 'Pune']);
  });

  it("puts a filtered listing's first page where the listing with those filters reads it, as JSON brings them", () => {
    const client = new QueryClient();
    const filters = { ...NO_CELEBRITY_FILTERS, category: 'Bollywood' as const, q: 'dance', sort: 'price-asc' as const };
    // The page data crosses as JSON: the filters it leaves out (undefined) are simply absent.
    const sent = JSON.parse(JSON.stringify({ listing: { filters, items: [star], total: 1, cities: [] } })) as PageData;
    seedPageData(client, sent);
    expect(client.getQueryData(getCelebritiesQueryOptions(filters).queryKey)).toEqual({
      pages: [{ items: [star], total: 1, offset: 0 }],
      pageParams: [0],
    });
    // Not the plain listing's.
    expect(client.getQueryData(getCelebritiesQueryOptions(NO_CELEBRITY_FILTERS).queryKey)).toBeUndefined();
  });

  it('cuts a listing of several batches (`?page=N`) into the batches "Load more" loads, so it pages on from there', () => {
    const client = new QueryClient();
    const items = Array.from({ length: LISTING_BATCH_SIZE * 2 + 3 }, (_, index) => ({ ...star, _id: `id-${index}` }));
    seedPageData(client, { listing: { filters: NO_CELEBRITY_FILTERS, items, total: 40, cities: [] } });
    const data = client.getQueryData<InfiniteData<CelebrityBatch>>(
      getCelebritiesQueryOptions(NO_CELEBRITY_FILTERS).queryKey,
    );
    const size = LISTING_BATCH_SIZE;
    expect(data?.pageParams).toEqual([0, size, size * 2]);
    expect(data?.pages.map((batch) => batch.items.length)).toEqual([size, size, 3]);
    expect(data?.pages.flatMap((batch) => batch.items)).toEqual(items);
    expect(data?.pages.every((batch) => batch.total === 40)).toBe(true);
    // The next batch starts after the last item shown.
    const last = data?.pages.at(-1);
    expect(last && nextBatchOffset(last)).toBe(size * 2 + 3);
  });

  it('keeps an empty listing as one empty batch, as its first fetch answers', () => {
    const client = new QueryClient();
    seedPageData(client, { listing: { filters: NO_CELEBRITY_FILTERS, items: [], total: 0, cities: [] } });
    expect(client.getQueryData(getCelebritiesQueryOptions(NO_CELEBRITY_FILTERS).queryKey)).toEqual({
      pages: [{ items: [], total: 0, offset: 0 }],
      pageParams: [0],
    });
  });

  it('puts a legal page where the public page reads it', () => {
    const client = new QueryClient();
    const legalPage = {
      slug: 'terms',
      title: 'Terms of Service',
      markdown: '## Use',
      updatedAt: '2026-05-03T09:00:00.000Z',
    } as const;
    seedPageData(client, { legalPage });
    expect(client.getQueryData(getLegalPageQueryOptions('terms').queryKey)).toEqual(legalPage);
    expect(client.getQueryData(legalPageKeys.detail('terms'))).toEqual(legalPage);
  });

  it('leaves the cache alone without data', () => {
    const client = new QueryClient();
    seedPageData(client, {});
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

describe('takeInitialPageData', () => {
  it("reads the document's block once: later screens start from their own fetches", async () => {
    const getElementById = vi.fn((id: string) =>
      id === INITIAL_DATA_ELEMENT_ID ? { textContent: JSON.stringify({ celebrity: star }) } : null,
    );
    vi.stubGlobal('document', { getElementById });
    const { takeInitialPageData } = await import('./initial-data');
    expect(takeInitialPageData()).toEqual({ celebrity: star });
    expect(takeInitialPageData()).toEqual({});
    expect(getElementById).toHaveBeenCalledTimes(1);
  });

  it('gives nothing where there is no document (the server render gets its data passed in)', async () => {
    const { takeInitialPageData } = await import('./initial-data');
    expect(takeInitialPageData()).toEqual({});
  });
});
