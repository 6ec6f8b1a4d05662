import { useEffect, useEffectEvent } from 'react';
import { isEarlyTap, withoutFragment } from './early-tap';

/**
 * Takes a tap made on the button named `name` before the app had started (its link changed the
 * address to `#name`): removes the fragment again, so Reload and a shared address do not repeat
 * it, and runs `onTap`. Once the app runs, the button's own click handler answers and the link is
 * never followed, so this only looks when the component first appears.
 *
 * The fragment goes with `history.replaceState`, keeping the router's entry state; a router
 * navigation would count as a new page and scroll it to the top (ScrollToTop).
 */
export function useEarlyTap(name: string, onTap: () => void): void {
  const take = useEffectEvent(onTap);
  useEffect(() => {
    if (!isEarlyTap(window.location.hash, name)) return;
    window.history.replaceState(window.history.state, '', withoutFragment(window.location));
    take();
  }, [name]);
}
