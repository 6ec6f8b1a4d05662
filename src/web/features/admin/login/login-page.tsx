import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PAGES } from '#shared/pages';
import { SiteLogo } from '#web/components/layout/site-logo';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useSession } from '#web/lib/session-store';
import { DemoCredentialsHint } from './components/demo-credentials-hint';
import { LoginForm } from './components/login-form';
import { redirectTarget } from './redirect-target';

/** Admin sign-in (SPEC §2): on success, back to the page first asked for, or the dashboard. */
export function LoginPage() {
  usePageTitle('Admin Login');
  const location = useLocation();
  const navigate = useNavigate();
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const signIn = useSession((state) => state.signIn);
  const target = redirectTarget(location.state);

  // Someone already signed in has nothing to do here.
  if (isAuthenticated) return <Navigate to={target} replace />;

  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-white to-gold-50 px-4 py-12"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl shadow-brand-900/10 ring-1 ring-brand-100 sm:p-8">
        <SiteLogo />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-brand-950">Admin Login</h1>
        <p className="mt-1 text-sm text-slate-600">Sign in to manage celebrities, staff and inquiries.</p>
        <LoginForm
          onSignedIn={({ token, user }) => {
            signIn(token, user);
            void navigate(target, { replace: true });
          }}
        />
        <p className="mt-4 text-center text-sm">
          <Link
            to={PAGES.adminForgotPassword.getHref()}
            className="rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
          >
            Forgot your password?
          </Link>
        </p>
        <DemoCredentialsHint />
      </div>
      <Link
        to={PAGES.home.getHref()}
        className="mt-6 inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-800 hover:text-brand-950"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to website
      </Link>
    </main>
  );
}
