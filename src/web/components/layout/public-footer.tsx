import { Link } from 'react-router';
import { SITE_NAME } from '../../lib/site';

/** Minimal footer; the full column layout of SPEC §2 comes with the public chrome issue. */
export function PublicFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100 [--focus-ring:var(--color-gold-400)]">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm sm:flex-row sm:px-6 lg:px-8">
        <p>© 2025 {SITE_NAME}. All rights reserved.</p>
        <Link to="/admin/login" className="font-medium text-brand-200 transition-colors hover:text-gold-300">
          Admin Login
        </Link>
      </div>
    </footer>
  );
}
