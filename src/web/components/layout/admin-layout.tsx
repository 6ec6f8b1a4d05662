import { NavLink, Outlet } from 'react-router';
import { QueryProvider } from '../query-provider';
import { ADMIN_NAV_LINKS } from './admin-nav-links';

/**
 * Plain admin shell for now; the sidebar, the session guard and the user menu of SPEC §2 come
 * with the admin issues. Lives in its own lazy chunk so public pages never download it.
 */
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <header className="bg-brand-950 text-white [--focus-ring:var(--color-gold-400)]">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-8 gap-y-2 px-4 py-3 sm:px-6">
          <p className="font-bold tracking-tight">Admin Panel</p>
          <nav aria-label="Admin">
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
              {ADMIN_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className="text-brand-200 transition-colors hover:text-white aria-[current=page]:font-semibold aria-[current=page]:text-gold-300"
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        <QueryProvider>
          <Outlet />
        </QueryProvider>
      </main>
    </div>
  );
}
