import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_PAGES } from '#shared/pages';
import type { PageData } from '#shared/schemas/page-data';

/**
 * The prerendered pages' HTML found beside the built app (scripts/prerender-pages.mjs writes
 * `<webDir>/.pages/<page name>.html` for each page the table marks `prerendered`), by page
 * path; none for an older build. Their body depends on no stored data and no query string, so
 * one copy serves every visitor (docs/decisions/0005-prerendered-public-pages.md).
 */
export async function loadPrerenderedPages(webDir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const page of PRERENDERED_PAGES) {
    try {
      pages.set(page.path, await readFile(path.join(webDir, '.pages', `${page.name}.html`), 'utf8'));
    } catch {
      // Not built: the page is rendered in the browser from index.html, as before.
    }
  }
  return pages;
}

/** The app's server-side build (dist/prerender/prerender.js): renders a page to HTML. */
export interface PageRenderer {
  /** `initialData`: the page's data by name; the app knows which of its queries each part fills. */
  renderPage(url: string, initialData: PageData): Promise<string>;
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
export function fillTemplate(template: string, appHtml: string, initialData: PageData): string {
  const data = JSON.stringify(initialData).replace(/</g, '\\u003c');
  return template.replace(
    '<div id="root"></div>',
    () => `<script type="application/json" id="initial-data">${data}</script><div id="root">${appHtml}</div>`,
  );
}
