import { createRoutesFromElements, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS } from '#shared/app-routes';
import { appRouteElements } from './routes';

/** Full paths of every route that renders a page (index routes included, the catch-all not). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
    const own = route.index || (route.path && route.path !== '*' && !route.children) ? [here] : [];
    return [...own, ...(route.children ? pagePaths(route.children, here) : [])];
  });
}

describe('routes', () => {
  const routes = createRoutesFromElements(appRouteElements);

  it('declare exactly the pages the server answers with status 200', () => {
    expect(pagePaths(routes).sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });

  it('end in a catch-all for the not-found page', () => {
    expect(routes.at(-1)?.path).toBe('*');
  });
});
