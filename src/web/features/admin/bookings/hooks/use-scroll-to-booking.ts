import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * An address that names a booking (`#booking-<id>`, the Bookings list's links) is scrolled to
 * that booking once the inquiry's bookings have loaded: the browser looked for it too early.
 */
export function useScrollToBooking(loaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!loaded || !hash.startsWith('#booking-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
}
