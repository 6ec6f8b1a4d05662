import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '#shared/format';
import { PAGES } from '#shared/pages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { InquiryClockBadge } from '#web/components/inquiry-clock-badge';
import { CelebrityWanted } from './celebrity-wanted';
import { InquiryRowMenu } from './inquiry-row-menu';
import { InquiryStatusSelect } from './inquiry-status-select';

interface InquiryCardProps {
  inquiry: Inquiry;
  /** After the inquiry was deleted (its card, and the focused button in it, are about to go). */
  onDeleted: () => void;
}

/**
 * One inquiry on a phone, in the few lines a person scans the desk by: who, for whom, its
 * status (the dropdown, drawn as the badge), its clock and the event's day, with the row's menu
 * (open, delete). Everything else (contact, event, reference, received, assignee, quote, "E-mail
 * the customer") is on the inquiry's own page, which its name opens.
 */
export function InquiryCard({ inquiry, onDeleted }: InquiryCardProps) {
  const headingId = `inquiry-${inquiry._id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      data-inquiry-name={inquiry.name}
      // Dimmed while its delete is on its way (the menu's button says so).
      className="rounded-xl border border-slate-200 bg-white px-3.5 py-3 shadow-xs shadow-brand-900/5 transition-opacity has-[[aria-busy=true]]:opacity-50"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base leading-6 font-semibold break-words text-brand-950">
            <Link
              to={PAGES.adminInquiry.getHref(inquiry._id)}
              className="underline-offset-2 hover:text-brand-700 hover:underline"
            >
              {inquiry.name}
            </Link>
          </h2>
          <p className="text-sm break-words text-slate-700">
            {inquiry.kind === 'general' ? 'sent a' : 'wants to book'} <CelebrityWanted inquiry={inquiry} />
          </p>
        </div>
        <div className="-mt-1 -mr-2">
          <InquiryRowMenu inquiry={inquiry} onDeleted={onDeleted} />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1.5">
        <InquiryStatusSelect inquiryId={inquiry._id} status={inquiry.status} submitter={inquiry.name} variant="pill" />
        <InquiryClockBadge inquiry={inquiry} short />
        <span className="ml-auto inline-flex items-center gap-1 text-xs whitespace-nowrap text-slate-600">
          <CalendarDays className="size-3.5 text-slate-400" aria-hidden="true" />
          <span className="sr-only">Event date</span>
          <time dateTime={inquiry.eventDate}>{formatDate(inquiry.eventDate, 'short')}</time>
        </span>
      </div>
    </article>
  );
}
