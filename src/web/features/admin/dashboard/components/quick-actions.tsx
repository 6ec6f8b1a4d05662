import { Inbox, UserPlus, Star, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { useIsAdmin } from '#web/lib/session-store';

interface QuickAction {
  to: string;
  label: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

/** SPEC §2's three quick actions; ours go where they say. */
const ACTIONS: QuickAction[] = [
  { to: PAGES.adminCelebrityAdd.getHref(), label: 'Add New Celebrity', icon: Star },
  { to: PAGES.adminInquiries.getHref(), label: 'View All Inquiries', icon: Inbox },
  // Only admins manage staff: others would reach a page without the add button.
  { to: `${PAGES.adminStaff.getHref()}?add=1`, label: 'Add Staff Member', icon: UserPlus, adminOnly: true },
];

export function QuickActions() {
  const isAdmin = useIsAdmin();
  return (
    <section aria-labelledby="quick-actions" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="quick-actions" className="font-semibold text-brand-950">
        Quick Actions
      </h2>
      <ul className="mt-4 space-y-2.5">
        {ACTIONS.filter((action) => isAdmin || !action.adminOnly).map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 px-4 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-900"
            >
              <Icon className="size-5 text-brand-700" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
