import { createRoutesFromElements, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '#shared/page-definition';
import { NOT_FOUND_SCREEN } from '#shared/page-lookup';
import { PAGE_LIST } from '#shared/pages';
import { adminRouteElements, canLoadAdminScreen } from './admin-routes';
import { canLoadPortalScreen, portalRouteElements } from './portal-routes';
import { appRouteElements, canLoadScreen } from './routes';

/** Full paths of every route that renders a page (index routes included, catch-alls not). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path?.startsWith('/')
      ? route.path
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`
        : parent || '/';
    const own = route.index || (route.path && !route.path.endsWith('*') && !route.children) ? [here] : [];
    return [...own, ...(route.children ? pagePaths(route.children, here) : [])];
  });
}

describe('routes', () => {
  const routes = createRoutesFromElements(appRouteElements);
  const adminRoutes = createRoutesFromElements(adminRouteElements);
  const portalRoutes = createRoutesFromElements(portalRouteElements);

  it('declare exactly the pages of the page table, the admin panel and the talent portal in chunks of their own', () => {
    const declared = [
      ...pagePaths(routes),
      ...pagePaths(adminRoutes, LAYOUTS.admin.path),
      ...pagePaths(portalRoutes, LAYOUTS.portal.path),
    ];
    expect(declared.sort()).toEqual(PAGE_LIST.map((page) => page.path).sort());
    expect(routes.map((route) => route.path)).toContain('/admin/*');
    expect(routes.map((route) => route.path)).toContain('/portal/*');
  });

  it('end in a catch-all for the not-found page, in the admin panel and the portal too', () => {
    expect(routes.at(-1)?.path).toBe('*');
    expect(adminRoutes.at(-1)?.path).toBe('*');
    expect(portalRoutes.at(-1)?.path).toBe('*');
  });

  it('can load every screen the table names', () => {
    for (const page of PAGE_LIST) {
      if (!('screen' in page)) continue;
      const loadable =
        page.layout === 'admin'
          ? canLoadAdminScreen(page.screen.module)
          : page.layout === 'portal'
            ? canLoadPortalScreen(page.screen.module)
            : canLoadScreen(page.screen);
      expect(loadable, page.screen.module).toBe(true);
    }
    expect(canLoadScreen(NOT_FOUND_SCREEN)).toBe(true);
    expect(canLoadScreen(LAYOUTS.public)).toBe(true);
  });
});
