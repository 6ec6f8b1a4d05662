import { FEATURED_COUNT, LISTING_BATCH_SIZE } from '#shared/constants/celebrities';
import { LEGAL_PAGES, type LegalPage } from '#shared/constants/site';
import { CELEBRITY_PORTRAIT_SIZES, srcSetOf } from '#shared/image-sizes';
import { CELEBRITY_NOT_FOUND_META, celebrityHeadMeta, NOT_FOUND_META, titled } from '#shared/page-meta';
import { LAYOUTS, type ScreenModule } from '#shared/page-definition';
import { STATUS_PAGE_ANSWER_PARAMS } from '#shared/status-page-answers';
import { matchPage, NOT_FOUND_SCREEN } from '#shared/page-lookup';
import {
  ADMIN_SHELL_META,
  type Page,
  type PageName,
  PAGES,
  PORTAL_SHELL_META,
  QUERY_PROVIDER_MODULE,
  readsThroughQuery,
} from '#shared/pages';
import type { Celebrity } from '#shared/schemas/celebrity';
import { celebrityListQuerySchema } from '#shared/schemas/celebrity-list';
import {
  type ListingFilters,
  listingSearchOf,
  NO_LISTING_FILTERS,
  readListingFilters,
  readListingPage,
} from '#shared/listing-filters';
import { normalisePath } from '#shared/pathname';
import type { PageData } from '#shared/schemas/page-data';
import type { SiteContent } from '#shared/schemas/site-content';
import { SITE_NAME } from '#shared/page-meta';
import type { Db } from '#server/db/client';
import { findCelebrity } from '#server/celebrities/celebrities';
import { listFeatured } from '#server/celebrities/celebrity-publishing';
import { listCelebrities, listCelebrityCities } from '#server/celebrities/celebrity-list';
import { freeOnFilter } from '#server/calendar/free-on';
import { getLegalPage } from '#server/site/legal-pages';
import { getSiteContent } from '#server/site/site-content';
import type { PageHead } from './page-html.js';
import type { StatusPageLookup } from './status-page.js';

export interface ResolvedPage {
  status: number;
  head: PageHead;
  /** The app's source modules that render this page, for modulepreload (see module-preloads.ts). */
  modules: string[];
  /**
   * Data to render the page with on the server, by name and in the API's shapes; the app puts it
   * where its screens read it (`seedPageData` in src/web/lib/initial-data.ts, and the site
   * content store). Every public page has the agency's content in it.
   */
  initialData?: PageData;
  /** Whether the server renders the page's HTML (with `initialData`), or the browser draws it from the data. */
  render: boolean;
  /**
   * The admin screen whose shell the server draws in the HTML before any script (decision 0052):
   * the header, the sidebar's frame, the screen's heading and a skeleton.
   */
  adminShell?: PageName;
  /**
   * The path this address has moved to for good (a profile named by its id or a former slug):
   * answered with a permanent redirect (308) there, the query kept.
   */
  redirect?: string;
}

/** A screen's source file, as Vite's build manifest names it (see module-preloads.ts). */
function sourceOf(screen: ScreenModule): string {
  return `src/web/${screen.module}`;
}

/** The modules a page needs on a cold load: its layout's, its screen's and maybe the query provider. */
function modulesOf(page: Page): string[] {
  const layout = page.layout === 'none' ? [] : [sourceOf(LAYOUTS[page.layout])];
  const query = readsThroughQuery(page) ? [`src/web/${QUERY_PROVIDER_MODULE}`] : [];
  return 'screen' in page ? [...layout, sourceOf(page.screen), ...query] : layout;
}

/** The agency as schema.org sees it, from the contact details and figures admins keep in Settings. */
export function organizationJsonLd(origin: string, site: SiteContent): object {
  const { contact, social, figures } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: contact.emails[0]?.address,
    telephone: contact.phones[0]?.number,
    foundingDate: String(figures.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.locality,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: 'IN',
    },
    contactPoint: contact.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.number,
      contactType: phone.label || 'customer service',
      areaServed: 'IN',
    })),
    ...(social.links.length > 0 ? { sameAs: social.links.map((link) => link.url) } : {}),
  };
}

