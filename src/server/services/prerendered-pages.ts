import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

/** The app's server-side build (dist/prerender/prerender.js): renders a page to HTML. */
export interface PageRenderer {
  renderPage(url: string, initialData: readonly { queryKey: readonly unknown[]; data: unknown }[]): Promise<string>;
}

/**
 * Loads the server-side build beside the built app, if there is one. Without it (an API-only
 * start, an older build) pages that need data are simply rendered in the browser.
 */
export async function loadPageRenderer(webDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(webDir, '..', 'prerender', 'prerender.js');
  try {
    await access(entry);
    const module = (await import(pathToFileURL(entry).href)) as Partial<PageRenderer>;
    return typeof module.renderPage === 'function' ? (module as PageRenderer) : undefined;
  } catch {
    return undefined;
  }
}

/** The template with the rendered app in #root and its data in a JSON block before it. */
export function fillTemplate(template: string, appHtml: string, initialData: unknown): string {
  const data = JSON.stringify(initialData).replace(/</g, '\\u003c');
  return template.replace(
    '<div id="root"></div>',
    () => `<script type="application/json" id="initial-data">${data}</script><div id="root">${appHtml}</div>`,
  );
}
