import { NavLink } from 'react-router';
import { useIsAdmin } from '#web/lib/session-store';
import { ADMIN_NAV_LINKS } from './admin-nav-links';

interface AdminSidebarNavProps {
  /** The icon rail: labels are hidden from sight (kept for screen readers) and shown as tooltips. */
  collapsed: boolean;
  onNavigate?: () => void;
}

/** The sections the user's role may use; the one matching the current path (or below it) is highlighted. */
export function AdminSidebarNav({ collapsed, onNavigate }: AdminSidebarNavProps) {
  const isAdmin = useIsAdmin();
  const links = ADMIN_NAV_LINKS.filter((link) => isAdmin || !link.adminOnly);
  return (
    <nav aria-label="Admin" className="flex-1 overflow-y-auto px-2 py-3">
      <ul className="space-y-1">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              title={collapsed ? label : undefined}
              className={`flex min-h-10 items-center gap-3 rounded-lg px-2.5 text-sm font-medium text-brand-100 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white aria-[current=page]:shadow-inner ${collapsed ? 'justify-center' : ''}`}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
