import { History, Inbox, LayoutDashboard, Send, Settings, Star, Users, type LucideIcon } from 'lucide-react';
import { PAGES } from '#shared/pages';

export interface AdminNavLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown to admins only (the page refuses others too, and the server refuses their writes). */
  adminOnly?: boolean;
}

/** Sections of the admin panel (SPEC §2, admin layout), in the sidebar's order. */
export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { to: PAGES.adminDashboard.getHref(), label: 'Dashboard', icon: LayoutDashboard },
  { to: PAGES.adminCelebrities.getHref(), label: 'Celebrities', icon: Star },
  { to: PAGES.adminStaff.getHref(), label: 'Staff', icon: Users },
  { to: PAGES.adminInquiries.getHref(), label: 'Inquiries', icon: Inbox },
  { to: PAGES.adminOutbox.getHref(), label: 'Outbox', icon: Send },
  { to: PAGES.adminSettings.getHref(), label: 'Settings', icon: Settings, adminOnly: true },
  { to: PAGES.adminAudit.getHref(), label: 'Audit log', icon: History, adminOnly: true },
];
