import type { PageDefinition, ScreenModule } from './page-definition.js';
import { DEFAULT_TITLE, type HeadMeta, titled } from './page-meta.js';

/**
 * The one table of the app's pages. Everything that needs to know a page derives it from here:
 * the browser's route tree and chunk preloading (src/web/routes.tsx), the server's status, head
 * and module preloads (src/server/pages/page-for-path.ts), the server's rendering
 * (src/web/server-render.tsx), the sitemap, and every link
 * (`PAGES.services.getHref()`). Adding a page is one entry here plus its component.
 */

const ABOUT_SCREEN = { module: 'features/public/about/about-page.tsx', component: 'AboutPage' };
/** Both legal pages live in one module: the same screen, each with its own page. */
const LEGAL_SCREEN = <C extends string>(component: C) =>
  ({ module: 'features/public/legal/legal-page.tsx', component }) as const;
const CELEBRITY_FORM_SCREEN = {
  module: 'features/admin/celebrity-form/celebrity-form-page.tsx',
  component: 'CelebrityFormPage',
};

/** A screen of the talent portal: drawn in the browser, inside the portal's layout (issue 39). */
const portalPage = <const P extends string, const S extends ScreenModule>(path: P, screen: S) =>
  ({ path, layout: 'portal', rendering: 'browser', screen }) as const;

