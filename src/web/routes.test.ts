import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS } from '../shared/app-routes';
import { routes } from './routes';

/** Full paths of every route that renders a page (index routes included, the catch-all not). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
    const own = route.index || (route.path && route.path !== '*' && !route.children) ? [here] : [];
    return [...own, ...(route.children ? pagePaths(route.children, here) : [])];
  });
}

describe('routes', () => {
  it('declare exactly the pages the server answers with status 200', () => {
    const declared = pagePaths(routes).sort();
    expect(declared).toEqual([...APP_ROUTE_PATTERNS].sort());
  });

  it('end in a catch-all for the not-found page', () => {
    const last = routes[0]?.children?.at(-1);
    expect(last?.path).toBe('*');
  });
});
