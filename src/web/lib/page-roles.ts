import type { Role } from '#shared/constants/accounts';
import type { LayoutName } from '#shared/page-definition';
import { type PageName, PAGES } from '#shared/pages';
import { useSession } from './session-store';

/**
 * Whether `role` may open `page`, by the roles in the page table (`roles`; none: every signed-in
 * member; no role: signed out, only pages without roles). The one source for the sidebar's links
 * and the pages' guard (AdminOnly); the server refuses the others whatever the browser shows.
 */
export function mayOpen(page: PageName, role: Role | undefined): boolean {
  const definition = PAGES[page];
  const roles: readonly Role[] | undefined = 'roles' in definition ? definition.roles : undefined;
  return roles === undefined || (role !== undefined && roles.includes(role));
}

/** Whether the signed-in user may open `page`. */
export function useMayOpen(page: PageName): boolean {
  return useSession((state) => mayOpen(page, state.user?.role));
}

/**
 * The layout a role's pages sit in (issue 39): a talent user's are the portal's, never the
 * panel's; staff and admins have the panel and never the portal.
 */
export function layoutOf(role: Role | undefined): Extract<LayoutName, 'admin' | 'portal'> {
  return role === 'talent' ? 'portal' : 'admin';
}

/** Where a role lands after signing in, or when it opens the other side's address. */
export function homeOf(role: Role | undefined): string {
  return layoutOf(role) === 'portal' ? PAGES.portal.getHref() : PAGES.adminDashboard.getHref();
}
