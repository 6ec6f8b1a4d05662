import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long the booking is kept in view while the panels above it finish loading. */
const SETTLE_MS = 5_000;
/** What the person does that ends the keeping: from then on the page scrolls as they say. */
const USER_ACTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * An address that names a booking (`#booking-<id>`, the Bookings list's links) is scrolled to
 * that booking once the inquiry's bookings have loaded: the browser looked for it too early.
 * The panels above it (the quote, on a phone the handling) may still be loading and grow, which
 * pushed the booking out of view again (a journey caught it on a phone): so it is kept aligned
 * whenever the page's size changes, for a few seconds or until the person scrolls, taps or types.
 */
export function useScrollToBooking(loaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!loaded || !hash.startsWith('#booking-')) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    const align = () => target.scrollIntoView({ block: 'start' });
    align();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(align);
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const act of USER_ACTS) window.removeEventListener(act, stop);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const act of USER_ACTS) window.addEventListener(act, stop, { passive: true });
    return stop;
  }, [loaded, hash]);
}
