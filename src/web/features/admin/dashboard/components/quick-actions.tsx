import { useState } from 'react';
import { CalendarPlus, IndianRupee, UserRoundCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { type FindPurpose, FindInquiryDialog } from './find-inquiry-dialog';

const ACTION_CLASS =
  'inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3.5 py-2 text-sm font-medium text-slate-800 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-900';

/**
 * The quick actions (issue 41), each doing what it says: a new phone booking (the inquiry's
 * booking form), recording a payment (the booking's money on its inquiry), the inquiries assigned
 * to me.
 */
export function QuickActions() {
  const [finding, setFinding] = useState<FindPurpose | null>(null);
  const finder = (purpose: FindPurpose, label: string, Icon: typeof CalendarPlus) => (
    <FindInquiryDialog
      purpose={purpose}
      open={finding === purpose}
      onOpenChange={(open) => setFinding(open ? purpose : null)}
      trigger={
        <button type="button" className={ACTION_CLASS}>
          <Icon className="size-5 text-brand-700" aria-hidden="true" />
          {label}
        </button>
      }
    />
  );
  return (
    <nav aria-label="Quick actions" className="flex flex-wrap gap-2">
      {finder('book', 'New phone booking', CalendarPlus)}
      {finder('pay', 'Record a payment', IndianRupee)}
      <Link to={`${PAGES.adminInquiries.getHref()}?assignee=me`} className={ACTION_CLASS}>
        <UserRoundCheck className="size-5 text-brand-700" aria-hidden="true" />
        My inquiries
      </Link>
    </nav>
  );
}
