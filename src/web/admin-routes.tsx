import { Navigate, Route, Routes } from 'react-router';
import { LAYOUTS } from '#shared/page-definition';
import { NOT_FOUND_SCREEN } from '#shared/page-lookup';
import { type Page, PAGE_LIST } from '#shared/pages';
import { AdminLayout } from './components/layout/admin-layout';
import { AdminScreenPlaceholder } from './components/layout/admin-screen-placeholder';
import { QueryProvider } from './components/query-provider';
import { lazyScreenElement, type ScreenExports } from './lazy-screen';

/**
 * The admin panel's routes, in a chunk of their own that the app's route tree loads for
 * `/admin/*` (routes.tsx). Their table, with each screen's chunk and its preload list, used to
 * sit in the entry chunk that every public page downloads; here it costs the public pages
 * nothing. Every admin screen renders inside the admin layout and the one QueryProvider, which
 * the layout's header needs for its pending-inquiries bell.
 */

/** Every admin screen as its own chunk, by path relative to src/web. */
const ADMIN_SCREEN_LOADERS = import.meta.glob<ScreenExports>([
  './features/admin/**/*-page.tsx',
  // Pages the app layer composes from several features (the inquiry page).
  './app/admin/**/*-page.tsx',
]);

const NOT_FOUND_LOADER = {
  [`./${NOT_FOUND_SCREEN.module}`]: () => import('./features/public/not-found/not-found-page'),
};

const ADMIN_BASE = LAYOUTS.admin.path;
export const ADMIN_PAGES = PAGE_LIST.filter((page) => page.layout === 'admin');

/** True when the table's module is one this file can load (the routes test checks every entry). */
export function canLoadAdminScreen(module: string): boolean {
  return `./${module}` in ADMIN_SCREEN_LOADERS;
}

function adminRoute(page: Page) {
  const element =
    'redirectTo' in page ? (
      <Navigate to={page.redirectTo} replace />
    ) : 'screen' in page ? (
      // Until the screen's chunk is here, the placeholder the server's shell showed (decision 0052).
      lazyScreenElement(ADMIN_SCREEN_LOADERS, page.screen, undefined, <AdminScreenPlaceholder page={page.name} />)
    ) : null;
  if (page.path === ADMIN_BASE) return <Route key={page.name} index element={element} />;
  return <Route key={page.name} path={page.path.slice(ADMIN_BASE.length + 1)} element={element} />;
}

/** The admin routes as elements, relative to `/admin`; `AdminRoutes` renders them and the routes test reads them. */
export const adminRouteElements = (
  <>
    <Route element={<AdminLayout />}>{ADMIN_PAGES.map(adminRoute)}</Route>
    {/* An unknown admin path is a missing page, as anywhere else (the server answers it 404). */}
    <Route path="*" element={lazyScreenElement(NOT_FOUND_LOADER, NOT_FOUND_SCREEN)} />
  </>
);

export function AdminRoutes() {
  return (
    <QueryProvider>
      <Routes>{adminRouteElements}</Routes>
    </QueryProvider>
  );
}
