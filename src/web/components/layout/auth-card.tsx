import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteLogo } from './site-logo';

interface AuthCardProps {
  title: string;
  description: string;
  /** The link under the card: back to the website from sign-in, back to sign-in from beside it. */
  back: { href: string; label: string };
  children: ReactNode;
}

/** The frame of the signed-out admin pages: sign-in, forgot and reset password. */
export function AuthCard({ title, description, back, children }: AuthCardProps) {
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
        to={back.href}
        className="mt-6 inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-800 hover:text-brand-950"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
    </main>
  );
}
