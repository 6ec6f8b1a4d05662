import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '#shared/constants/accounts';
import type { SessionUser } from '#shared/schemas/auth';

/**
 * The client session record of SPEC §3: `user` and `isAuthenticated` under `app-storage`, true
 * exactly when a user is set. The token lives apart under `token` (the API client reads it).
 * This record only decides what to render first; the server decides who is signed in, so the
 * admin guard confirms it with `/auth/me` on load.
 */
interface SessionState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** Signs in (a user) or out (null); SPEC §4. */
  setUser: (user: SessionUser | null) => void;
  /** Stores the token and the user after a successful sign-in. */
  signIn: (token: string, user: SessionUser) => void;
  /** Forgets the token and the user (the server side is ended by the logout call). */
  signOut: () => void;
}

function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(STORAGE_KEYS.token, token);
    else localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // Storage can be unavailable (private mode quotas); the session then lasts this page only.
  }
}

/** Whether a sign-in token is stored (the API client sends it). */
export function hasStoredToken(): boolean {
  try {
    return Boolean(localStorage.getItem(STORAGE_KEYS.token));
  } catch {
    return false;
  }
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      setUser: (user) => set({ user: user?._id ? user : null, isAuthenticated: Boolean(user?._id) }),
      signIn: (token, user) => {
        writeToken(token);
        set({ user, isAuthenticated: true });
      },
      signOut: () => {
        writeToken(null);
        set({ user: null, isAuthenticated: false });
      },
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user, isAuthenticated: state.isAuthenticated }),
    },
  ),
);

/** The signed-in user's role, or null; pages use it to hide what the server would refuse. */
export function useIsAdmin(): boolean {
  return useSession((state) => state.user?.role === 'admin');
}
