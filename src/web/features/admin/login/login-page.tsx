import { SiteLogo } from '../../../components/layout/site-logo';
import { usePageTitle } from '../../../lib/use-page-title';

/** Admin sign-in (SPEC §2). Placeholder card until the login issue adds the form. */
export function LoginPage() {
  usePageTitle('Admin Login');
  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 px-4 py-12"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl shadow-brand-900/10 ring-1 ring-brand-100">
        <SiteLogo />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-brand-950">Admin Login</h1>
      </div>
    </main>
  );
}
