import type { Role } from '#shared/constants';
import type { PageName } from '#shared/pages';
import { useSession } from './session-store';

/**
 * Who may open an admin page, by the page table's names: a page listed here is for these roles
 * only, one not listed for every signed-in member. The one source for the sidebar's links and the
 * pages' guard (AdminOnly); the server refuses the others whatever the browser shows.
 */
export const PAGE_ROLES: Partial<Record<PageName, readonly Role[]>> = {
  adminSettings: ['admin'],
  adminAudit: ['admin'],
};

/** Whether `role` may open `page` (no role: signed out, only unlisted pages). */
export function mayOpen(page: PageName, role: Role | undefined): boolean {
  const roles = PAGE_ROLES[page];
  return roles === undefined || (role !== undefined && roles.includes(role));
}

/** Whether the signed-in user may open `page`. */
export function useMayOpen(page: PageName): boolean {
  return useSession((state) => mayOpen(page, state.user?.role));
}
