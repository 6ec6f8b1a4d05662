import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '#shared/format';
import { inquiryTopic } from '#shared/inquiry-topic';
import { PAGES } from '#shared/pages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { InquiryClockBadge } from '#web/components/inquiry-clock-badge';
import { InquiryStatusBadge } from '#web/components/inquiry-status-badge';

/** The latest inquiries: who (linked to the inquiry's page), which celebrity, when, its status and clock. */
export function RecentInquiries({ inquiries }: { inquiries: Inquiry[] }) {
  return (
    <section aria-labelledby="recent-inquiries" className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h2 id="recent-inquiries" className="font-semibold text-brand-950">
          Recent Inquiries
        </h2>
        <Link
          to={PAGES.adminInquiries.getHref()}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          View all
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {inquiries.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600">No inquiries yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {inquiries.map((inquiry) => (
            <li key={inquiry._id} className="flex items-center justify-between gap-4 px-5 py-3.5">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">
                  <Link
                    to={PAGES.adminInquiry.getHref(inquiry._id)}
                    className="underline-offset-2 hover:text-brand-800 hover:underline"
                  >
                    {inquiry.name}
                  </Link>
                </p>
                <p className="truncate text-sm text-slate-600">
                  {inquiry.kind === 'general' ? inquiryTopic(inquiry) : `wants to book ${inquiry.celebrityName}`}
                </p>
                <p className="mt-0.5 text-xs text-slate-500">
                  <time dateTime={inquiry.createdAt}>{formatDate(inquiry.createdAt)}</time>
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1.5">
                <InquiryStatusBadge status={inquiry.status} />
                <InquiryClockBadge inquiry={inquiry} short />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
