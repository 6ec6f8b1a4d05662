import { matchPage } from '#shared/page-lookup';
import { PAGES } from '#shared/pages';

/** Where a user goes after signing in when nothing else was asked for (SPEC §2). */
export const DEFAULT_ADMIN_PATH = PAGES.adminDashboard.getHref();

interface RequestedLocation {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/**
 * The page to return to after signing in: the admin page first asked for (with its query and
 * hash), else the dashboard. Only the admin panel's own pages are honoured (not the login page,
 * not an unknown path): history state can be written by any script on the site, and the login
 * page must never send anyone elsewhere.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: RequestedLocation } | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  if (matchPage(pathname)?.page.layout !== 'admin') {
    return DEFAULT_ADMIN_PATH;
  }
  const search = typeof from?.search === 'string' && from.search.startsWith('?') ? from.search : '';
  const hash = typeof from?.hash === 'string' && from.hash.startsWith('#') ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
