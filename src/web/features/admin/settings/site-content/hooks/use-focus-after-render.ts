import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves the keyboard focus to an element by id once the next render is on screen. A list's row
 * that moves or goes takes the focused button with it (or disables it); this puts the focus where
 * the person expects it instead of letting it fall back to the top of the page.
 */
export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}
