import type { Role } from '#shared/constants/accounts';
import { matchPage } from '#shared/page-lookup';
import { homeOf, layoutOf } from '#web/lib/page-roles';

interface RequestedLocation {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/**
 * The page to return to after signing in: the page first asked for (with its query and hash) if
 * it is on the user's own side (the panel for staff and admins, the portal for a talent user,
 * issue 39), else that side's first page. Only those pages are honoured (not the login page, not
 * an unknown path): history state can be written by any script on the site, and the login page
 * must never send anyone elsewhere.
 */
export function redirectTarget(state: unknown, role: Role | undefined): string {
  const from = (state as { from?: RequestedLocation } | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  if (matchPage(pathname)?.page.layout !== layoutOf(role)) return homeOf(role);
  const search = typeof from?.search === 'string' && from.search.startsWith('?') ? from.search : '';
  const hash = typeof from?.hash === 'string' && from.hash.startsWith('#') ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
