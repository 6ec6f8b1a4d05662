import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MENU_BUTTON_MIRROR_SCRIPT } from '#shared/menu-button';
import type { PageName } from '#shared/pages';
import { SERVER_SHELL_ID } from '#shared/server-shell';
import type { PageData } from '#shared/schemas/page-data';

/** The app's server-side build (dist/server-render/server-render.js): renders a page to HTML. */
export interface PageRenderer {
  /** `initialData`: the page's data by name; the app knows which of its queries each part fills. */
  renderPage(url: string, initialData: PageData): Promise<string>;
  /** The admin panel's shell for one screen (decision 0052); absent from an older build. */
  renderAdminShell?(page: PageName): string;
}

/**
 * Loads the server-side build beside the built app, if there is one. Without it (an API-only
 * start, an older build) pages that need data are simply rendered in the browser.
 */
export async function loadPageRenderer(webDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(webDir, '..', 'server-render', 'server-render.js');
  try {
    await access(entry);
    const module = (await import(pathToFileURL(entry).href)) as Partial<PageRenderer>;
    return typeof module.renderPage === 'function' ? (module as PageRenderer) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The template with the admin panel's shell, drawn by the server, beside the app's empty #root
 * (decision 0052): the app starts from the empty root and removes the shell once it has drawn.
 */
export function withServerShell(template: string, shellHtml: string): string {
  return template.replace(
    '<div id="root"></div>',
    () => `<div id="${SERVER_SHELL_ID}">${shellHtml}</div><div id="root"></div>`,
  );
}

/**
 * The template with the rendered app in #root and its data in a JSON block before it. With no
 * HTML (a page the browser draws) #root stays empty and the app starts from the data. A page the
 * server rendered also gets the menu button's mirror ahead of it (MENU_BUTTON_MIRROR_SCRIPT), the
 * one inline script the CSP allows: its menu works, and is tapped, before any script arrives.
 */
export function fillTemplate(template: string, appHtml: string, initialData: PageData): string {
  const data = JSON.stringify(initialData).replace(/</g, '\\u003c');
  const mirror = appHtml ? `<script>${MENU_BUTTON_MIRROR_SCRIPT}</script>` : '';
  return template.replace(
    '<div id="root"></div>',
    () => `${mirror}<script type="application/json" id="initial-data">${data}</script><div id="root">${appHtml}</div>`,
  );
}
