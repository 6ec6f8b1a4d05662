import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PAGES } from '#shared/pages';
import { AuthCard } from '#web/components/layout/auth-card';
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
    <AuthCard
      title="Admin Login"
      description="Sign in to manage celebrities, staff and inquiries."
      back={{ href: PAGES.home.getHref(), label: 'Back to website' }}
    >
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
    </AuthCard>
  );
}
