import { useMediaQuery } from '#web/lib/use-media-query';

/**
 * From 1024 px an admin list is a table (and the inquiry desk's filters are in view); below,
 * cards. A different structure, not only a restyle, so one of them is rendered. One breakpoint
 * for every list, so they all switch together.
 */
export function useWideList(): boolean {
  return useMediaQuery('(min-width: 1024px)');
}
