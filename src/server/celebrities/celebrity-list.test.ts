import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CELEBRITY_SORTS, type CelebritySort, PRICE_FILTERS } from '#shared/celebrity-list-options';
import type { Category } from '#shared/constants/celebrities';
import type { Celebrity } from '#shared/schemas/celebrity';
import { celebrities } from './celebrities-tables.js';
import type { Db } from '#server/db/client';
import { resolvePage } from '#server/pages/page-for-path';
import { searchTextOf } from '#server/lib/search-text';
import { createTestApp, type TestApp, type TestUser } from '#server/test/test-app';

/**
 * The public listing's filters and orders (issue 12): `GET /api/celebrities` by city, price range
 * and sort, with the search and the category, paged; drafts never in it; and the cities of
 * `GET /api/celebrities/cities`.
 */

interface Row {
  name: string;
  category?: Category;
  location: string;
  /** null: price on demand. */
  price: number | null;
  rating: number;
  specialties?: string[];
  /** Days ago. */
  age: number;
  featuredPosition?: number;
  draft?: boolean;
}

const DAY = 86_400_000;
let slugCount = 0;

async function insertRows(db: Db, rows: Row[]): Promise<void> {
  const now = Date.now();
  await db.insert(celebrities).values(
    rows.map((row) => {
      const specialties = row.specialties ?? ['Hosting'];
      const createdAt = new Date(now - row.age * DAY);
      slugCount += 1;
      return {
        name: row.name,
        category: row.category ?? 'Bollywood',
        rating: row.rating,
        followers: '1M',
        location: row.location,
        specialties,
        price: row.price,
        priceOnDemand: row.price === null,
        description: 'About them.',
        achievements: ['An award'],
        searchText: searchTextOf([row.name, ...specialties]),
        slug: `list-test-${slugCount}`,
        status: row.draft ? ('draft' as const) : ('published' as const),
        publishedAt: row.draft ? null : createdAt,
        featuredPosition: row.featuredPosition ?? null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

const CATALOGUE: Row[] = [
  {
    name: 'Aarav Mehta',
    location: 'Mumbai, Maharashtra',
    price: 2_500_000,
    rating: 4.8,
    specialties: ['Acting', 'Dance'],
    age: 10,
    featuredPosition: 2,
  },
  { name: 'Sanya Bhatt', category: 'Musicians', location: 'Kolkata, West Bengal', price: 99_999, rating: 4.9, age: 9 },
  // A city in other letter case and no state: the same city.
  {
    name: 'Kunal Rawat',
    category: 'Sports',
    location: 'mumbai',
    price: null,
    rating: 4.7,
    specialties: ['Cricket'],
    age: 8,
  },
  {
    name: 'Myra Joshi',
    location: 'Mumbai , Maharashtra',
    price: 100_000,
    rating: 4.6,
    specialties: ['Dance', 'Kathak'],
    age: 7,
    featuredPosition: 1,
  },
  // A name in lower case sorts among the others, not after them.
  {
    name: 'ananya deshpande',
    category: 'Musicians',
    location: 'Pune, Maharashtra',
    price: 500_000,
    rating: 4.6,
    age: 6,
  },
  { name: 'Rhea Castellino', category: 'Influencers', location: 'Panaji, Goa', price: null, rating: 4.8, age: 5 },
  {
    name: 'Ishaan Pillai',
    category: 'TV Artists',
    location: 'Bengaluru, Karnataka',
    price: 999_999,
    rating: 4.4,
    age: 4,
  },
  { name: 'Zoya Khan', location: 'Goa', price: 1_000_000, rating: 4.4, specialties: ['Dance'], age: 3 },
  // Drafts: never on the public list, whatever it asks, even when featured.
  {
    name: 'Draft Dancer',
    location: 'Mumbai, Maharashtra',
    price: 300_000,
    rating: 5,
    specialties: ['Dance'],
    age: 1,
    featuredPosition: 3,
    draft: true,
  },
  { name: 'Draft Hillside', location: 'Shimla, Himachal Pradesh', price: null, rating: 4.9, age: 2, draft: true },
];
const PUBLISHED = CATALOGUE.filter((row) => !row.draft).map((row) => row.name);
const DRAFTS = CATALOGUE.filter((row) => row.draft).map((row) => row.name);

let t: TestApp;
let staff: TestUser;

interface ListAnswer {
  data: Celebrity[];
  meta: { total: number; limit: number; offset: number };
}

async function list(query: string): Promise<ListAnswer> {
  const res = await t.app.inject({ method: 'GET', url: `/api/celebrities?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListAnswer>();
}

async function names(query: string): Promise<string[]> {
  return (await list(query)).data.map((celebrity) => celebrity.name);
}

/** Every page of `query`, `size` at a time, as "Load more" walks it. */
async function walk(query: string, size: number): Promise<{ items: Celebrity[]; totals: number[] }> {
  const items: Celebrity[] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += size) {
    const page = await list(`${query}&limit=${size}&offset=${offset}`);
    totals.push(page.meta.total);
    items.push(...page.data);
    if (page.data.length < size) return { items, totals };
  }
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser('staff');
  await insertRows(t.db, CATALOGUE);
});
afterAll(async () => t.close());

describe('GET /api/celebrities: orders', () => {
  it('puts the featured first, in their order, then the newest, by default and with sort=featured', async () => {
    const expected = [
      'Myra Joshi',
      'Aarav Mehta',
      'Zoya Khan',
      'Ishaan Pillai',
      'Rhea Castellino',
      'ananya deshpande',
      'Kunal Rawat',
      'Sanya Bhatt',
    ];
    expect(await names('')).toEqual(expected);
    expect(await names('sort=featured')).toEqual(expected);
    expect(await names('sort=')).toEqual(expected);
  });

  it('sorts newest first with sort=newest (the admin list)', async () => {
    expect(await names('sort=newest')).toEqual([
      'Zoya Khan',
      'Ishaan Pillai',
      'Rhea Castellino',
      'ananya deshpande',
      'Myra Joshi',
      'Kunal Rawat',
      'Sanya Bhatt',
      'Aarav Mehta',
    ]);
  });

  it('sorts by name A to Z whatever the letter case', async () => {
    expect(await names('sort=name')).toEqual([
      'Aarav Mehta',
      'ananya deshpande',
      'Ishaan Pillai',
      'Kunal Rawat',
      'Myra Joshi',
      'Rhea Castellino',
      'Sanya Bhatt',
      'Zoya Khan',
    ]);
  });

  it('sorts by price both ways with the prices on demand last, each time', async () => {
    const onDemand = await names('price=on-demand&sort=name');
    expect(onDemand.sort()).toEqual(['Kunal Rawat', 'Rhea Castellino']);
    const ascending = await names('sort=price-asc');
    expect(ascending.slice(0, 6)).toEqual([
      'Sanya Bhatt',
      'Myra Joshi',
      'ananya deshpande',
      'Ishaan Pillai',
      'Zoya Khan',
      'Aarav Mehta',
    ]);
    const descending = await names('sort=price-desc');
    expect(descending.slice(0, 6)).toEqual([
      'Aarav Mehta',
      'Zoya Khan',
      'Ishaan Pillai',
      'ananya deshpande',
      'Myra Joshi',
      'Sanya Bhatt',
    ]);
    for (const sorted of [ascending, descending]) expect(sorted.slice(6).sort()).toEqual(onDemand.sort());
  });

  it('sorts by rating, highest first', async () => {
    const answer = await list('sort=rating');
    const ratings = answer.data.map((celebrity) => celebrity.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(answer.data[0]?.name).toBe('Sanya Bhatt');
    expect(answer.data.at(-1)?.rating).toBe(4.4);
  });

  it('breaks ties by id: the same order on every call', async () => {
    const rating = (await list('sort=rating')).data;
    for (const [a, b] of rating.slice(1).map((celebrity, i) => [rating[i] as Celebrity, celebrity] as const)) {
      if (a.rating === b.rating) expect(a._id < b._id).toBe(true);
    }
    const [first, second] = (await list('sort=price-asc')).data.slice(6).map((celebrity) => celebrity._id);
    expect((first ?? '') < (second ?? '')).toBe(true);
  });

  it.each(CELEBRITY_SORTS)('pages sort=%s with no celebrity twice or left out', async (sort: CelebritySort) => {
    const whole = (await list(`sort=${sort}&limit=100`)).data.map((celebrity) => celebrity._id);
    for (const size of [1, 3, 5]) {
      const { items, totals } = await walk(`sort=${sort}`, size);
      expect(items.map((celebrity) => celebrity._id)).toEqual(whole);
      expect(new Set(totals)).toEqual(new Set([PUBLISHED.length]));
    }
  });
});

describe('GET /api/celebrities: filters', () => {
  it('filters by city: the part before the first comma, in any letter case, spaces trimmed', async () => {
    const mumbai = ['Myra Joshi', 'Aarav Mehta', 'Kunal Rawat'];
    for (const city of ['Mumbai', 'mumbai', 'MUMBAI', '  Mumbai ']) {
      const answer = await list(`city=${encodeURIComponent(city)}`);
      expect(answer.data.map((celebrity) => celebrity.name)).toEqual(mumbai);
      expect(answer.meta.total).toBe(3);
    }
    // "Panaji, Goa" is in Panaji; "Goa" alone is its own city.
    expect(await names('city=Goa')).toEqual(['Zoya Khan']);
    expect(await names('city=Panaji')).toEqual(['Rhea Castellino']);
    // The whole city, not a part of it.
    expect(await names('city=Mum')).toEqual([]);
    expect(await names('city=Maharashtra')).toEqual([]);
    // No filter: '' and All.
    expect(await names('city=')).toHaveLength(PUBLISHED.length);
    expect(await names('city=All')).toHaveLength(PUBLISHED.length);
  });

  it('filters by price range, from its minimum up to (not including) its maximum', async () => {
    const byRange = {
      'under-100000': ['Sanya Bhatt'],
      '100000-500000': ['Myra Joshi'],
      '500000-1000000': ['ananya deshpande', 'Ishaan Pillai'],
      '1000000-up': ['Aarav Mehta', 'Zoya Khan'],
      'on-demand': ['Kunal Rawat', 'Rhea Castellino'],
    };
    const seen: string[] = [];
    for (const price of PRICE_FILTERS) {
      const found = await names(`price=${price}&sort=name`);
      expect(found, price).toEqual(byRange[price]);
      seen.push(...found);
    }
    // Every published celebrity is in exactly one of them.
    expect(seen.sort()).toEqual([...PUBLISHED].sort());
    expect(await names('price=')).toHaveLength(PUBLISHED.length);
  });

  it('combines the city, the price, the search and the category, in any order', async () => {
    expect(await names('q=dance&city=mumbai')).toEqual(['Myra Joshi', 'Aarav Mehta']);
    expect(await names('q=DANCE&category=Bollywood&price=1000000-up&sort=name')).toEqual(['Aarav Mehta', 'Zoya Khan']);
    expect(await names('q=dance&category=Bollywood&price=1000000-up&sort=price-asc')).toEqual([
      'Zoya Khan',
      'Aarav Mehta',
    ]);
    expect(await names('category=Bollywood&city=goa')).toEqual(['Zoya Khan']);
    expect(await names('category=Sports&city=Mumbai&price=on-demand&sort=rating')).toEqual(['Kunal Rawat']);
    expect(await names('q=meh&city=Mumbai&price=100000-500000')).toEqual([]);
    const answer = await list('city=Mumbai&sort=price-desc&limit=2&offset=1');
    expect(answer.data.map((celebrity) => celebrity.name)).toEqual(['Myra Joshi', 'Kunal Rawat']);
    expect(answer.meta).toEqual({ total: 3, limit: 2, offset: 1 });
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const answer = await list('city=Atlantis&price=on-demand');
    expect(answer.data).toEqual([]);
    expect(answer.meta.total).toBe(0);
  });
});

describe('drafts', () => {
  it('are in no public list, whatever the filter or order', async () => {
    const queries = [
      '',
      'q=draft',
      'q=dance',
      'city=Shimla',
      'city=Mumbai',
      'price=100000-500000',
      'price=on-demand',
      ...CELEBRITY_SORTS.map((sort) => `sort=${sort}`),
      'match=name-category&q=draft',
    ];
    for (const query of queries) {
      const answer = await list(query);
      for (const draft of DRAFTS)
        expect(
          answer.data.map((celebrity) => celebrity.name),
          query,
        ).not.toContain(draft);
      expect(
        answer.data.every((celebrity) => celebrity.status === 'published'),
        query,
      ).toBe(true);
    }
    expect((await list('')).meta.total).toBe(PUBLISHED.length);
  });

  it('are in the staff list with the same filters and orders', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/celebrities?status=all&match=name-category&sort=newest&city=mumbai&q=a',
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ListAnswer>().data.map((celebrity) => celebrity.name)).toEqual([
      'Draft Dancer',
      'Myra Joshi',
      'Kunal Rawat',
      'Aarav Mehta',
    ]);
  });

  it('give no city to the cities call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/celebrities/cities' });
    expect(res.json<{ data: string[] }>().data).not.toContain('Shimla');
  });
});

describe('GET /api/celebrities/cities', () => {
  it('lists the published cities A to Z, each once whatever its letter case, cached with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/celebrities/cities' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: ['Bengaluru', 'Goa', 'Kolkata', 'Mumbai', 'Panaji', 'Pune'],
    });
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/celebrities/cities',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('each city it offers finds its celebrities', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/celebrities/cities' });
    let found = 0;
    for (const city of res.json<{ data: string[] }>().data) {
      const answer = await list(`city=${encodeURIComponent(city)}`);
      expect(answer.meta.total, city).toBeGreaterThan(0);
      found += answer.meta.total;
    }
    expect(found).toBe(PUBLISHED.length);
  });
});

describe('the listing page', () => {
  it("renders the first batch in the featured order, without drafts, and hands over the filter's cities", async () => {
    const page = await resolvePage(t.db, '/celebrities', 'https://starline.example');
    expect(page.status).toBe(200);
    const listing = page.initialData?.listing;
    expect(listing?.items.map((celebrity) => celebrity.name).slice(0, 3)).toEqual([
      'Myra Joshi',
      'Aarav Mehta',
      'Zoya Khan',
    ]);
    expect(listing?.total).toBe(PUBLISHED.length);
    expect(listing?.items.map((celebrity) => celebrity.name)).not.toContain('Draft Dancer');
    expect(listing?.cities).toEqual(['Bengaluru', 'Goa', 'Kolkata', 'Mumbai', 'Panaji', 'Pune']);
  });
});

describe('GET /api/celebrities: refused parameters', () => {
  it.each([
    ['sort', 'sort=cheapest', /Unknown sort: use one of featured, newest, name, price-asc, price-desc, rating/],
    ['sort', 'sort=NAME', /Unknown sort/],
    ['price', 'price=cheap', /Unknown price range: use one of under-100000, 100000-500000/],
    ['price', 'price=0-100', /Unknown price range/],
    ['city', `city=${'x'.repeat(121)}`, /City must be at most 120 characters/],
    ['city', 'city=Mum%00bai', /City contains an invalid character/],
    ['category', 'category=Cricket', /Unknown category/],
  ])('answers 400 on %s for %s', async (field, query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/celebrities?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ success: boolean; message: string; errors: { path: string; message: string }[] }>();
    expect(body.success).toBe(false);
    const error = body.errors.find((entry) => entry.path === field);
    expect(error?.message).toMatch(message);
  });

  it('names each refused parameter when several are wrong', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/celebrities?sort=up&price=down&category=Cricket' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json<{ errors: { path: string }[] }>()
        .errors.map((entry) => entry.path)
        .sort(),
    ).toEqual(['category', 'price', 'sort']);
  });
});

describe('GET /api/celebrities: ties at scale', () => {
  let tied: TestApp;
  beforeAll(async () => {
    tied = await createTestApp();
    // 30 celebrities alike in every sort key: only the id tells them apart.
    await insertRows(
      tied.db,
      Array.from({ length: 30 }, () => ({
        name: 'Same Name',
        location: 'Jaipur, Rajasthan',
        price: 400_000,
        rating: 4.5,
        age: 2,
      })),
    );
    await insertRows(
      tied.db,
      Array.from({ length: 7 }, () => ({ name: 'Same Name', location: 'Jaipur', price: null, rating: 4.5, age: 2 })),
    );
  });
  afterAll(async () => tied.close());

  it.each(CELEBRITY_SORTS)('pages sort=%s in batches of 4 without repeats or gaps', async (sort) => {
    const seen: string[] = [];
    for (let offset = 0; offset < 40; offset += 4) {
      const res = await tied.app.inject({
        method: 'GET',
        url: `/api/celebrities?sort=${sort}&city=jaipur&limit=4&offset=${offset}`,
      });
      seen.push(...res.json<ListAnswer>().data.map((celebrity) => celebrity._id));
    }
    expect(seen).toHaveLength(37);
    expect(new Set(seen).size).toBe(37);
  });
});
