/** Sections of the admin panel (SPEC §2, admin layout). */
export const ADMIN_NAV_LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/celebrities', label: 'Celebrities' },
  { to: '/admin/staff', label: 'Staff' },
  { to: '/admin/inquiries', label: 'Inquiries' },
] as const;
