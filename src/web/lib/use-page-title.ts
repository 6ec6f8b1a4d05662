import { useEffect } from 'react';
import type { PageMeta } from '../../shared/page-meta';
import { DEFAULT_TITLE, SITE_NAME } from './site';

function setDescription(text: string): void {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = text;
}

/**
 * Sets the document title and meta description of the current page. Client-side navigation
 * never reloads index.html, so every page sets its own or it would keep the previous page's.
 */
export function usePageMeta(meta: (Pick<PageMeta, 'title'> & Partial<PageMeta>) | undefined): void {
  const title = meta?.title ?? DEFAULT_TITLE;
  const description = meta?.description;
  useEffect(() => {
    document.title = title;
    if (description) setDescription(description);
  }, [title, description]);
}

/** A page known by its title alone (the admin screens): "<title> | Starline Talent". */
export function usePageTitle(title?: string): void {
  usePageMeta(title ? { title: `${title} | ${SITE_NAME}` } : undefined);
}
