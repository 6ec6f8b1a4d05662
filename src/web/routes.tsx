import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';

/**
 * Every route of SPEC §2, in React Router's declarative mode: the data router costs about 17 KB
 * more gzipped JavaScript on every first load, which the public pages' 100 KB budget cannot
 * carry (docs/decisions/0004-declarative-router.md). Layouts and pages are lazy chunks, so the
 * public pages never download admin code.
 */
const loadPublicLayout = () => import('./components/layout/public-layout');
const loadHomePage = () => import('./features/public/home/home-page');
const loadServicesPage = () => import('./features/public/services/services-page');
const loadCelebritiesPage = () => import('./features/public/celebrities/celebrities-page');
const loadCelebrityDetailPage = () => import('./features/public/celebrity-detail/celebrity-detail-page');
const loadAboutPage = () => import('./features/public/about/about-page');

const PublicLayout = lazy(() => loadPublicLayout().then((m) => ({ default: m.PublicLayout })));
const AdminLayout = lazy(() => import('./components/layout/admin-layout').then((m) => ({ default: m.AdminLayout })));

const HomePage = lazy(() => loadHomePage().then((m) => ({ default: m.HomePage })));
const ServicesPage = lazy(() => loadServicesPage().then((m) => ({ default: m.ServicesPage })));
const CelebritiesPage = lazy(() => loadCelebritiesPage().then((m) => ({ default: m.CelebritiesPage })));
const CelebrityDetailPage = lazy(() => loadCelebrityDetailPage().then((m) => ({ default: m.CelebrityDetailPage })));
const AboutPage = lazy(() => loadAboutPage().then((m) => ({ default: m.AboutPage })));
const NotFoundPage = lazy(() =>
  import('./features/public/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

const LoginPage = lazy(() => import('./features/admin/login/login-page').then((m) => ({ default: m.LoginPage })));
const DashboardPage = lazy(() =>
  import('./features/admin/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const AdminCelebritiesPage = lazy(() =>
  import('./features/admin/celebrities/celebrities-page').then((m) => ({ default: m.AdminCelebritiesPage })),
);
const CelebrityFormPage = lazy(() =>
  import('./features/admin/celebrity-form/celebrity-form-page').then((m) => ({ default: m.CelebrityFormPage })),
);
const CelebrityViewPage = lazy(() =>
  import('./features/admin/celebrity-view/celebrity-view-page').then((m) => ({ default: m.CelebrityViewPage })),
);
const StaffPage = lazy(() => import('./features/admin/staff/staff-page').then((m) => ({ default: m.StaffPage })));
const InquiriesPage = lazy(() =>
  import('./features/admin/inquiries/inquiries-page').then((m) => ({ default: m.InquiriesPage })),
);

/** Page chunks by first path segment, for `preloadPage`. */
const PUBLIC_PAGE_LOADERS: Record<string, () => Promise<unknown>> = {
  '': loadHomePage,
  services: loadServicesPage,
  celebrities: loadCelebritiesPage,
  celebrity: loadCelebrityDetailPage,
  about: loadAboutPage,
  contact: loadAboutPage,
};

/**
 * Starts downloading the first page's chunks together with its layout's, instead of one after
 * the other (the layout would only ask for the page once it renders).
 */
export function preloadPage(pathname: string): void {
  const loadPage = PUBLIC_PAGE_LOADERS[pathname.split('/')[1] ?? ''];
  if (!loadPage) return;
  void loadPublicLayout();
  void loadPage();
}

/** A lazy element rendered as nothing while its chunk loads (they are small and load fast). */
function lazyElement(node: ReactNode) {
  return <Suspense fallback={null}>{node}</Suspense>;
}

/** The route tree as elements; `AppRoutes` renders it and the routes test reads it. */
export const appRouteElements = (
  <>
    <Route element={lazyElement(<PublicLayout />)}>
      <Route index element={lazyElement(<HomePage />)} />
      <Route path="services" element={lazyElement(<ServicesPage />)} />
      <Route path="celebrities" element={lazyElement(<CelebritiesPage />)} />
      <Route path="celebrity/:id" element={lazyElement(<CelebrityDetailPage />)} />
      <Route path="about" element={lazyElement(<AboutPage />)} />
      {/* SPEC §2: /contact shows the same page as /about. */}
      <Route path="contact" element={lazyElement(<AboutPage />)} />
    </Route>
    {/* Outside the admin layout: signing in must not need the admin shell or its guard. */}
    <Route path="admin/login" element={lazyElement(<LoginPage />)} />
    <Route path="admin" element={lazyElement(<AdminLayout />)}>
      <Route index element={<Navigate to="/admin/dashboard" replace />} />
      <Route path="dashboard" element={lazyElement(<DashboardPage />)} />
      <Route path="celebrities" element={lazyElement(<AdminCelebritiesPage />)} />
      <Route path="celebrities/add" element={lazyElement(<CelebrityFormPage />)} />
      {/* Same form as "add"; the id switches it to edit mode (SPEC §2). */}
      <Route path="celebrities/edit/:id" element={lazyElement(<CelebrityFormPage />)} />
      <Route path="celebrities/view/:id" element={lazyElement(<CelebrityViewPage />)} />
      <Route path="staff" element={lazyElement(<StaffPage />)} />
      <Route path="inquiries" element={lazyElement(<InquiriesPage />)} />
    </Route>
    <Route path="*" element={lazyElement(<NotFoundPage />)} />
  </>
);

export function AppRoutes() {
  return <Routes>{appRouteElements}</Routes>;
}
