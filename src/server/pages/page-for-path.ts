import { CELEBRITY_SORT_DEFAULT, LISTING_QUERY_PARAMS } from '#shared/celebrity-list-options';
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
  PAGES,
  PORTAL_SHELL_META,
  QUERY_PROVIDER_MODULE,
  readsThroughQuery,
} from '#shared/pages';
import type { Celebrity } from '#shared/schemas/celebrity';
import type { CelebrityListQuery } from '#shared/schemas/celebrity-list';
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
 * The unfiltered listing's first page, as `GET /api/celebrities` answers it, so the server can
 * render it and the browser start from it, with the cities its filter offers
 * (`GET /api/celebrities/cities`), so the filter works before the app has started.
 */
async function listingInitialData(db: Db): Promise<PageData> {
  const query: CelebrityListQuery = {
    q: '',
    match: 'name-specialty',
    category: undefined,
    city: undefined,
    price: undefined,
    available: undefined,
    sort: CELEBRITY_SORT_DEFAULT,
    status: undefined,
    limit: LISTING_BATCH_SIZE,
    offset: 0,
  };
  const [{ items, meta }, cities] = await Promise.all([
    listCelebrities(db, query, freeOnFilter),
    listCelebrityCities(db),
  ]);
  return { listing: { items, total: meta.total, cities } };
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
  if (page?.layout === 'admin') return 'page|admin-shell';
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
 * The part of a page's query that changes the page: the listing's own filters, in the order
 * given. Everything else (a campaign's `utm_source`, `ref`, `gclid`, `fbclid`) is read by
 * analytics, never by the app, so an address carrying only such parameters is the plain page:
 * rendered on the server and served from the same cache entry. '' when nothing is left.
 */
export function pageQuery(pathname: string, search: string): string {
  const page = matchPage(normalisePath(pathname))?.page;
  const names: readonly string[] =
    page === PAGES.celebrities ? LISTING_QUERY_PARAMS : page === PAGES.inquiryStatus ? STATUS_PAGE_ANSWER_PARAMS : [];
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (names.includes(name)) kept.append(name, value);
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
  const resolved = await publicPage(db, page, pathname, match.id, origin, site, statusPage);
  return {
    ...resolved,
    initialData: { ...resolved.initialData, site },
    // A miss (an unknown celebrity) is drawn by the browser, which says what is missing.
    render: page.rendering === 'per-request' && resolved.status === 200,
    ...(resolved.redirect ? { redirect: resolved.redirect } : {}),
  };
}

/**
 * The admin panel, the talent portal and the login page: the browser draws them. Every admin
 * screen gets the one shell, and every portal screen the portal's (the screen that follows
 * depends on the session, maybe the login page), so only the layout is preloaded.
 */
function appPage(page: Page): ResolvedPage {
  if (page.layout === 'admin' || page.layout === 'portal') {
    return {
      status: 200,
      modules: [sourceOf(LAYOUTS[page.layout])],
      head: { ...(page.layout === 'admin' ? ADMIN_SHELL_META : PORTAL_SHELL_META), noindex: true },
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
  statusPage: StatusPageLookup | undefined,
): Promise<PublicPage> {
  const modules = modulesOf(page);

  const legalSlug = LEGAL_PAGES.find((slug) => PAGES[slug] === page);
  if (legalSlug) return legalPageResolved(db, legalSlug, pathname, modules);

  if ('indexable' in page) {
    return {
      status: 200,
      ...(page === PAGES.celebrities ? { initialData: await listingInitialData(db) } : {}),
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
