/*
 * What an entry of the page table (pages.ts) says: how the page is rendered, in which layout, with
 * which screen, and the layouts themselves.
 */
import type { Role } from './constants/accounts.js';
import type { HeadMeta } from './page-meta.js';

/**
 * How a page reaches the browser:
 * - `per-request`: the server renders it with stored data (the agency's content on every public
 *   page, a profile, the listing's first page) and caches the HTML until a save
 *   (docs/decisions/0009-editable-content-on-public-pages.md); a private page (a customer's status
 *   link) is rendered for each request and never cached (docs/decisions/0047).
 * - `browser`: the server sends the empty shell and the app draws it (the admin panel).
 */
export type Rendering = 'per-request' | 'browser';

/**
 * The layout a page renders inside; `none` stands alone (the login page needs no admin shell).
 * `portal` is the talent portal's: a celebrity's own people, never the panel (issue 39).
 */
export type LayoutName = 'public' | 'admin' | 'portal' | 'none';

/** A screen's module, relative to src/web, and the component it exports. */
export interface ScreenModule {
  module: string;
  component: string;
}

export interface PageDefinition {
  /** React Router pattern; `:id` is the only parameter the app uses. */
  path: string;
  layout: LayoutName;
  rendering: Rendering;
  /** The screen; absent for a page that only redirects. */
  screen?: ScreenModule;
  /** Another page this path sends the browser to. */
  redirectTo?: string;
  /**
   * Head of a page whose title does not depend on stored data: the server writes it into the
   * HTML (crawlers and link previews see it without scripts) and the screen sets it when the
   * app navigates.
   */
  meta?: HeadMeta;
  /** A public page without parameters: canonical URL, indexable, in the sitemap. */
  indexable?: boolean;
  /**
   * A page whose data all arrives in its page data, so its screen renders without TanStack
   * Query: Home and the other agency pages, whose first load has no room for it (decision 0008).
   */
  queryFree?: boolean;
  /**
   * A page whose address is a secret (a customer's status link, a password reset): never indexed,
   * never passed on as a referrer, and never cached per address: one cached shell for all its
   * addresses when the browser draws it, nothing cached at all when the server does (decision 0047).
   */
  private?: boolean;
  /**
   * Who may open an admin page: these roles only. Absent: every signed-in member. The sidebar's
   * links and the pages' guard read it (web/lib/page-roles.ts); the server refuses the calls of
   * the others whatever the browser shows.
   */
  roles?: readonly Role[];
}

/** The layouts and the path each one's pages sit under. */
export const LAYOUTS = {
  public: { path: '/', module: 'components/layout/public-layout.tsx', component: 'PublicLayout' },
  // The admin layout comes with the admin panel's own routes, a chunk the public pages never load.
  admin: { path: '/admin', module: 'admin-routes.tsx', component: 'AdminRoutes' },
  // The talent portal likewise: a chunk of its own that neither the public pages nor the panel load.
  portal: { path: '/portal', module: 'portal-routes.tsx', component: 'PortalRoutes' },
} as const satisfies Record<Exclude<LayoutName, 'none'>, ScreenModule & { path: string }>;
