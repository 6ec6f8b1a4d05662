import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { ScreenModule } from '#shared/page-definition';

/** A screen module's exports, by name. */
export type ScreenExports = Record<string, ComponentType | undefined>;

/** The chunks of screen modules, by path relative to src/web, as `import.meta.glob` lists them. */
export type ScreenLoaders = Record<string, () => Promise<ScreenExports>>;

export function loaderOf(loaders: ScreenLoaders, screen: ScreenModule): () => Promise<ScreenExports> {
  const load = loaders[`./${screen.module}`];
  if (!load) throw new Error(`The page table names src/web/${screen.module}, which does not exist`);
  return load;
}

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per screen, so two routes showing the same screen share it (add and edit).
 * `wrap` puts the screen inside something loaded alongside it (the QueryProvider), so its chunk
 * downloads together with the screen's, not after it.
 */
export function lazyScreen(
  loaders: ScreenLoaders,
  screen: ScreenModule,
  wrap?: { key: string; load: () => Promise<(Screen: ComponentType) => ComponentType> },
): LazyExoticComponent<ComponentType> {
  const key = `${screen.module}#${screen.component}${wrap ? `#${wrap.key}` : ''}`;
  let Screen = lazyScreens.get(key);
  if (!Screen) {
    Screen = lazy(async () => {
      const [exports, wrapper] = await Promise.all([loaderOf(loaders, screen)(), wrap?.load()]);
      const component = exports[screen.component];
      if (!component) throw new Error(`src/web/${screen.module} exports no ${screen.component}`);
      return { default: wrapper ? wrapper(component) : component };
    });
    lazyScreens.set(key, Screen);
  }
  return Screen;
}

/**
 * A lazy screen, rendered as nothing while its chunk loads (they are small and load fast), or as
 * `fallback` (an admin screen's placeholder, decision 0052).
 */
export function lazyScreenElement(
  loaders: ScreenLoaders,
  screen: ScreenModule,
  wrap?: Parameters<typeof lazyScreen>[2],
  fallback: ReactNode = null,
): ReactNode {
  const Screen = lazyScreen(loaders, screen, wrap);
  return (
    <Suspense fallback={fallback}>
      <Screen />
    </Suspense>
  );
}
