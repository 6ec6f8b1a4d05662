import { createRoutesFromElements, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LAYOUTS, NOT_FOUND_SCREEN, PAGE_LIST } from '#shared/pages';
import { appRouteElements, canLoadScreen } from './routes';

/** Full paths of every route that renders a page (index routes included, the catch-all not). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path?.startsWith('/')
      ? route.path
      : route.path
        ? `${parent.replace(/\/$/, '')}/${route.path}`
        : parent || '/';
    const own = route.index || (route.path && route.path !== '*' && !route.children) ? [here] : [];
    return [...own, ...(route.children ? pagePaths(route.children, here) : [])];
  });
}

describe('routes', () => {
  const routes = createRoutesFromElements(appRouteElements);

  it('declare exactly the pages of the page table', () => {
    expect(pagePaths(routes).sort()).toEqual(PAGE_LIST.map((page) => page.path).sort());
  });

  it('end in a catch-all for the not-found page', () => {
    expect(routes.at(-1)?.path).toBe('*');
  });

  it('can load every screen and layout the table names', () => {
    const screens = [...PAGE_LIST.flatMap((page) => ('screen' in page ? [page.screen] : [])), NOT_FOUND_SCREEN];
    for (const screen of [...screens, ...Object.values(LAYOUTS)])
      expect(canLoadScreen(screen), screen.module).toBe(true);
  });
});