export function personJsonLd(celebrity: Celebrity, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: celebrity.name,
    description: celebrity.description,
    url: `${origin}${PAGES.celebrity.getHref(celebrity.slug)}`,
    // The picture may be on the asset address (PUBLIC_ASSET_URL), already absolute.
    ...(celebrity.profileImageUrl ? { image: new URL(celebrity.profileImageUrl, origin).href } : {}),
    jobTitle: celebrity.category,
    homeLocation: { '@type': 'Place', name: celebrity.location },
    knowsAbout: celebrity.specialties,
    award: celebrity.achievements,
    affiliation: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
  };
}

/**
 * The listing's first `page` batches with the address's filters, as `GET /api/celebrities` answers
 * them in one call (the same schema reads the same values; the one list from offset 0, so the
 * browser cuts it into its batches: `seedPageData`), so the server can render them and the
 * browser start from them, with the cities its filter offers (`GET /api/celebrities/cities`), so
 * the filter works before the app has started. Undefined when the API would refuse the filters
 * (a search text longer than it takes): the browser then draws the page and shows that failure,
 * as it would after a search.
 */
async function listingInitialData(db: Db, filters: ListingFilters, page: number): Promise<PageData['listing']> {
  const parsed = celebrityListQuerySchema.safeParse({ ...filters, limit: LISTING_BATCH_SIZE, offset: 0 });
  if (!parsed.success) return undefined;
  // Past the API's own limit per call when `page` is large: bounded by LISTING_PAGES_MAX instead.
  const query = { ...parsed.data, limit: page * LISTING_BATCH_SIZE };
  const [{ items, meta }, cities] = await Promise.all([
    listCelebrities(db, query, freeOnFilter),
    listCelebrityCities(db),
  ]);
  return { filters, items, total: meta.total, cities };
}

/**
 * A filtered listing's canonical address and whether search engines may index it (decision
 * 0046), whatever its `page` (the first N batches: the listing's first batch and more, so the
 * listing without the page is the one to index; every card links to its profile anyway): a category or a city, or both, is a page people look for ("Bollywood celebrities"), so
 * it is its own canonical; a search (`q`) is noindex, as a made-up text is an endless supply of
 * thin pages; any other filter (price, "Free on", the order) is a view of the listing, whose
 * canonical is the plain one.
 */
function listingHead(filters: ListingFilters): { canonicalPath: string; noindex?: boolean } {
  const plain = PAGES.celebrities.getHref();
  if (filters.q !== '') return { canonicalPath: plain, noindex: true };
  const landing = { ...NO_LISTING_FILTERS, category: filters.category, city: filters.city };
  if (listingSearchOf(filters) !== listingSearchOf(landing)) return { canonicalPath: plain };
  const search = listingSearchOf(landing);
  return { canonicalPath: search === '' ? plain : `${plain}?${search}` };
}

/**
 * A legal page (`/privacy`, `/terms`), rendered with its stored text and titled by its stored
 * title; a 404 when its row is missing (a database from before the legal pages' seed).
 */
async function legalPageResolved(db: Db, slug: LegalPage, pathname: string, modules: string[]): Promise<PublicPage> {
  const page = PAGES[slug];
  const legalPage = await getLegalPage(db, slug);
  if (!legalPage) return { status: 404, head: { ...NOT_FOUND_META, noindex: true }, modules };
  return {
    status: 200,
    modules,
    initialData: { legalPage },
    head: { ...page.meta, title: titled(legalPage.title), canonicalPath: pathname },
  };
}

/**
 * The one cache entry that serves every address of a page whose HTML does not depend on the
 * address: every admin screen (the app picks the screen) and each private page the browser
 * draws (the password reset link: its token is a secret and made up ones must not fill the
 * cache). Undefined for other pages; a private page the server renders is never cached
 * (`isPerVisitPage`).
 */
