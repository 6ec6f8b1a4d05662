import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { AdminSidebarNav } from './admin-sidebar-nav';
import { AdminUserCard } from './admin-user-card';

interface AdminSidebarContentProps {
  collapsed: boolean;
  onNavigate?: () => void;
  /** The title element: a plain heading in the column, the dialog's title in the panel. */
  renderTitle?: (text: string) => ReactNode;
}

/** What the sidebar holds in either form: the title, the sections and the signed-in user. */
export function AdminSidebarContent({ collapsed, onNavigate, renderTitle }: AdminSidebarContentProps) {
  return (
    <AdminSidebarFrame collapsed={collapsed} renderTitle={renderTitle}>
      <AdminSidebarNav collapsed={collapsed} onNavigate={onNavigate} />
      <AdminUserCard collapsed={collapsed} onNavigate={onNavigate} />
    </AdminSidebarFrame>
  );
}

/**
 * The sidebar's colours and its title row, around what it holds: the sections and the user, or
 * nothing yet in the shell the server draws (decision 0052), which knows neither.
 */
export function AdminSidebarFrame({
  collapsed,
  renderTitle,
  children,
}: Pick<AdminSidebarContentProps, 'collapsed' | 'renderTitle'> & { children?: ReactNode }) {
  const title = 'Admin Panel';
  return (
    <div className="flex h-full flex-col bg-brand-950 text-white [--focus-ring:var(--color-gold-400)]">
      <div
        className={`flex h-16 shrink-0 items-center gap-2.5 border-b border-white/10 ${collapsed ? 'justify-center px-1' : 'px-4'}`}
      >
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-brand-700 to-brand-900 text-gold-400 ring-1 ring-white/15"
        >
          <Star className="size-4" fill="currentColor" />
        </span>
        {!collapsed &&
          (renderTitle ? renderTitle(title) : <p className="truncate font-bold tracking-tight">{title}</p>)}
      </div>
      {children}
    </div>
  );
}
