import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** Pause after the last keystroke before searching: one request per word, not per letter. */
const SEARCH_DELAY_MS = 300;

/**
 * The list's search text. What the user types shows at once; the applied search follows after
 * a short pause and lives in the URL (`?q=`), so a reload or Back keeps it.
 */
export function useCelebritySearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const applied = (searchParams.get('q') ?? '').trim();
  const [text, setText] = useState(() => searchParams.get('q') ?? '');
  // The address changed from outside (Back, the Celebrities link): show its search, or the
  // pause below would write the old text back.
  const [seenApplied, setSeenApplied] = useState(applied);
  if (applied !== seenApplied) {
    setSeenApplied(applied);
    if (applied !== text.trim()) setText(applied);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === applied) return;
    const timer = window.setTimeout(() => {
      // A link clicked within the pause (Edit, View) has already changed the address while
      // its lazy page loads and this list stays mounted: writing ?q= now would undo that.
      if (window.location.pathname !== pathname) return;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set('q', wanted);
          else next.delete('q');
          return next;
        },
        // Typing is not navigation: the history keeps one entry for the list.
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied, pathname, setSearchParams]);

  return { text, setText, applied };
}
