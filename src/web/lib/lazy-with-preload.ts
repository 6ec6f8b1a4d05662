import { type ComponentType, createElement, lazy, useState } from 'react';

/** A lazily loaded component that can be fetched ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches (and runs) the component's module; the same promise for every call until it fails. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` that can be fetched ahead (on a sign of intent, or when idle) and, once fetched,
 * draws at once. A `lazy` component suspends on its first render even when its module is already
 * here, and React then keeps the fallback on screen for its minimum time (about 300 ms): a
 * "Loading form" flash for a form that was ready (issue 23).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const fetchModule = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch is tried again by the next call (the lazy fallback's, on its render).
        loading = undefined;
        throw error;
      },
    )) as Promise<{ default: ComponentType<P> }>;
  const Lazy = lazy(fetchModule);

  function Preloadable(props: P) {
    // Chosen once for each mount: turning from the lazy stand-in to the module's own component
    // on a later render would mount it anew and lose what was typed into it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { preload: fetchModule });
}
