import {
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Contact,
  History,
  HandCoins,
  Inbox,
  LayoutDashboard,
  Send,
  Settings,
  FileSpreadsheet,
  ReceiptIndianRupee,
  Star,
  FileText,
  Wallet,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { PageName } from '#shared/pages';

export interface AdminNavLink {
  /** The page, by its name in the page table; shown only to the roles that may open it (the page table's `roles`). */
  page: PageName;
  label: string;
  icon: LucideIcon;
}

/** Sections of the admin panel (SPEC §2, admin layout), in the sidebar's order. */
export const ADMIN_NAV_LINKS: readonly AdminNavLink[] = [
  { page: 'adminDashboard', label: 'Dashboard', icon: LayoutDashboard },
  { page: 'adminCelebrities', label: 'Celebrities', icon: Star },
  { page: 'adminStaff', label: 'Staff', icon: Users },
  { page: 'adminTalent', label: 'Talent', icon: Contact },
  { page: 'adminInquiries', label: 'Inquiries', icon: Inbox },
  { page: 'adminCalendar', label: 'Calendar', icon: CalendarDays },
  { page: 'adminBookings', label: 'Bookings', icon: CalendarCheck },
  { page: 'adminBlackoutRequests', label: 'Blackout requests', icon: CalendarClock },
  { page: 'adminPayments', label: 'Payments', icon: Wallet },
  { page: 'adminInvoices', label: 'Invoices', icon: FileText },
  { page: 'adminReconciliation', label: 'Reconciliation', icon: HandCoins },
  { page: 'adminTdsRegister', label: 'TDS register', icon: ReceiptIndianRupee },
  { page: 'adminReports', label: 'Reports', icon: FileSpreadsheet },
  { page: 'adminOutbox', label: 'Outbox', icon: Send },
  { page: 'adminSettings', label: 'Settings', icon: Settings },
  { page: 'adminAudit', label: 'Audit log', icon: History },
];
