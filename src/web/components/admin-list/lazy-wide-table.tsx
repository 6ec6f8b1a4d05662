import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useWideList } from './use-wide-list';

/**
 * A list's table as a chunk of its own. A phone shows the list as cards and never draws the
 * table, so TanStack Table (about 10 KB sent) stays out of its first load (decision 0048). On a
 * wide screen `usePreload` starts the download with the list's request, not after it.
 */
export function lazyWideTable<P extends object>(load: () => Promise<ComponentType<P>>) {
  const fetchTable = () => load().catch(() => undefined);
  const LazyTable = lazy(async () => ({ default: await load() }));
  function Table(props: P) {
    return (
      <Suspense fallback={null}>
        <LazyTable {...props} />
      </Suspense>
    );
  }
  function usePreload(): void {
    const wide = useWideList();
    useEffect(() => {
      if (wide) void fetchTable();
    }, [wide]);
  }
  return { Table, usePreload };
}
