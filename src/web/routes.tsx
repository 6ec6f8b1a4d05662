import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LAYOUTS, type ScreenModule } from '#shared/page-definition';
import { matchPage, NOT_FOUND_SCREEN } from '#shared/page-lookup';
import { type Page, PAGE_LIST, readsThroughQuery } from '#shared/pages';
import { lazyScreenElement, loaderOf, type ScreenExports } from './lazy-screen';

/**
 * The route tree, made from the page table (src/shared/pages.ts), in React Router's declarative
 * mode: the data router costs about 17 KB more gzipped JavaScript on every first load, which
 * the public pages' 100 KB budget cannot carry (docs/decisions/0004-declarative-router.md).
 * Layouts and screens are lazy chunks, so the public pages never download admin code; the admin
 * panel's own routes are a chunk too (admin-routes.tsx), and the talent portal's
 * (portal-routes.tsx), so they cost the entry nothing.
 */

/** Every screen outside the admin panel, and the public layout, as its own chunk. */
const SCREEN_LOADERS = import.meta.glob<ScreenExports>([
  './features/public/**/*-page.tsx',
  './features/admin/login/*-page.tsx',
  './features/admin/password-reset/*-page.tsx',
  './components/layout/public-layout.tsx',
]);

/** True when the table's module is one this file can load (the routes test checks every entry). */
export function canLoadScreen(screen: ScreenModule): boolean {
  return `./${screen.module}` in SCREEN_LOADERS;
}

const loadQueryProvider = () => import('./components/query-provider');

/*
 * Every page that reads through TanStack Query (`readsThroughQuery`) renders inside the one
 * `QueryProvider`: a per-request page starts from the server's data in the query cache, and the
 * login page signs in through it. The admin pages get it from their routes' chunk, whose header
 * polls the pending inquiries. Home and the other agency pages get their data as page data and
 * stay without it: at the root it would put TanStack Query into Home's first load, over its
 * 100 KB budget (docs/decisions/0008-query-provider-placement.md).
 */
const WITH_QUERY = {
  key: 'query',
  load: async () => {
    const { QueryProvider } = await loadQueryProvider();
    return (Screen: ComponentType) =>
      function ScreenWithQuery() {
        return (
          <QueryProvider>
            <Screen />
          </QueryProvider>
        );
      };
  },
};

/**
 * Starts downloading a public page's chunk together with its layout's, instead of one after
 * the other (the layout would only ask for the page once it renders).
 */
export function preloadPage(pathname: string): void {
  const page = matchPage(pathname)?.page;
  if (page?.layout !== 'public' || !('screen' in page)) return;
  void loaderOf(SCREEN_LOADERS, LAYOUTS.public)();
  void loaderOf(SCREEN_LOADERS, page.screen)();
  if (readsThroughQuery(page)) void loadQueryProvider();
}

/** The route of one page, its path relative to its layout's (`base`). */
function pageRoute(page: Page, base: string) {
  const element =
    'redirectTo' in page ? (
      <Navigate to={page.redirectTo} replace />
    ) : 'screen' in page ? (
      lazyScreenElement(SCREEN_LOADERS, page.screen, readsThroughQuery(page) ? WITH_QUERY : undefined)
    ) : null;
  if (page.path === base) return <Route key={page.name} index element={element} />;
  const path = base === '/' ? page.path.slice(1) : page.path.slice(base.length + 1);
  return <Route key={page.name} path={path} element={element} />;
}

const pagesIn = (layout: Page['layout']) => PAGE_LIST.filter((page) => page.layout === layout);

const AdminRoutes = lazy(async () => ({ default: (await import('./admin-routes')).AdminRoutes }));
const PortalRoutes = lazy(async () => ({ default: (await import('./portal-routes')).PortalRoutes }));

function adminPanel(): ReactNode {
  return (
    <Suspense fallback={null}>
      <AdminRoutes />
    </Suspense>
  );
}

function talentPortal(): ReactNode {
  return (
    <Suspense fallback={null}>
      <PortalRoutes />
    </Suspense>
  );
}

/** The route tree as elements; `AppRoutes` renders it and the routes test reads it. */
export const appRouteElements = (
  <>
    <Route path={LAYOUTS.public.path} element={lazyScreenElement(SCREEN_LOADERS, LAYOUTS.public)}>
      {pagesIn('public').map((page) => pageRoute(page, LAYOUTS.public.path))}
    </Route>
    {pagesIn('none').map((page) => pageRoute(page, '/'))}
    {/* The admin panel's routes live in their own chunk (admin-routes.tsx). */}
    <Route path={`${LAYOUTS.admin.path}/*`} element={adminPanel()} />
    {/* The talent portal's too (portal-routes.tsx): neither the public pages nor the panel load it. */}
    <Route path={`${LAYOUTS.portal.path}/*`} element={talentPortal()} />
    <Route path="*" element={lazyScreenElement(SCREEN_LOADERS, NOT_FOUND_SCREEN)} />
  </>
);

export function AppRoutes() {
  return <Routes>{appRouteElements}</Routes>;
}
