import { useEffect } from 'react';
import type { HeadMeta } from '#shared/page-meta';
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
 * Sets the document title and meta description of the current screen. Client-side navigation
 * never reloads index.html, so every screen sets its own or it would keep the previous one's.
 */
export function useHeadMeta(meta: (Pick<HeadMeta, 'title'> & Partial<HeadMeta>) | undefined): void {
  const title = meta?.title ?? DEFAULT_TITLE;
  const description = meta?.description;
  useEffect(() => {
    document.title = title;
    if (description) setDescription(description);
  }, [title, description]);
}

/** A screen known by its title alone (the admin screens): "<title> | Starline Talent". */
export function usePageTitle(title?: string): void {
  useHeadMeta(title ? { title: `${title} | ${SITE_NAME}` } : undefined);
}
