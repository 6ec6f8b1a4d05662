/*
 * Pages found from the page table (pages.ts): the page at a path, or the not-found screen for
 * none; and the pages the sitemap lists.
 */
import type { HeadMeta } from './page-meta.js';
import type { ScreenModule } from './page-definition.js';
import { type Page, PAGE_LIST } from './pages.js';

/** What an unknown path shows (with status 404): the not-found screen inside no layout. */
export const NOT_FOUND_SCREEN: ScreenModule = {
  module: 'features/public/not-found/not-found-page.tsx',
  component: 'NotFoundPage',
};

const MATCHERS = PAGE_LIST.map((page) => ({
  page,
  pattern: new RegExp(`^${page.path.replace(/:[a-z]+/gi, '([^/]+)')}/?$`),
}));

/** The page at `pathname` (one trailing slash allowed) and its id, if it has one; undefined for a miss. */
export function matchPage(pathname: string): { page: Page; id?: string } | undefined {
  for (const { page, pattern } of MATCHERS) {
    const match = pattern.exec(pathname);
    if (match) return match[1] === undefined ? { page } : { page, id: match[1] };
  }
  return undefined;
}

/** True when `pathname` is one of the app's pages (the server answers 200, anything else 404). */
export function isAppRoute(pathname: string): boolean {
  return matchPage(pathname) !== undefined;
}

/** The public pages without parameters: indexable, in the sitemap. */
export const INDEXABLE_PAGES = PAGE_LIST.filter(
  (page): page is Page & { meta: HeadMeta; indexable: true } => 'indexable' in page && 'meta' in page,
);
