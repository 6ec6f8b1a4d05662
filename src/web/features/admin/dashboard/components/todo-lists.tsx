import { DUE_SOON_HOURS } from '#shared/constants/inquiries';
import { PAGES } from '#shared/pages';
import type { Dashboard } from '#shared/schemas/dashboard';
import { formatRupeeFigure } from '../money-figure';
import { dueSoonNote } from '../reply-notes';
import { bookingHref, daysLateText, replyLateText, waitingText } from '../todo-notes';
import { TodoList } from './todo-list';

/**
 * What needs doing now (issue 41), first on the page: the replies past their time, the payments
 * customers say they made, the balances past their day. Each item opens where it is done.
 */
export function TodoLists({ dashboard }: { dashboard: Dashboard }) {
  const { overdueReplies, claimsToConfirm, balancesOverdue } = dashboard.todo;
  const inquiries = PAGES.adminInquiries.getHref();
  return (
    <section
      aria-labelledby="todo-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-section="todo"
    >
      <h2 id="todo-heading" className="text-lg font-semibold text-brand-950">
        Needs doing now
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        <TodoList
          title="Replies overdue"
          count={overdueReplies.count}
          empty="Every inquiry answered in time"
          items={overdueReplies.items.map((reply) => ({
            key: reply.inquiryId,
            href: PAGES.adminInquiry.getHref(reply.inquiryId),
            title: reply.name,
            detail: [
              reply.celebrityName || 'General inquiry',
              reply.eventType,
              reply.assigneeName ?? 'Unassigned',
            ].join(' · '),
            lateness: replyLateText(reply.lateMs),
          }))}
          more={
            overdueReplies.count > overdueReplies.items.length
              ? { href: `${inquiries}?clock=overdue`, label: 'All overdue inquiries' }
              : dashboard.dueSoonNow > 0
                ? { href: `${inquiries}?clock=due-soon`, label: dueSoonNote(dashboard.dueSoonNow, DUE_SOON_HOURS) }
                : undefined
          }
        />
        <TodoList
          title="Payments to confirm"
          count={claimsToConfirm.count}
          summary={`${formatRupeeFigure(claimsToConfirm.paise)} in all`}
          empty="No payment waiting to be confirmed"
          items={claimsToConfirm.items.map((claim) => ({
            key: claim.claimId,
            href: bookingHref(claim.inquiryId, claim.bookingId),
            title: claim.customerName,
            detail: `${claim.celebrityName} · ${claim.mode === 'upi' ? 'UPI' : 'Bank transfer'} ${claim.reference}`,
            amount: formatRupeeFigure(claim.amountPaise),
            lateness: waitingText(claim.waitingMs),
          }))}
          more={
            claimsToConfirm.count > claimsToConfirm.items.length
              ? { href: inquiries, label: 'All payments to confirm' }
              : undefined
          }
        />
        <TodoList
          title="Balances overdue"
          count={balancesOverdue.count}
          summary={`${formatRupeeFigure(balancesOverdue.paise)} in all`}
          empty="No balance past its due date"
          items={balancesOverdue.items.map((balance) => ({
            key: balance.bookingId,
            href: bookingHref(balance.inquiryId, balance.bookingId),
            title: balance.customerName,
            detail: `${balance.celebrityName} · ${balance.bookingNumber}`,
            amount: formatRupeeFigure(balance.duePaise),
            lateness: daysLateText(balance.daysLate),
          }))}
        />
      </div>
    </section>
  );
}
