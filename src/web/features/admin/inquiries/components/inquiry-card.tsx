import { Clock, ReceiptIndianRupee, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '#shared/format';
import { DESK_MESSAGES } from '#shared/messages';
import { PAGES } from '#shared/pages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { InquiryClockBadge } from '#web/components/inquiry-clock-badge';
import { InquiryStatusBadge } from '#web/components/inquiry-status-badge';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button';
import { useDeleteInquiry } from '../api/delete-inquiry';
import { CelebrityWanted } from './celebrity-wanted';
import { InquiryFields } from './inquiry-fields';
import { InquiryQuoteSummary } from './inquiry-quote-summary';
import { InquiryStatusSelect } from './inquiry-status-select';

interface InquiryCardProps {
  inquiry: Inquiry;
  /** After the inquiry was deleted (its card, and the focused button in it, are about to go). */
  onDeleted: () => void;
}

/**
 * One booking inquiry with everything SPEC §2 lists, its clock, assignee and current quote's
 * state, its status dropdown and Delete, and a link to its own page (the list on phones).
 */
export function InquiryCard({ inquiry, onDeleted }: InquiryCardProps) {
  const remove = useDeleteInquiry();
  const headingId = `inquiry-${inquiry._id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={remove.isPending || undefined}
      data-inquiry-name={inquiry.name}
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm shadow-brand-900/5 transition-opacity ${remove.isPending ? 'opacity-50' : ''}`}
    >
      <div className="flex items-start justify-between gap-3 p-5 sm:p-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-brand-950">
            <Link
              to={PAGES.adminInquiry.getHref(inquiry._id)}
              className="underline-offset-2 hover:text-brand-700 hover:underline"
            >
              {inquiry.name}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm break-words text-slate-700">
            {inquiry.kind === 'general' ? 'sent a' : 'wants to book'} <CelebrityWanted inquiry={inquiry} />
          </p>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-3.5" aria-hidden="true" />
              {/* One flex item, so the words wrap together. */}
              <span>
                Submitted <time dateTime={inquiry.createdAt}>{formatDate(inquiry.createdAt)}</time>
              </span>
            </span>
            <span className="font-mono text-slate-500">{inquiry.reference}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <InquiryStatusBadge status={inquiry.status} />
          <InquiryClockBadge inquiry={inquiry} />
        </div>
      </div>

      <InquiryFields inquiry={inquiry} className="border-t border-slate-100 px-5 py-5 sm:px-6" />

      <p className="flex items-center gap-1.5 border-t border-slate-100 px-5 py-3 text-sm text-slate-700 sm:px-6">
        <UserRound className="size-4 text-brand-500" aria-hidden="true" />
        <span className="text-slate-500">Assigned to</span>{' '}
        <span className="font-medium">{inquiry.assignee?.name ?? DESK_MESSAGES.unassigned}</span>
      </p>

      <p className="flex items-center gap-1.5 border-t border-slate-100 px-5 py-3 text-sm text-slate-700 sm:px-6">
        <ReceiptIndianRupee className="size-4 text-brand-500" aria-hidden="true" />
        <span className="text-slate-500">Quote</span> <InquiryQuoteSummary inquiry={inquiry} />
      </p>

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-b-2xl border-t border-slate-100 bg-slate-50/60 px-5 py-3.5 sm:px-6">
        <InquiryStatusSelect inquiryId={inquiry._id} status={inquiry.status} submitter={inquiry.name} />
        <ConfirmDeleteButton
          question="Are you sure you want to delete this inquiry?"
          onConfirm={() => remove.mutate(inquiry._id, { onSuccess: onDeleted })}
          disabled={remove.isPending}
          aria-label={`Delete ${inquiry.name}'s inquiry`}
        />
      </div>
    </article>
  );
}
