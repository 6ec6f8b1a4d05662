import { Route, Routes } from 'react-router';
import { LAYOUTS } from '#shared/page-definition';
import { NOT_FOUND_SCREEN } from '#shared/page-lookup';
import { type Page, PAGE_LIST } from '#shared/pages';
import { PortalLayout } from './components/layout/portal-layout';
import { QueryProvider } from './components/query-provider';
import { lazyScreenElement, type ScreenExports } from './lazy-screen';

/**
 * The talent portal's routes (issue 39), a chunk of their own that the app's route tree loads for
 * `/portal/*` (routes.tsx): the public pages and the admin panel never download it, nor it theirs.
 * Every portal screen renders inside the portal's small layout and one QueryProvider.
 */

/** Every portal screen as its own chunk, by path relative to src/web. */
const PORTAL_SCREEN_LOADERS = import.meta.glob<ScreenExports>(['./features/portal/**/*-page.tsx']);

const NOT_FOUND_LOADER = {
  [`./${NOT_FOUND_SCREEN.module}`]: () => import('./features/public/not-found/not-found-page'),
};

const PORTAL_BASE = LAYOUTS.portal.path;
export const PORTAL_PAGES = PAGE_LIST.filter((page) => page.layout === 'portal');

/** True when the table's module is one this file can load (the routes test checks every entry). */
export function canLoadPortalScreen(module: string): boolean {
  return `./${module}` in PORTAL_SCREEN_LOADERS;
}

function portalRoute(page: Page) {
  const element = 'screen' in page ? lazyScreenElement(PORTAL_SCREEN_LOADERS, page.screen) : null;
  if (page.path === PORTAL_BASE) return <Route key={page.name} index element={element} />;
  return <Route key={page.name} path={page.path.slice(PORTAL_BASE.length + 1)} element={element} />;
}

/** The portal's routes as elements, relative to `/portal`; `PortalRoutes` renders them and the routes test reads them. */
export const portalRouteElements = (
  <>
    <Route element={<PortalLayout />}>{PORTAL_PAGES.map(portalRoute)}</Route>
    <Route path="*" element={lazyScreenElement(NOT_FOUND_LOADER, NOT_FOUND_SCREEN)} />
  </>
);

export function PortalRoutes() {
  return (
    <QueryProvider>
      <Routes>{portalRouteElements}</Routes>
    </QueryProvider>
  );
}
