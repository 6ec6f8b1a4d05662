import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PAGES } from '#shared/pages';
import { AuthCard } from '#web/components/layout/auth-card';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useSession } from '#web/lib/session-store';
import { DemoCredentialsHint } from './components/demo-credentials-hint';
import { LoginForm } from './components/login-form';
import { redirectTarget } from './redirect-target';

/**
 * Sign-in (SPEC §2), for staff and for talent users alike (issue 39): on success, back to the page
 * first asked for on the user's own side, or its first page: the dashboard, or the talent portal.
 */
export function LoginPage() {
  usePageTitle('Admin Login');
  const location = useLocation();
  const navigate = useNavigate();
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const role = useSession((state) => state.user?.role);
  const signIn = useSession((state) => state.signIn);

  // Someone already signed in has nothing to do here.
  if (isAuthenticated) return <Navigate to={redirectTarget(location.state, role)} replace />;

  return (
    <AuthCard
      title="Admin Login"
      description="Sign in to manage celebrities, staff and inquiries, or to see your bookings as a celebrity's team."
      back={{ href: PAGES.home.getHref(), label: 'Back to website' }}
    >
      <LoginForm
        onSignedIn={({ token, user }) => {
          signIn(token, user);
          void navigate(redirectTarget(location.state, user.role), { replace: true });
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
