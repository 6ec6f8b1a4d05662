import { AGENCY } from '#shared/agency';
import { isAppRoute } from '#shared/app-routes';
import { LISTING_PAGE_SIZE } from '#shared/constants';
import { CELEBRITY_PORTRAIT_SIZES, srcSetOf } from '#shared/image-sizes';
import { celebrityPageMeta, PAGE_META, type HeadMeta } from '#shared/page-meta';
import type { Celebrity, CelebrityListQuery } from '#shared/schemas/celebrity';
import type { Db } from '../db/client.js';
import { getCelebrity, listCelebrities } from './celebrities.js';
import type { PageHead } from './page-html.js';

export interface ResolvedPage {
  status: number;
  head: PageHead;
  /** The app's source modules that render this page, for modulepreload (see module-preloads.ts). */
  modules: string[];
  /**
   * Data to render the page with on the server, by the browser's query key for it (the app's
   * `useCelebrity`); present only for pages the server can render.
   */
  initialData?: { queryKey: readonly unknown[]; data: unknown }[];
}

/**
 * The lazy modules of each screen, as `src/web/routes.tsx` imports them (paths are the keys of
 * Vite's build manifest). Only the pages a visitor lands on cold are listed.
 */
export const PAGE_MODULES = {
  publicLayout: 'src/web/components/layout/public-layout.tsx',
  home: 'src/web/features/public/home/home-page.tsx',
  services: 'src/web/features/public/services/services-page.tsx',
  celebrities: 'src/web/features/public/celebrities/celebrities-page.tsx',
  celebrity: 'src/web/features/public/celebrity-detail/celebrity-detail-page.tsx',
  about: 'src/web/features/public/about/about-page.tsx',
  notFound: 'src/web/features/public/not-found/not-found-page.tsx',
  login: 'src/web/features/admin/login/login-page.tsx',
  adminLayout: 'src/web/components/layout/admin-layout.tsx',
} as const;

const STATIC_PAGE_MODULES: Record<string, string> = {
  '/': PAGE_MODULES.home,
  '/services': PAGE_MODULES.services,
  '/celebrities': PAGE_MODULES.celebrities,
  '/about': PAGE_MODULES.about,
  '/contact': PAGE_MODULES.about,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATIC_PAGES: Record<string, HeadMeta> = {
  '/': PAGE_META.home,
  '/services': PAGE_META.services,
  '/celebrities': PAGE_META.celebrities,
  '/about': PAGE_META.about,
  '/contact': PAGE_META.contact,
};

/** The public pages a sitemap lists, besides each celebrity's page. */
export const SITEMAP_STATIC_PATHS = Object.keys(STATIC_PAGES);

export function organizationJsonLd(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: AGENCY.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: AGENCY.email,
    telephone: AGENCY.phone,
    foundingDate: String(AGENCY.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: AGENCY.streetAddress,
      addressLocality: AGENCY.locality,
      addressRegion: AGENCY.region,
      postalCode: AGENCY.postalCode,
      addressCountry: AGENCY.country,
    },
  };
}

export function personJsonLd(celebrity: Celebrity, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: celebrity.name,
    description: celebrity.description,
    url: `${origin}/celebrity/${celebrity._id}`,
    ...(celebrity.profileImageUrl ? { image: `${origin}${celebrity.profileImageUrl}` } : {}),
    jobTitle: celebrity.category,
    homeLocation: { '@type': 'Place', name: celebrity.location },
    knowsAbout: celebrity.specialties,
    award: celebrity.achievements,
    affiliation: { '@type': 'Organization', name: AGENCY.name, url: `${origin}/` },
  };
}

/**
 * The listing's first page in the shape of the browser's infinite query under its key for "no
 * filters" (`['celebrities', 'list', { q: '' }]`; an absent category is left out of the key),
 * so the server can render it and the browser start from it.
 */
async function listingInitialData(db: Db): Promise<NonNullable<ResolvedPage['initialData']>> {
  const query: CelebrityListQuery = {
    q: '',
    match: 'name-specialty',
    category: undefined,
    limit: LISTING_PAGE_SIZE,
    offset: 0,
  };
  const { items, meta } = await listCelebrities(db, query);
  return [
    {
      queryKey: ['celebrities', 'list', { q: '' }],
      data: { pages: [{ items, total: meta.total, offset: 0 }], pageParams: [0] },
    },
  ];
}

/**
 * The path without trailing slashes (`/celebrities/` is `/celebrities`). A loop, not
 * `/\/+$/`: that pattern retries from every slash of a long run and takes quadratic time on a
 * path of thousands of slashes.
 */
export function normalisePath(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}

/** An admin screen other than the login page: answered with the one admin shell. */
export function isAdminShellPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path !== '/admin/login' && path.startsWith('/admin') && isAppRoute(path);
}

/**
 * The status and head of the HTML page at `pathname`: public pages are indexable with a
 * canonical URL; a celebrity's page carries its own data; admin pages and misses are noindex,
 * and a miss (an unknown path or celebrity) answers 404.
 */
export async function resolvePage(db: Db, rawPathname: string, origin: string): Promise<ResolvedPage> {
  const pathname = normalisePath(rawPathname);
  const page = STATIC_PAGES[pathname];
  if (page) {
    return {
      status: 200,
      ...(pathname === '/celebrities' ? { initialData: await listingInitialData(db) } : {}),
      modules: [PAGE_MODULES.publicLayout, STATIC_PAGE_MODULES[pathname] ?? PAGE_MODULES.home],
      head: {
        ...page,
        canonicalPath: pathname,
        ...(pathname === '/' ? { jsonLd: [organizationJsonLd(origin)] } : {}),
      },
    };
  }

  const celebrityId = /^\/celebrity\/([^/]+)$/.exec(pathname)?.[1];
  if (celebrityId !== undefined) {
    const celebrity = UUID.test(celebrityId) ? await getCelebrity(db, celebrityId) : null;
    const modules = [PAGE_MODULES.publicLayout, PAGE_MODULES.celebrity];
    if (!celebrity) return { status: 404, head: { ...PAGE_META.celebrityNotFound, noindex: true }, modules };
    return {
      status: 200,
      modules,
      initialData: [{ queryKey: ['celebrities', 'detail', celebrity._id], data: celebrity }],
      head: {
        ...celebrityPageMeta(celebrity),
        canonicalPath: `/celebrity/${celebrity._id}`,
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

  if (pathname === '/admin/login') {
    return { status: 200, head: { ...PAGE_META.adminLogin, noindex: true }, modules: [PAGE_MODULES.login] };
  }
  if (isAppRoute(pathname)) {
    return {
      status: 200,
      // The shell only: which admin page follows depends on the session (maybe the login page).
      modules: [PAGE_MODULES.adminLayout],
      head: { title: 'Admin Panel | Starline Talent', description: PAGE_META.adminLogin.description, noindex: true },
    };
  }
  return { status: 404, head: { ...PAGE_META.notFound, noindex: true }, modules: [PAGE_MODULES.notFound] };
}
