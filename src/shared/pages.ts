import type { Role } from './constants.js';
import { DEFAULT_TITLE, type HeadMeta, titled } from './page-meta.js';

/**
 * The one table of the app's pages. Everything that needs to know a page derives it from here:
 * the browser's route tree and chunk preloading (src/web/routes.tsx), the server's status, head
 * and module preloads (src/server/pages/page-for-path.ts), the server's rendering
 * (src/web/server-render.tsx), the sitemap, and every link
 * (`PAGES.services.getHref()`). Adding a page is one entry here plus its component.
 */

/**
 * How a page reaches the browser:
 * - `per-request`: the server renders it with stored data (the agency's content on every public
 *   page, a profile, the listing's first page) and caches the HTML until a save
 *   (docs/decisions/0009-editable-content-on-public-pages.md).
 * - `browser`: the server sends the empty shell and the app draws it (the admin panel).
 */
export type Rendering = 'per-request' | 'browser';

/** The layout a page renders inside; `none` stands alone (the login page needs no admin shell). */
export type LayoutName = 'public' | 'admin' | 'none';

/** A screen's module, relative to src/web, and the component it exports. */
export interface ScreenModule {
  module: string;
  component: string;
}

interface PageDefinition {
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
   * A page whose address is a secret (a customer's status link): never indexed, never passed on
   * as a referrer, and one cached shell for all its addresses.
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
} as const satisfies Record<Exclude<LayoutName, 'none'>, ScreenModule & { path: string }>;

const ABOUT_SCREEN = { module: 'features/public/about/about-page.tsx', component: 'AboutPage' };
/** Both legal pages live in one module: the same screen, each with its own page. */
const LEGAL_SCREEN = <C extends string>(component: C) =>
  ({ module: 'features/public/legal/legal-page.tsx', component }) as const;
const CELEBRITY_FORM_SCREEN = {
  module: 'features/admin/celebrity-form/celebrity-form-page.tsx',
  component: 'CelebrityFormPage',
};

const PAGE_DEFINITIONS = {
  home: {
    indexable: true,
    path: '/',
    layout: 'public',
    rendering: 'per-request',
    queryFree: true,
    screen: { module: 'features/public/home/home-page.tsx', component: 'HomePage' },
    meta: {
      title: DEFAULT_TITLE,
      description:
        'Book Bollywood stars, musicians, sports icons and top influencers for weddings, corporate events and brand campaigns. Quotes within 24 hours from Starline Talent.',
    },
  },
  services: {
    indexable: true,
    path: '/services',
    layout: 'public',
    rendering: 'per-request',
    queryFree: true,
    screen: { module: 'features/public/services/services-page.tsx', component: 'ServicesPage' },
    meta: {
      title: titled('Our Services'),
      description:
        'Celebrity management, influencer marketing, event booking, content creation, PR and legal support: how Starline Talent brings the right star to your event or brand.',
    },
  },
  celebrities: {
    indexable: true,
    path: '/celebrities',
    layout: 'public',
    // Its first results come from the database; a prerendered copy measured slower (decision 0005).
    rendering: 'per-request',
    screen: { module: 'features/public/celebrities/celebrities-page.tsx', component: 'CelebritiesPage' },
    meta: {
      title: titled('Our Celebrities'),
      description:
        'Browse actors, musicians, TV artists, sports stars and influencers available for events and endorsements across India. Search by name or specialty.',
    },
  },
  celebrity: {
    path: '/celebrity/:id',
    layout: 'public',
    rendering: 'per-request',
    screen: { module: 'features/public/celebrity-detail/celebrity-detail-page.tsx', component: 'CelebrityDetailPage' },
  },
  about: {
    indexable: true,
    path: '/about',
    layout: 'public',
    rendering: 'per-request',
    queryFree: true,
    screen: ABOUT_SCREEN,
    meta: {
      title: titled('About Us'),
      description:
        'Starline Talent connects brands and families with India’s best-loved celebrities. Meet our team and read our story.',
    },
  },
  contact: {
    indexable: true,
    path: '/contact',
    layout: 'public',
    rendering: 'per-request',
    queryFree: true,
    // SPEC §2: /contact shows the same page as /about.
    screen: ABOUT_SCREEN,
    meta: {
      title: titled('Contact Us'),
      description: 'Talk to Starline Talent about a celebrity booking: call, e-mail, chat or visit our office.',
    },
  },
  // The legal pages: their text is Markdown that admins edit (Settings), so the server renders them with it.
  privacy: {
    indexable: true,
    path: '/privacy',
    layout: 'public',
    rendering: 'per-request',
    screen: LEGAL_SCREEN('PrivacyPage'),
    meta: {
      title: titled('Privacy Policy'),
      description:
        'What personal data Starline Talent collects through its website and inquiry form, why, how long it is kept, and your rights under India’s DPDP Act 2023.',
    },
  },
  terms: {
    indexable: true,
    path: '/terms',
    layout: 'public',
    rendering: 'per-request',
    screen: LEGAL_SCREEN('TermsPage'),
    meta: {
      title: titled('Terms of Service'),
      description:
        'The terms for using the Starline Talent website and for sending us inquiries and making celebrity bookings.',
    },
  },
  // A customer's private status link, from their acknowledgement e-mail.
  inquiryStatus: {
    path: '/inquiry/:id',
    layout: 'public',
    rendering: 'browser',
    private: true,
    screen: { module: 'features/public/inquiry-status/inquiry-status-page.tsx', component: 'InquiryStatusPage' },
    meta: {
      title: titled('Your inquiry'),
      description: 'The status of your booking inquiry with Starline Talent.',
    },
  },
  // Outside the admin layout: signing in must not need the admin shell or its guard.
  adminLogin: {
    path: '/admin/login',
    layout: 'none',
    rendering: 'browser',
    screen: { module: 'features/admin/login/login-page.tsx', component: 'LoginPage' },
    meta: { title: titled('Admin Login'), description: 'Staff sign-in for the Starline Talent admin panel.' },
  },
  // A forgotten password: the e-mail to send a one-time link to, and the link's page (its token
  // is a secret: the page is private, never passed on as a referrer).
  adminForgotPassword: {
    path: '/admin/forgot-password',
    layout: 'none',
    rendering: 'browser',
    screen: { module: 'features/admin/password-reset/forgot-password-page.tsx', component: 'ForgotPasswordPage' },
    meta: {
      title: titled('Forgot your password?'),
      description: 'Ask for a link to choose a new password for your Starline Talent admin account.',
    },
  },
  adminResetPassword: {
    path: '/admin/reset-password',
    layout: 'none',
    rendering: 'browser',
    private: true,
    screen: { module: 'features/admin/password-reset/reset-password-page.tsx', component: 'ResetPasswordPage' },
    meta: {
      title: titled('Choose a new password'),
      description: 'Choose a new password for your Starline Talent admin account.',
    },
  },
  admin: { path: '/admin', layout: 'admin', rendering: 'browser', redirectTo: '/admin/dashboard' },
  adminDashboard: {
    path: '/admin/dashboard',
    layout: 'admin',
    rendering: 'browser',
    screen: { module: 'features/admin/dashboard/dashboard-page.tsx', component: 'DashboardPage' },
  },
  adminCelebrities: {
    path: '/admin/celebrities',
    layout: 'admin',
    rendering: 'browser',
    screen: { module: 'features/admin/celebrities/celebrities-page.tsx', component: 'AdminCelebritiesPage' },
  },
  adminCelebrityAdd: {
    path: '/admin/celebrities/add',
    layout: 'admin',
    rendering: 'browser',
    screen: CELEBRITY_FORM_SCREEN,
  },
  // Same form as "add"; the id switches it to edit mode (SPEC §2).
  adminCelebrityEdit: {
    path: '/admin/celebrities/edit/:id',
    layout: 'admin',
    rendering: 'browser',
    screen: CELEBRITY_FORM_SCREEN,
  },
  adminCelebrityView: {
    path: '/admin/celebrities/view/:id',
    layout: 'admin',
    rendering: 'browser',
    screen: { module: 'features/admin/celebrity-view/celebrity-view-page.tsx', component: 'CelebrityViewPage' },
  },
  adminStaff: {
    path: '/admin/staff',
    layout: 'admin',
    rendering: 'browser',
    screen: { module: 'features/admin/staff/staff-page.tsx', component: 'StaffPage' },
  },
  adminInquiries: {
    path: '/admin/inquiries',
    layout: 'admin',
    rendering: 'browser',
    screen: { module: 'features/admin/inquiries/inquiries-page.tsx', component: 'InquiriesPage' },
  },
  // One inquiry's desk: its fields, clock, assignee, quote, notes and timeline.
  adminInquiry: {
    path: '/admin/inquiries/:id',
    layout: 'admin',
    rendering: 'browser',
    screen: { module: 'app/admin/inquiry-page.tsx', component: 'InquiryPage' },
  },
  // The celebrities' calendar: holds, confirmed bookings and blackouts by month (`?month=&celebrity=`).
  adminCalendar: {
    path: '/admin/calendar',
    layout: 'admin',
    rendering: 'browser',
    screen: { module: 'features/admin/calendar/calendar-page.tsx', component: 'CalendarPage' },
  },
  // Every e-mail the system queued, with its state; in demo mode the only way to read them.
  adminOutbox: {
    path: '/admin/outbox',
    layout: 'admin',
    rendering: 'browser',
    screen: { module: 'features/admin/outbox/outbox-page.tsx', component: 'OutboxPage' },
  },
  adminOutboxEmail: {
    path: '/admin/outbox/:id',
    layout: 'admin',
    rendering: 'browser',
    screen: { module: 'features/admin/outbox/outbox-email-page.tsx', component: 'OutboxEmailPage' },
  },
  // Admins only: the site's own content, one tab per kind (`?tab=`); staff are refused.
  adminSettings: {
    path: '/admin/settings',
    layout: 'admin',
    rendering: 'browser',
    screen: { module: 'features/admin/settings/settings-page.tsx', component: 'SettingsPage' },
    roles: ['admin'],
  },
  // Admins only: every change to celebrities, settings, staff, accounts and inquiries.
  adminAudit: {
    path: '/admin/audit',
    layout: 'admin',
    rendering: 'browser',
    screen: { module: 'features/admin/audit/audit-log-page.tsx', component: 'AuditLogPage' },
    roles: ['admin'],
  },
  // Every signed-in user's own account: name and phone, password, sign out everywhere.
  adminAccount: {
    path: '/admin/account',
    layout: 'admin',
    rendering: 'browser',
    screen: { module: 'features/admin/account/account-page.tsx', component: 'AccountPage' },
  },
} as const satisfies Record<string, PageDefinition>;

export type PageName = keyof typeof PAGE_DEFINITIONS;
type Definitions = typeof PAGE_DEFINITIONS;

/** A link to a page: its pattern with the id filled in, when it has one. */
type GetHref<P extends string> = P extends `${string}:id${string}` ? (id: string) => string : () => string;

export type Page<N extends PageName = PageName> = Definitions[N] & {
  name: N;
  getHref: GetHref<Definitions[N]['path']>;
};

function withHref<N extends PageName>(name: N): Page<N> {
  const definition = PAGE_DEFINITIONS[name];
  const getHref = (id?: string) =>
    id === undefined ? definition.path : definition.path.replace(':id', encodeURIComponent(id));
  return { ...definition, name, getHref } as unknown as Page<N>;
}

export const PAGES = Object.fromEntries(
  (Object.keys(PAGE_DEFINITIONS) as PageName[]).map((name) => [name, withHref(name)]),
) as { [N in PageName]: Page<N> };

/** Every page, in table order (the route tree and the matcher keep it). */
export const PAGE_LIST: readonly Page[] = Object.values(PAGES);

/** What an unknown path shows (with status 404): the not-found screen inside no layout. */
export const NOT_FOUND_SCREEN: ScreenModule = {
  module: 'features/public/not-found/not-found-page.tsx',
  component: 'NotFoundPage',
};

/**
 * The module that mounts TanStack Query around the screens that read through it: every page but
 * the query-free ones (src/web/routes.tsx; decision 0008). The server preloads it with them.
 */
export const QUERY_PROVIDER_MODULE = 'components/query-provider.tsx';

/** Whether a page's screen renders inside the QueryProvider (see QUERY_PROVIDER_MODULE). */
export function readsThroughQuery(page: Page): boolean {
  return !('queryFree' in page);
}

/** Head of the shell the server sends for every admin page: which screen follows depends on the session. */
export const ADMIN_SHELL_META: HeadMeta = {
  title: titled('Admin Panel'),
  description: PAGE_DEFINITIONS.adminLogin.meta.description,
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
