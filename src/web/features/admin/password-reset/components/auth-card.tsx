import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { SiteLogo } from '#web/components/layout/site-logo';

interface AuthCardProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame of the pages beside the login page: the same card on the same background, and the way back to signing in. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-white to-gold-50 px-4 py-12"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl shadow-brand-900/10 ring-1 ring-brand-100 sm:p-8">
        <SiteLogo />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-brand-950">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
        {children}
      </div>
      <Link
        to={PAGES.adminLogin.getHref()}
        className="mt-6 inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-800 hover:text-brand-950"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to sign in
      </Link>
    </main>
  );
}

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
