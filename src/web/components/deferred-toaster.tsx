import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from '../lib/notify';

const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/**
 * The toast area, mounted after the first `notify` call. react-hot-toast keeps its toasts in a
 * module-level store, so a toast raised before the toaster mounts still shows.
 * Its defaults already are SPEC §9's durations and limits; position top-right (SPEC §8), clear
 * of the sticky header.
 */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the sticky header (h-16, 64 px) of both layouts, never under it. */}
      <Toaster position="top-right" containerStyle={{ top: 80 }} />
    </Suspense>
  );
}
