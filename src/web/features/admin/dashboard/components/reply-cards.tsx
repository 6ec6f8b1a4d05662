import { AlarmClock, ArrowRight, MessageSquareReply } from 'lucide-react';
import { Link } from 'react-router';
import { DUE_SOON_HOURS } from '#shared/constants/inquiries';
import { PAGES } from '#shared/pages';
import type { Dashboard } from '#shared/schemas/dashboard';
import { answeredOnTimeNote, answeredWithinLabel, dueSoonNote } from '../reply-notes';
import { DashboardCard } from './stat-card';

const LINK_CLASS = 'inline-flex min-h-6 items-center gap-1 rounded font-medium text-brand-700 hover:text-brand-900';

/** How the desk keeps its promise to reply: on time lately, and what is overdue or due soon now. */
export function ReplyCards({ dashboard }: { dashboard: Dashboard }) {
  const { answeredOnTime, overdueNow, dueSoonNow, responseHours } = dashboard;
  const inquiries = PAGES.adminInquiries.getHref();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DashboardCard
        label={answeredWithinLabel(responseHours)}
        value={
          answeredOnTime.percent === null ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">No figure yet</span>
            </>
          ) : (
            `${answeredOnTime.percent}%`
          )
        }
        icon={MessageSquareReply}
        tone="bg-green-100 text-green-800"
      >
        <p className="mt-2 text-xs font-medium text-slate-600">{answeredOnTimeNote(answeredOnTime)}</p>
      </DashboardCard>
      <DashboardCard
        label="Overdue now"
        value={overdueNow.toLocaleString('en-IN')}
        icon={AlarmClock}
        tone={overdueNow > 0 ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700'}
      >
        <p className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
          <Link to={`${inquiries}?clock=due-soon`} className={LINK_CLASS}>
            {dueSoonNote(dueSoonNow, DUE_SOON_HOURS)}
          </Link>
          <Link to={`${inquiries}?clock=overdue`} className={LINK_CLASS}>
            View overdue inquiries
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </DashboardCard>
    </div>
  );
}
