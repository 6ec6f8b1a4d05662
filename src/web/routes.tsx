import { Navigate, type RouteObject } from 'react-router';
import { RootErrorBoundary } from './components/layout/root-error-boundary';
import { RootLayout } from './components/layout/root-layout';

/**
 * Every route of SPEC §2. Layouts and pages are lazy chunks, so the public layout and its pages
 * never pull in admin code; React Router fetches the chunks of all matched routes in parallel.
 * The root layout and the error boundary are eager on purpose: the boundary must still render
 * when a lazy chunk fails to load (e.g. after a deploy replaced the hashed files).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RootErrorBoundary />,
    // Shown (as nothing) while the first route's chunks load; silences React Router's warning.
    HydrateFallback: () => null,
    children: [
      {
        lazy: () => import('./components/layout/public-layout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          {
            index: true,
            lazy: () => import('./features/public/home/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'services',
            lazy: () =>
              import('./features/public/services/services-page').then((m) => ({
                Component: m.ServicesPage,
              })),
          },
          {
            path: 'celebrities',
            lazy: () =>
              import('./features/public/celebrities/celebrities-page').then((m) => ({
                Component: m.CelebritiesPage,
              })),
          },
          {
            path: 'celebrity/:id',
            lazy: () =>
              import('./features/public/celebrity-detail/celebrity-detail-page').then((m) => ({
                Component: m.CelebrityDetailPage,
              })),
          },
          {
            path: 'about',
            lazy: () => import('./features/public/about/about-page').then((m) => ({ Component: m.AboutPage })),
          },
          {
            // SPEC §2: /contact shows the same page as /about.
            path: 'contact',
            lazy: () => import('./features/public/about/about-page').then((m) => ({ Component: m.AboutPage })),
          },
        ],
      },
      {
        // Outside the admin layout: signing in must not need the admin shell or its guard.
        path: 'admin/login',
        lazy: () => import('./features/admin/login/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'admin',
        lazy: () => import('./components/layout/admin-layout').then((m) => ({ Component: m.AdminLayout })),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: () =>
              import('./features/admin/dashboard/dashboard-page').then((m) => ({
                Component: m.DashboardPage,
              })),
          },
          {
            path: 'celebrities',
            lazy: () =>
              import('./features/admin/celebrities/celebrities-page').then((m) => ({
                Component: m.AdminCelebritiesPage,
              })),
          },
          {
            path: 'celebrities/add',
            lazy: () =>
              import('./features/admin/celebrity-form/celebrity-form-page').then((m) => ({
                Component: m.CelebrityFormPage,
              })),
          },
          {
            // Same form as "add"; the id switches it to edit mode (SPEC §2).
            path: 'celebrities/edit/:id',
            lazy: () =>
              import('./features/admin/celebrity-form/celebrity-form-page').then((m) => ({
                Component: m.CelebrityFormPage,
              })),
          },
          {
            path: 'celebrities/view/:id',
            lazy: () =>
              import('./features/admin/celebrity-view/celebrity-view-page').then((m) => ({
                Component: m.CelebrityViewPage,
              })),
          },
          {
            path: 'staff',
            lazy: () => import('./features/admin/staff/staff-page').then((m) => ({ Component: m.StaffPage })),
          },
          {
            path: 'inquiries',
            lazy: () =>
              import('./features/admin/inquiries/inquiries-page').then((m) => ({
                Component: m.InquiriesPage,
              })),
          },
        ],
      },
      {
        path: '*',
        lazy: () =>
          import('./features/public/not-found/not-found-page').then((m) => ({
            Component: m.NotFoundPage,
          })),
      },
    ],
  },
];