/** A screen of the admin panel: drawn in the browser, inside the admin layout. */
const adminPage = <const P extends string, const S extends ScreenModule>(path: P, screen: S) =>
  ({ path, layout: 'admin', rendering: 'browser', screen }) as const;

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
  // A customer's private status link, from their acknowledgement e-mail: rendered by the server
  // for each request and never cached (decision 0047).
  inquiryStatus: {
    path: '/inquiry/:id',
    layout: 'public',
    rendering: 'per-request',
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
  adminDashboard: adminPage('/admin/dashboard', {
    module: 'features/admin/dashboard/dashboard-page.tsx',
    component: 'DashboardPage',
  }),
  adminCelebrities: adminPage('/admin/celebrities', {
    module: 'features/admin/celebrities/celebrities-page.tsx',
    component: 'AdminCelebritiesPage',
  }),
  adminCelebrityAdd: adminPage('/admin/celebrities/add', CELEBRITY_FORM_SCREEN),
  // Same form as "add"; the id switches it to edit mode (SPEC §2).
  adminCelebrityEdit: adminPage('/admin/celebrities/edit/:id', CELEBRITY_FORM_SCREEN),
  adminCelebrityView: adminPage('/admin/celebrities/view/:id', {
    module: 'app/admin/celebrity-view-page.tsx',
    component: 'CelebrityViewPage',
  }),
  adminStaff: adminPage('/admin/staff', { module: 'features/admin/staff/staff-page.tsx', component: 'StaffPage' }),
  // The desk: the inquiries, with the payments customers reported to confirm above them (issue 38).
  adminInquiries: adminPage('/admin/inquiries', {
    module: 'app/admin/inquiries-page.tsx',
    component: 'InquiriesDeskPage',
  }),
  // One inquiry's desk: its fields, clock, assignee, quote, notes and timeline.
  adminInquiry: adminPage('/admin/inquiries/:id', { module: 'app/admin/inquiry-page.tsx', component: 'InquiryPage' }),
  // Every booking with its money, filtered and summed (issue 41): `?state=&due=&celebrity=&from=&to=&q=&sort=&page=`.
  adminBookings: adminPage('/admin/bookings', {
    module: 'features/admin/bookings-list/bookings-list-page.tsx',
    component: 'BookingsListPage',
  }),
  // The celebrities' calendar: holds, confirmed bookings and blackouts by month (`?month=&celebrity=`).
  adminCalendar: adminPage('/admin/calendar', {
    module: 'features/admin/calendar/calendar-page.tsx',
    component: 'CalendarPage',
  }),
  // The payment gateway's reconciliation (issue 38): online payments on one side only, money to refund.
  adminReconciliation: adminPage('/admin/reconciliation', {
    module: 'features/admin/reconciliation/reconciliation-page.tsx',
    component: 'ReconciliationPage',
  }),
  // The money's documents (issue 41, staff): receipts and refunds, and invoices and credit notes (`?q=&kind=&from=&to=&page=`).
  adminPayments: adminPage('/admin/payments', {
    module: 'features/admin/money-documents/payments-page.tsx',
    component: 'PaymentsPage',
  }),
  adminInvoices: adminPage('/admin/invoices', {
    module: 'features/admin/money-documents/invoices-page.tsx',
    component: 'InvoicesPage',
  }),
  // Admins only: the TDS deducted from the artists' payouts (issue 39), by quarter or month (`?fy=&quarter=` or `&month=`), and its CSV.
  adminTdsRegister: {
    ...adminPage('/admin/tds-register', {
      module: 'features/admin/tds-register/tds-register-page.tsx',
      component: 'TdsRegisterPage',
    }),
    roles: ['admin'],
  },
  // Admins only: the accountant's pack (issue 40) for a month or quarter (`?period=` or `?quarter=`): GSTR-1, the registers, Tally.
  adminReports: {
    ...adminPage('/admin/reports', { module: 'features/admin/reports/reports-page.tsx', component: 'ReportsPage' }),
    roles: ['admin'],
  },
  // Every e-mail the system queued, with its state; in demo mode the only way to read them.
  adminOutbox: adminPage('/admin/outbox', { module: 'features/admin/outbox/outbox-page.tsx', component: 'OutboxPage' }),
  adminOutboxEmail: adminPage('/admin/outbox/:id', {
    module: 'features/admin/outbox/outbox-email-page.tsx',
    component: 'OutboxEmailPage',
  }),
  // Admins only: the site's own content, one tab per kind (`?tab=`); staff are refused.
  adminSettings: {
    ...adminPage('/admin/settings', { module: 'features/admin/settings/settings-page.tsx', component: 'SettingsPage' }),
    roles: ['admin'],
  },
  // Admins only: every change to celebrities, settings, staff, accounts and inquiries.
  adminAudit: {
    ...adminPage('/admin/audit', { module: 'features/admin/audit/audit-log-page.tsx', component: 'AuditLogPage' }),
    roles: ['admin'],
  },
  // Admins only: the talent users (a celebrity or their manager) invited to the portal (issue 39).
  adminTalent: {
    ...adminPage('/admin/talent', { module: 'features/admin/talent/talent-page.tsx', component: 'TalentPage' }),
    roles: ['admin'],
  },
  // The blackouts talent users asked for, for staff to approve or reject (issue 39).
  adminBlackoutRequests: adminPage('/admin/blackout-requests', {
    module: 'features/admin/blackout-requests/blackout-requests-page.tsx',
    component: 'BlackoutRequestsPage',
  }),
  // Every signed-in user's own account: name and phone, password, sign out everywhere.
  adminAccount: adminPage('/admin/account', {
    module: 'features/admin/account/account-page.tsx',
    component: 'AccountPage',
  }),
  // The talent portal (issue 39): a celebrity's own people see their upcoming bookings first.
  portal: portalPage('/portal', {
    module: 'features/portal/bookings/portal-bookings-page.tsx',
    component: 'PortalBookingsPage',
  }),
  // Their month: holds, bookings, blackouts and the blackouts they asked for, and "Ask for a blackout".
  portalCalendar: portalPage('/portal/calendar', {
    module: 'features/portal/calendar/portal-calendar-page.tsx',
    component: 'PortalCalendarPage',
  }),
  // What each booking earned them, and the financial year's statement, when the agency shares fees.
  portalEarnings: portalPage('/portal/earnings', {
    module: 'features/portal/earnings/portal-earnings-page.tsx',
    component: 'PortalEarningsPage',
  }),
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

/**
 * The module that mounts TanStack Query around the screens that read through it: every page but
 * the query-free ones (src/web/routes.tsx; decision 0008). The server preloads it with them.
 */
export const QUERY_PROVIDER_MODULE = 'components/query-provider.tsx';

/** Whether a page's screen renders inside the QueryProvider (see QUERY_PROVIDER_MODULE). */
export function readsThroughQuery(page: Page): boolean {
  return !('queryFree' in page);
}

/** Head of the shell the server sends for every portal page: the session decides what follows. */
export const PORTAL_SHELL_META: HeadMeta = {
  title: titled('Talent Portal'),
  description: 'Your bookings, calendar and earnings with Starline Talent.',
};

/** Head of the shell the server sends for every admin page: which screen follows depends on the session. */
export const ADMIN_SHELL_META: HeadMeta = {
  title: titled('Admin Panel'),
  description: PAGE_DEFINITIONS.adminLogin.meta.description,
};
