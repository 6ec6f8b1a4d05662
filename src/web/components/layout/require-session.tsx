import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PAGES } from '#shared/pages';
import { onUnauthorized } from '#web/lib/api-client';
import { getCurrentUser } from '#web/lib/auth-api';
import { homeOf, layoutOf } from '#web/lib/page-roles';
import { queryClient } from '#web/lib/query-client';
import { hasStoredToken, useSession } from '#web/lib/session-store';

/** Where the login page sends the user back to (SPEC §2: "passing the requested location"). */
export interface LoginRedirectState {
  from?: { pathname: string; search: string; hash: string };
}

/**
 * The protection wrapper of the admin panel and of the talent portal (`side`). Without a session
 * record it sends the visitor to /admin/login, replacing the history entry and passing the
 * requested location. With one, it renders at once and asks the server (`/auth/me`) whether the
 * token still holds; that answer, or a 401 from any later call, signs the user out and returns
 * them to the login page. A user of the other side (a talent user opening an /admin address,
 * staff opening the portal) is sent to their own side's first page (issue 39); the server refuses
 * their calls whatever the browser shows.
 */
export function RequireSession({ side, children }: { side: 'admin' | 'portal'; children: ReactNode }) {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const role = useSession((state) => state.user?.role);
  const setUser = useSession((state) => state.setUser);
  const signOut = useSession((state) => state.signOut);
  const location = useLocation();

  useEffect(() => {
    return onUnauthorized(() => {
      signOut();
      queryClient.clear();
    });
  }, [signOut]);

  useEffect(() => {
    if (!isAuthenticated) return;
    const controller = new AbortController();
    getCurrentUser(controller.signal)
      // The server's record wins: a name or role changed since sign-in shows at once.
      .then((user) => setUser(user))
      .catch(() => {
        // A 401 has already signed the user out through `onUnauthorized`; any other failure
        // (network) keeps the session, and the pages' own calls report the problem.
      });
    return () => controller.abort();
  }, [isAuthenticated, setUser]);

  useEffect(() => {
    // A record without its token (cleared by hand or by another tab's logout) is no session.
    if (isAuthenticated && !hasStoredToken()) signOut();
  }, [isAuthenticated, signOut]);

  if (!isAuthenticated) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={PAGES.adminLogin.getHref()} replace state={state} />;
  }
  if (layoutOf(role) !== side) return <Navigate to={homeOf(role)} replace />;
  return children;
}
