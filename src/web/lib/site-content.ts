import { useEffect, useSyncExternalStore } from 'react';
import type { SiteContent } from '#shared/schemas/site-content';
import { api } from './api-client';
import { documentPageData } from './page-data-block';

/**
 * The agency's own content (contact details, figures, testimonials, team, events, packages), as
 * admins last saved it. Every public page arrives with it in its page data, so the server's
 * render and the browser's first one show the same; it stays for the whole visit (a save shows
 * on the next page load). A page that came without it (an API-only start, a listing with a
 * query) fetches `GET /api/site` once. Not TanStack Query: the public layout reads it, and
 * Home's first load has no room for that library (docs/decisions/0008).
 */

let current: SiteContent | undefined;
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): SiteContent | undefined {
  current ??= documentPageData().site;
  return current;
}

/** Sets the content: the server's render, for the page it is drawing (renders run one at a time). */
export function setSiteContent(content: SiteContent | undefined): void {
  current = content;
  for (const listener of listeners) listener();
}

async function fetchSiteContent(): Promise<void> {
  try {
    const { data } = await api.get<SiteContent>('/site', { errorToast: false });
    setSiteContent(data);
  } catch {
    // The sections that need it stay empty; the next page load tries again.
    requested = false;
  }
}

/** The site's content, or undefined while a page that came without it fetches it. */
export function useSiteContent(): SiteContent | undefined {
  const content = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (content || requested) return;
    requested = true;
    void fetchSiteContent();
  }, [content]);
  return content;
}
