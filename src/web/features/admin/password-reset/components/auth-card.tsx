import type { ReactNode } from 'react';
import { PAGES } from '#shared/pages';

/** Under the card of the pages beside the login page: the way back to signing in. */
export const BACK_TO_SIGN_IN = { href: PAGES.adminLogin.getHref(), label: 'Back to sign in' };

/** A finished step's message (the link is on its way, the password is set), read out as it appears. */
export function AuthNotice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mt-6 rounded-xl p-4 text-sm ring-1 ${tone === 'error' ? 'bg-red-50 text-red-900 ring-red-100' : 'bg-green-50 text-green-900 ring-green-100'}`}
    >
      {children}
    </div>
  );
}
