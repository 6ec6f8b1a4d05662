import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { type CelebritySort, PRICE_RANGES, type PriceFilter } from '#shared/celebrity-list-options';
import { CATEGORIES } from '#shared/constants/celebrities';
import type { Celebrity } from '#shared/schemas/celebrity';
import type { CelebrityListQuery } from '#shared/schemas/celebrity-list';
import type { ListMeta } from '#shared/schemas/envelope';
import type { Db } from '#server/db/client';
import { listWithTotal, newestFirst } from '#server/db/list-query';
import { celebrities } from './celebrities-tables.js';
import { imagesOf } from './celebrities.js';
import type { CatalogueCalendar } from './catalogue-calendar.js';
import { toCelebrityDto } from './celebrity-dto.js';
import { publishedOnly, statusCondition } from './celebrity-visibility.js';
import { containsPattern } from '#server/lib/search-text';

/**
 * The celebrity list (`GET /api/celebrities`, the listing page's first batch) and the cities
 * its filter offers. The public reads only published celebrities; staff may ask for drafts.
 */

/**
 * A celebrity's city: the part of its location before the first comma, trimmed ("Mumbai" of
 * "Mumbai, Maharashtra", "Goa" of "Goa"). Spelled as in the index that serves the city filter
 * (see docs/api.md, "the city").
 */
const city = sql<string>`btrim(split_part(${celebrities.location}, ',', 1))`;
const cityKey = sql<string>`lower(${city})`;

/**
 * The admin search (name or category): the name by a contains match, the category by the
 * categories whose label contains the text, so "bolly" lists every Bollywood celebrity.
 */
function nameOrCategoryFilter(q: string): SQL | undefined {
  const term = q.toLowerCase();
  const categories = CATEGORIES.filter((category) => category.toLowerCase().includes(term));
  return or(
    sql`lower(${celebrities.name}) like ${containsPattern(q)}`,
    categories.length > 0 ? inArray(celebrities.category, categories) : undefined,
  );
}

function searchFilter(query: Pick<CelebrityListQuery, 'q' | 'match'>): SQL | undefined {
  if (!query.q) return undefined;
  return query.match === 'name-category'
    ? nameOrCategoryFilter(query.q)
    : sql`${celebrities.searchText} like ${containsPattern(query.q)}`;
}

/** A price range: from its minimum (included) to its maximum (left out); or the prices on demand. */
function priceFilter(price: PriceFilter | undefined): SQL | undefined {
  if (price === undefined) return undefined;
  if (price === 'on-demand') return eq(celebrities.priceOnDemand, true);
  const { min, max } = PRICE_RANGES[price];
  return and(
    min === null ? undefined : gte(celebrities.price, min),
    max === null ? undefined : lt(celebrities.price, max),
    // A price on demand has no price (null), so it is in no range.
    eq(celebrities.priceOnDemand, false),
  );
}

function listFilter(query: CelebrityListQuery, freeOn: CatalogueCalendar['freeOn']): SQL | undefined {
  return and(
    statusCondition(query.status),
    query.category ? eq(celebrities.category, query.category) : undefined,
    query.city ? sql`${cityKey} = lower(${query.city})` : undefined,
    priceFilter(query.price),
    query.available === undefined ? undefined : freeOn(query.available),
    searchFilter(query),
  );
}

/**
 * Each order ends with the id, so equal keys keep one order and paging by offset never repeats
 * or skips a celebrity. Nulls are placed explicitly (price on demand has no price: last both
 * ways; not featured: after the featured), and spelled as the indexes are (see newestFirst).
 */
function orderOf(sort: CelebritySort): SQL[] {
  switch (sort) {
    case 'featured':
      return [
        sql`${celebrities.featuredPosition} asc nulls last`,
        ...newestFirst(celebrities.createdAt, celebrities.id),
      ];
    case 'newest':
      return newestFirst(celebrities.createdAt, celebrities.id);
    case 'name':
      return [sql`lower(${celebrities.name}) asc`, sql`${celebrities.id} asc`];
    case 'price-asc':
      return [sql`${celebrities.price} asc nulls last`, sql`${celebrities.id} asc`];
    case 'price-desc':
      return [sql`${celebrities.price} desc nulls last`, sql`${celebrities.id} asc`];
    case 'rating':
      return [sql`${celebrities.rating} desc nulls last`, sql`${celebrities.id} asc`];
  }
}

/**
 * One page of the catalogue: the search (`q`: the name or any specialty, case-insensitively; the
 * name or the category with `match: 'name-category'`), the category, the city, the price range,
 * the day they are free on (`freeOn`, the calendar's), in the chosen order; published celebrities only unless `status` says otherwise (staff).
 */
export async function listCelebrities(
  db: Db,
  query: CelebrityListQuery,
  freeOn: CatalogueCalendar['freeOn'],
): Promise<{ items: Celebrity[]; meta: ListMeta }> {
  const { rows, meta } = await listWithTotal(db, celebrities, {
    where: listFilter(query, freeOn),
    orderBy: orderOf(query.sort),
    limit: query.limit,
    offset: query.offset,
  });
  const images = await imagesOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) =>
    toCelebrityDto(
      row,
      images.filter((image) => image.celebrityId === row.id),
    ),
  );
  return { items, meta };
}

/**
 * The cities of the published catalogue, A to Z, each once whatever its letter case (written as
 * the first of its spellings in code-point order, so "Mumbai" before "mumbai").
 */
export async function listCelebrityCities(db: Db): Promise<string[]> {
  const rows = await db
    .select({ city: sql<string>`min(${city} collate "C")` })
    .from(celebrities)
    .where(and(publishedOnly(), sql`${city} <> ''`))
    .groupBy(cityKey)
    .orderBy(cityKey);
  return rows.map((row) => row.city);
}
