import { useCallback, useEffect, useState } from 'react';
import { readSidebarOpen, sidebarCookie } from './sidebar-cookie';

/** SPEC §9: under 768 px the sidebar is a slide-in panel instead of a column. */
const MOBILE_QUERY = '(max-width: 767.98px)';

function useIsMobile(): boolean {
  const [isMobile, setIsMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setIsMobile(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isMobile;
}

export interface AdminSidebarState {
  isMobile: boolean;
  /** Desktop: the full 16rem column (true) or the 3rem icon rail (false); kept in a cookie. */
  open: boolean;
  /** Small screens: whether the slide-in panel is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

/**
 * The admin sidebar's state, as shadcn/ui's Sidebar keeps it: the desktop state survives
 * reloads for 7 days through a cookie, and Ctrl or Cmd + B toggles whichever form is showing.
 */
export function useAdminSidebar(): AdminSidebarState {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((value) => !value);
      return;
    }
    setOpen((value) => {
      document.cookie = sidebarCookie(!value);
      return !value;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, open, openMobile, setOpenMobile, toggle };
}
