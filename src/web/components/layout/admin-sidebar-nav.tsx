import { NavLink } from 'react-router';
import { PAGES } from '#shared/pages';
import { mayOpen } from '#web/lib/page-roles';
import { useSession } from '#web/lib/session-store';
import { ADMIN_NAV_LINKS } from './admin-nav-links';

interface AdminSidebarNavProps {
  /** The icon rail: labels are hidden from sight (kept for screen readers) and shown as tooltips. */
  collapsed: boolean;
  onNavigate?: () => void;
}

/** The sections the user's role may use; the one matching the current path (or below it) is highlighted. */
export function AdminSidebarNav({ collapsed, onNavigate }: AdminSidebarNavProps) {
  const role = useSession((state) => state.user?.role);
  const links = ADMIN_NAV_LINKS.filter((link) => mayOpen(link.page, role));
  return (
    <nav aria-label="Admin" className="flex-1 overflow-y-auto px-2 py-3">
      <ul className="space-y-1">
        {links.map(({ page, label, icon: Icon }) => (
          <li key={page}>
            <NavLink
              to={PAGES[page].path}
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