export function sharedShellKey(pathname: string): string | undefined {
  const page = matchPage(normalisePath(pathname))?.page;
  // One entry a screen (its shell shows its heading and preloads its chunk): as many as the table has.
  if (page?.layout === 'admin') return `page|admin-shell|${page.name}`;
  if (page?.layout === 'portal') return 'page|portal-shell';
  if (page && 'private' in page) return `page|${page.name}`;
  return undefined;
}

/**
 * The token of a customer's status page (`/inquiry/<token>`), which the server draws for each
 * request from that link's inquiry (decision 0047): never cached, never stored. Undefined for
 * every other path.
 */
export function statusPageToken(pathname: string): string | undefined {
  const match = matchPage(normalisePath(pathname));
  return match?.page === PAGES.inquiryStatus ? (match.id ?? '') : undefined;
}

/**
 * The part of a page's query that changes the page, in one spelling. The listing's: its filters
 * and batches shown as the listing reads them (readListingFilters, readListingPage), in a fixed
 * order with the defaults left out (listingSearchOf: `?page=1` and `?page=abc` are the first
 * page, `?page=99999` is LISTING_PAGES_MAX). A status page's: the outcome of a form it posted
 * (`?claim=`, `?quote=`), as given. Everything else (a campaign's `utm_source`, `ref`, `gclid`,
 * `fbclid`; a choice the listing cannot read) is ignored by the app, so an address that differs
 * only in those is the same page: rendered alike and served from the same cache entry. '' for the
 * plain page, and for every other page.
 */
export function pageQuery(pathname: string, search: string): string {
  const page = matchPage(normalisePath(pathname))?.page;
  const params = new URLSearchParams(search);
  if (page === PAGES.celebrities) return listingSearchOf(readListingFilters(params), readListingPage(params));
  if (page !== PAGES.inquiryStatus) return '';
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if ((STATUS_PAGE_ANSWER_PARAMS as readonly string[]).includes(name)) kept.append(name, value);
  }
  return kept.toString();
}

/** A page whose address must not be passed on as a referrer (a customer's status link). */
export function isPrivatePage(pathname: string): boolean {
  const page = matchPage(normalisePath(pathname))?.page;
  return page !== undefined && 'private' in page;
}

/**
 * The status and head of the HTML page at `pathname`: public pages are indexable with a
 * canonical URL and carry the agency's content in their data; a celebrity's page carries its
 * own data too; admin pages and misses are noindex, and a miss (an unknown path or celebrity)
 * answers 404.
 */
export async function resolvePage(
  db: Db,
  rawPathname: string,
  origin: string,
  query = '',
  statusPage?: StatusPageLookup,
): Promise<ResolvedPage> {
  const pathname = normalisePath(rawPathname);
  const match = matchPage(pathname);
  if (!match) {
    return {
      status: 404,
      head: { ...NOT_FOUND_META, noindex: true },
      modules: [sourceOf(NOT_FOUND_SCREEN)],
      render: false,
    };
  }
  const { page } = match;
  if (page.layout !== 'public') return appPage(page);

  // Every public page shows the agency's content (the footer at least), so it comes with it.
  const site = await getSiteContent(db);
  const resolved = await publicPage(db, page, pathname, match.id, origin, site, query, statusPage);
  return {
    ...resolved,
    initialData: { ...resolved.initialData, site },
    // A miss (an unknown celebrity) is drawn by the browser, which says what is missing, and so
    // is a listing whose filters the API refuses.
    render:
      page.rendering === 'per-request' &&
      resolved.status === 200 &&
      (page !== PAGES.celebrities || resolved.initialData?.listing !== undefined),
    ...(resolved.redirect ? { redirect: resolved.redirect } : {}),
  };
}

/**
 * The admin panel, the talent portal and the login page: the browser draws them. An admin
 * screen's HTML carries the panel's shell with that screen's heading, drawn by the server, and
 * preloads the admin routes' chunk with the screen's (decision 0052): the same for everyone,
 * signed in or not (a visitor who is not goes on to the login page once the app starts). Every
 * portal screen gets the portal's (the screen that follows depends on the session, maybe the
 * login page), so only its layout is preloaded.
 */
