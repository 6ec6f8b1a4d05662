import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Public pages whose HTML the build renders ahead of time (scripts/prerender-pages.mjs writes
 * `<webDir>/.pages/<name>.html`; keep the names in step). Their body does not depend on stored
 * data or on the query string, so one copy serves every visitor. The listing is left out: with
 * its card placeholders hydrated and then replaced, it measured slower than drawn in the browser
 * (docs/decisions/0005-prerendered-public-pages.md).
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  '/': 'home',
  '/services': 'services',
  '/about': 'about',
  '/contact': 'contact',
};

/** The prerendered templates found beside the built app, by page path; none for an older build. */
export async function loadPrerenderedPages(webDir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const [pagePath, name] of Object.entries(PRERENDERED_PAGES)) {
    try {
      pages.set(pagePath, await readFile(path.join(webDir, '.pages', `${name}.html`), 'utf8'));
    } catch {
      // Not built: the page is rendered in the browser from index.html, as before.
    }
  }
  return pages;
}
