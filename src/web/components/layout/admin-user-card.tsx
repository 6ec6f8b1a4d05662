import { LogOut, UserCog } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { PAGES } from '#shared/pages';
import { logoutOnServer } from '#web/lib/auth-api';
import { queryClient } from '#web/lib/query-client';
import { useSession } from '#web/lib/session-store';

/** The avatar letter: the name's first letter, or A (SPEC §2). */
export function initialOf(name: string | undefined): string {
  return name?.trim().charAt(0).toUpperCase() || 'A';
}

const ITEM_CLASSES =
  'flex min-h-10 w-full items-center gap-3 rounded-lg px-2.5 text-sm font-medium text-brand-100 transition-colors hover:bg-white/10 hover:text-white';

/**
 * The sidebar footer: who is signed in, a link to their own account and the Logout button.
 * Logout ends the token on the server first (so a copied token stops working too), then forgets
 * the session here.
 */
export function AdminUserCard({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const user = useSession((state) => state.user);
  const signOut = useSession((state) => state.signOut);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    // Even when the server cannot be reached the user is signed out here; the token then
    // simply expires on the server.
    await logoutOnServer().catch(() => undefined);
    signOut();
    queryClient.clear();
    void navigate(PAGES.adminLogin.getHref(), { replace: true });
  };

  return (
    <div className={`border-t border-white/10 p-2 ${collapsed ? '' : 'px-3 py-3'}`}>
      <div className={`flex items-center gap-3 ${collapsed ? 'justify-center py-1' : ''}`}>
        <span
          aria-hidden="true"
          title={collapsed ? user?.name : undefined}
          className="grid size-9 shrink-0 place-items-center rounded-full bg-gold-400 text-sm font-bold text-brand-950"
        >
          {initialOf(user?.name)}
        </span>
        <div className={collapsed ? 'sr-only' : 'min-w-0'}>
          <p className="truncate text-sm font-semibold text-white">{user?.name}</p>
          <p className="truncate text-xs text-brand-200">{user?.email}</p>
        </div>
      </div>
      <NavLink
        to={PAGES.adminAccount.getHref()}
        onClick={onNavigate}
        title={collapsed ? 'My account' : undefined}
        className={`${ITEM_CLASSES} mt-2 aria-[current=page]:bg-white/15 aria-[current=page]:text-white ${collapsed ? 'justify-center' : ''}`}
      >
        <UserCog className="size-5 shrink-0" aria-hidden="true" />
        <span className={collapsed ? 'sr-only' : ''}>My account</span>
      </NavLink>
      <button
        type="button"
        onClick={() => void logout()}
        disabled={busy}
        title={collapsed ? 'Logout' : undefined}
        className={`${ITEM_CLASSES} mt-1 disabled:opacity-60 ${collapsed ? 'justify-center' : ''}`}
      >
        <LogOut className="size-5 shrink-0" aria-hidden="true" />
        <span className={collapsed ? 'sr-only' : ''}>Logout</span>
      </button>
    </div>
  );
}
