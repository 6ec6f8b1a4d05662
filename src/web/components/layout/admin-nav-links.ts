import { Inbox, LayoutDashboard, Star, Users, type LucideIcon } from 'lucide-react';

export interface AdminNavLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** Sections of the admin panel (SPEC §2, admin layout), in the sidebar's order. */
export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/celebrities', label: 'Celebrities', icon: Star },
  { to: '/admin/staff', label: 'Staff', icon: Users },
  { to: '/admin/inquiries', label: 'Inquiries', icon: Inbox },
];
