import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import {
  LAYOUTS,
  matchPage,
  NOT_FOUND_SCREEN,
  PAGE_LIST,
  readsThroughQuery,
  type Page,
  type ScreenModule,
} from '#shared/pages';

/**
 * The route tree, made from the page table (src/shared/pages.ts), in React Router's declarative
 * mode: the data router costs about 17 KB more gzipped JavaScript on every first load, which
 * the public pages' 100 KB budget cannot carry (docs/decisions/0004-declarative-router.md).
 * Layouts and screens are lazy chunks, so the public pages never download admin code.
 */

type ScreenExports = Record<string, ComponentType | undefined>;

/** Every screen and layout module as its own chunk, by path relative to src/web. */
const SCREEN_LOADERS = import.meta.glob<ScreenExports>([
  './features/**/*-page.tsx',
  './components/layout/*-layout.tsx',
]);

function loaderOf(screen: ScreenModule): () => Promise<ScreenExports> {
  const load = SCREEN_LOADERS[`./${screen.module}`];
  if (!load) throw new Error(`The page table names src/web/${screen.module}, which does not exist`);
  return load;
}

/** True when the table's module is one this file can load (the routes test checks every entry). */
export function canLoadScreen(screen: ScreenModule): boolean {
  return `./${screen.module}` in SCREEN_LOADERS;
}

const loadQueryProvider = () => import('./components/query-provider');

/*
 * Every page that is not prerendered renders inside the one `QueryProvider` (`readsThroughQuery`):
 * a per-request page starts from the server's data in the query cache, and the admin panel and
 * its login page fetch through it. The admin pages get it from their layout, whose header polls
 * the pending inquiries. This is the only place the provider is mounted: at the root it would
 * put TanStack Query into Home's first load, over its 100 KB budget
 * (docs/decisions/0008-query-provider-placement.md).
 */

/** A screen inside the QueryProvider. */
function withQueryProvider(Provider: ComponentType<{ children: ReactNode }>, Screen: ComponentType): ComponentType {
  return function ScreenWithQuery() {
    return (
      <Provider>
        <Screen />
      </Provider>
    );
  };
}

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per screen, so two routes showing the same screen share it (add and edit).
 * With `query`, the provider's chunk downloads alongside the screen's, not after it.
 */
function lazyScreen(screen: ScreenModule, query: boolean): LazyExoticComponent<ComponentType> {
  const key = `${screen.module}#${screen.component}${query ? '#query' : ''}`;
  let Screen = lazyScreens.get(key);
  if (!Screen) {
    Screen = lazy(async () => {
      const [exports, provider] = await Promise.all([loaderOf(screen)(), query ? loadQueryProvider() : undefined]);
      const component = exports[screen.component];
      if (!component) throw new Error(`src/web/${screen.module} exports no ${screen.component}`);
      return { default: provider ? withQueryProvider(provider.QueryProvider, component) : component };
    });
    lazyScreens.set(key, Screen);
  }
  return Screen;
}

/**
 * Starts downloading a public page's chunk together with its layout's, instead of one after
 * the other (the layout would only ask for the page once it renders).
 */
export function preloadPage(pathname: string): void {
  const page = matchPage(pathname)?.page;
  if (page?.layout !== 'public' || !('screen' in page)) return;
  void loaderOf(LAYOUTS.public)();
  void loaderOf(page.screen)();
  if (readsThroughQuery(page)) void loadQueryProvider();
}

/** A lazy element rendered as nothing while its chunk loads (they are small and load fast). */
function lazyElement(screen: ScreenModule, query = false): ReactNode {
  const Screen = lazyScreen(screen, query);
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}

/** The route of one page, its path relative to its layout's (`base`). */
function pageRoute(page: Page, base: string) {
  const element =
    'redirectTo' in page ? (
      <Navigate to={page.redirectTo} replace />
    ) : 'screen' in page ? (
      lazyElement(page.screen, page.layout !== 'admin' && readsThroughQuery(page))
    ) : null;
  if (page.path === base) return <Route key={page.name} index element={element} />;
  const path = base === '/' ? page.path.slice(1) : page.path.slice(base.length + 1);
  return <Route key={page.name} path={path} element={element} />;
}

const pagesIn = (layout: Page['layout']) => PAGE_LIST.filter((page) => page.layout === layout);

/** The route tree as elements; `AppRoutes` renders it and the routes test reads it. */
export const appRouteElements = (
  <>
    {(['public', 'admin'] as const).map((name) => (
      <Route key={name} path={LAYOUTS[name].path} element={lazyElement(LAYOUTS[name], name === 'admin')}>
        {pagesIn(name).map((page) => pageRoute(page, LAYOUTS[name].path))}
      </Route>
    ))}
    {pagesIn('none').map((page) => pageRoute(page, '/'))}
    <Route path="*" element={lazyElement(NOT_FOUND_SCREEN)} />
  </>
);

export function AppRoutes() {
  return <Routes>{appRouteElements}</Routes>;
}
