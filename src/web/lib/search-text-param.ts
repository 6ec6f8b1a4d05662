/** The pause after the last keystroke before a search is applied: one request per word, not per letter. */
export const SEARCH_DELAY_MS = 300;

/**
 * `current` with the search text `text` under `param` (left out when empty), then whatever
 * else the screen changes along with a new search (`also`, such as going back to page 1).
 */
export function withSearchText(
  current: URLSearchParams,
  param: string,
  text: string,
  also?: (next: URLSearchParams) => void,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (text) next.set(param, text);
  else next.delete(param);
  also?.(next);
  return next;
}

/**
 * Whether a pending search may still be written to the address: not once the visitor has moved
 * on (a card or link clicked within the pause). The screen stays drawn until the next one's
 * lazy chunk arrives, and writing its search then would drag the visitor back.
 */
export function stillOn(pathname: string, location: Pick<Location, 'pathname'> = window.location): boolean {
  return location.pathname === pathname;
}
