import { AGENCY } from '../../shared/agency.js';
import { isAppRoute } from '../../shared/app-routes.js';
import { celebrityPageMeta, PAGE_META, type PageMeta } from '../../shared/page-meta.js';
import type { Celebrity } from '../../shared/schemas/celebrity.js';
import type { Db } from '../db/client.js';
import { getCelebrity } from './celebrities.js';
import type { PageHead } from './page-html.js';

export interface ResolvedPage {
  status: number;
  head: PageHead;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATIC_PAGES: Record<string, PageMeta> = {
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

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The status and head of the HTML page at `pathname`: public pages are indexable with a
 * canonical URL; a celebrity's page carries its own data; admin pages and misses are noindex,
 * and a miss (an unknown path or celebrity) answers 404.
 */
export async function resolvePage(db: Db, rawPathname: string, origin: string): Promise<ResolvedPage> {
  const pathname = normalise(rawPathname);
  const page = STATIC_PAGES[pathname];
  if (page) {
    return {
      status: 200,
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
    if (!celebrity) return { status: 404, head: { ...PAGE_META.celebrityNotFound, noindex: true } };
    return {
      status: 200,
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
            }
          : {}),
        jsonLd: [personJsonLd(celebrity, origin)],
      },
    };
  }

  if (pathname === '/admin/login') return { status: 200, head: { ...PAGE_META.adminLogin, noindex: true } };
  if (isAppRoute(pathname)) {
    return {
      status: 200,
      head: { title: 'Admin Panel | Starline Talent', description: PAGE_META.adminLogin.description, noindex: true },
    };
  }
  return { status: 404, head: { ...PAGE_META.notFound, noindex: true } };
}