function appPage(page: Page): ResolvedPage {
  if (page.layout === 'admin') {
    return {
      status: 200,
      modules: modulesOf(page),
      head: { ...ADMIN_SHELL_META, noindex: true },
      render: false,
      adminShell: page.name,
    };
  }
  if (page.layout === 'portal') {
    return {
      status: 200,
      modules: [sourceOf(LAYOUTS[page.layout])],
      head: { ...PORTAL_SHELL_META, noindex: true },
      render: false,
    };
  }
  return {
    status: 200,
    modules: modulesOf(page),
    head: { ...('meta' in page ? page.meta : ADMIN_SHELL_META), noindex: true },
    render: false,
  };
}

type PublicPage = Omit<ResolvedPage, 'render'>;

async function publicPage(
  db: Db,
  page: Page,
  pathname: string,
  id: string | undefined,
  origin: string,
  site: SiteContent,
  query: string,
  statusPage: StatusPageLookup | undefined,
): Promise<PublicPage> {
  const modules = modulesOf(page);

  const legalSlug = LEGAL_PAGES.find((slug) => PAGES[slug] === page);
  if (legalSlug) return legalPageResolved(db, legalSlug, pathname, modules);

  if (page === PAGES.celebrities) {
    const params = new URLSearchParams(query);
    const filters = readListingFilters(params);
    const listing = await listingInitialData(db, filters, readListingPage(params));
    return {
      status: 200,
      ...(listing ? { initialData: { listing } } : {}),
      modules,
      head: { ...page.meta, ...listingHead(filters) },
    };
  }

  if ('indexable' in page) {
    return {
      status: 200,
      // Home shows its featured celebrities as they are: the page is whole without the app.
      ...(page === PAGES.home ? { initialData: { featured: await listFeatured(db, { limit: FEATURED_COUNT }) } } : {}),
      modules,
      head: {
        ...page.meta,
        canonicalPath: pathname,
        ...(page === PAGES.home ? { jsonLd: [organizationJsonLd(origin, site)] } : {}),
      },
    };
  }

  if (page === PAGES.celebrity) {
    // Published ones only: a draft is missing here as on every public path.
    const found = id ? await findCelebrity(db, id) : null;
    if (!found) return { status: 404, head: { ...CELEBRITY_NOT_FOUND_META, noindex: true }, modules };
    const { celebrity } = found;
    // Its id, a former slug or another spelling of the slug: the profile lives at its slug.
    if (id !== celebrity.slug) {
      return {
        status: 308,
        redirect: PAGES.celebrity.getHref(celebrity.slug),
        head: { ...CELEBRITY_NOT_FOUND_META, noindex: true },
        modules: [],
      };
    }
    return {
      status: 200,
      modules,
      initialData: { celebrity },
      head: {
        ...celebrityHeadMeta(celebrity),
        canonicalPath: PAGES.celebrity.getHref(celebrity.slug),
        ogType: 'profile',
        ...(celebrity.profileImage
          ? {
              image: {
                url: celebrity.profileImage.url,
                width: celebrity.profileImage.width,
                height: celebrity.profileImage.height,
                alt: celebrity.name,
              },
              preloadImage: {
                href: celebrity.profileImage.url,
                srcset: srcSetOf(celebrity.profileImage),
                sizes: CELEBRITY_PORTRAIT_SIZES,
              },
            }
          : {}),
        jsonLd: [personJsonLd(celebrity, origin)],
      },
    };
  }

  // A customer's status page: drawn from its link's inquiry, looked up by the caller (status-page.ts)
  // for this request alone. A link that opens nothing has no data: the browser draws what the app
  // says for it, under the lookup's status.
  const head = { ...('meta' in page ? page.meta : ADMIN_SHELL_META), noindex: true };
  if (page === PAGES.inquiryStatus && statusPage) {
    return {
      status: statusPage.status,
      modules,
      head,
      ...(statusPage.initialData ? { initialData: statusPage.initialData } : {}),
    };
  }
  return { status: 200, modules, head };
}
