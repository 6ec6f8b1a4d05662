import { useEffect } from 'react';
import { DEFAULT_TITLE, SITE_NAME } from './site';

/**
 * Sets `document.title` for the current page: "<title> | Starline Talent", or the site's default
 * title when none is given (the home page). Client-side navigation never reloads index.html, so
 * every page has to set its own title or it would keep the previous page's.
 */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
  }, [title]);
}
