import { useMediaQuery } from '#web/lib/use-media-query';

/**
 * From 1024 px the desk is a table with its filters in view; below, cards with the filters
 * folded away. One breakpoint for both, so they always switch together.
 */
export function useWideDesk(): boolean {
  return useMediaQuery('(min-width: 1024px)');
}
