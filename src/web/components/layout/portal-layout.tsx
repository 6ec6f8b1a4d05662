import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { PAGES } from '#shared/pages';
import { logoutOnServer } from '#web/lib/auth-api';
import { queryClient } from '#web/lib/query-client';
import { useTalentProfile } from '#web/lib/queries/talent-profile';
import { useSession } from '#web/lib/session-store';
import { RequireSession } from './require-session';
import { SiteLogo } from './site-logo';

/**
 * The talent portal's small layout (issue 39), phone first: the word mark, who is signed in and
 * Sign out on top, the portal's sections as tabs under it, and the page. Behind the session guard,
 * which sends staff to the panel; a talent user never sees the panel's shell.
 */
export function PortalLayout() {
  return (
    <RequireSession side="portal">
      <PortalShell />
    </RequireSession>
  );
}

const TAB_CLASSES =
  'flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-950 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white';

function PortalShell() {
  const user = useSession((state) => state.user);
  const signOut = useSession((state) => state.signOut);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // The earnings are shown only when the agency shares fees with this person.
  const shareFees = useTalentProfile().data?.shareFees ?? false;

  const logout = async () => {
    setBusy(true);
    // Signed out here even when the server cannot be reached; the token then expires there.
    await logoutOnServer().catch(() => undefined);
    signOut();
    queryClient.clear();
    void navigate(PAGES.adminLogin.getHref(), { replace: true });
  };

  const tabs = [
    { page: PAGES.portal, label: 'Bookings' },
    { page: PAGES.portalCalendar, label: 'Calendar' },
    ...(shareFees ? [{ page: PAGES.portalEarnings, label: 'Earnings' }] : []),
  ];

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-4xl items-center gap-3 px-4 sm:px-6">
          <SiteLogo />
          <div className="flex-1" />
          <p className="hidden min-w-0 truncate text-sm text-slate-700 sm:block">{user?.name}</p>
          <button
            type="button"
            onClick={() => void logout()}
            disabled={busy}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 disabled:opacity-60"
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </button>
        </div>
        <nav aria-label="Portal" className="mx-auto max-w-4xl px-4 pb-2 sm:px-6">
          <ul className="flex gap-1">
            {tabs.map(({ page, label }) => (
              <li key={page.name} className="flex-1 sm:flex-none">
                <NavLink to={page.getHref()} end className={TAB_CLASSES}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 outline-none sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
