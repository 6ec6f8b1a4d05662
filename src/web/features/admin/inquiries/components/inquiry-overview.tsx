import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { formatIndianTime } from '#shared/format';
import { PAGES } from '#shared/pages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { InquiryClockBadge } from '#web/components/inquiry-clock-badge';
import { InquiryStatusBadge } from '#web/components/inquiry-status-badge';
import { CelebrityWanted } from './celebrity-wanted';

/** The inquiry's heading: who, for whom, its reference, status, clock and promised reply time. */
export function InquiryOverview({ inquiry }: { inquiry: Inquiry }) {
  return (
    <div>
      <Link
        to={PAGES.adminInquiries.getHref()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All inquiries
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-brand-950 sm:text-3xl">{inquiry.name}</h1>
          <p className="mt-1 text-sm break-words text-slate-700">
            {inquiry.kind === 'general' ? 'sent a' : 'wants to book'} <CelebrityWanted inquiry={inquiry} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <InquiryStatusBadge status={inquiry.status} />
          <InquiryClockBadge inquiry={inquiry} />
        </div>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Reference</dt>
          <dd className="font-mono font-medium text-slate-900">{inquiry.reference}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Received</dt>
          <dd>{formatIndianTime(inquiry.createdAt)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Reply promised by</dt>
          <dd>{formatIndianTime(inquiry.replyBy)}</dd>
        </div>
        {inquiry.firstResponseAt && (
          <div className="flex gap-1.5">
            <dt className="text-slate-500">First answered</dt>
            <dd>{formatIndianTime(inquiry.firstResponseAt)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
