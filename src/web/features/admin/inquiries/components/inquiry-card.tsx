import { CalendarDays, Clock, Mail, MapPin, Phone, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#shared/format';
import { PAGES } from '#shared/pages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { InquiryStatusBadge } from '#web/components/inquiry-status-badge';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button';
import { EmailLink } from '#web/components/ui/email-link';
import { useDeleteInquiry } from '../api/delete-inquiry';
import { InquiryStatusSelect } from './inquiry-status-select';

interface InquiryCardProps {
  inquiry: Inquiry;
  /** After the inquiry was deleted (its card, and the focused button in it, are about to go). */
  onDeleted: () => void;
}

interface DetailProps {
  icon: ReactNode;
  label: string;
  className?: string;
  children: ReactNode;
}

function Detail({ icon, label, className = '', children }: DetailProps) {
  return (
    <div className={`relative min-w-0 pl-6.5 ${className}`}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="absolute top-0.5 left-0 text-brand-500">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** One booking inquiry with everything SPEC §2 lists, its status dropdown and Delete. */
export function InquiryCard({ inquiry, onDeleted }: InquiryCardProps) {
  const remove = useDeleteInquiry();
  const headingId = `inquiry-${inquiry._id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={remove.isPending || undefined}
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm shadow-brand-900/5 transition-opacity ${remove.isPending ? 'opacity-50' : ''}`}
    >
      <div className="flex items-start justify-between gap-3 p-5 sm:p-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-brand-950">
            {inquiry.name}
          </h2>
          <p className="mt-0.5 text-sm break-words text-slate-700">
            wants to book{' '}
            {inquiry.celebrity ? (
              <Link
                to={PAGES.adminCelebrityView.getHref(inquiry.celebrity)}
                className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700"
              >
                {inquiry.celebrityName}
              </Link>
            ) : (
              <>
                <span className="font-semibold text-slate-900">{inquiry.celebrityName}</span>{' '}
                <span className="text-slate-500">(no longer in the catalogue)</span>
              </>
            )}
          </p>
          <p className="mt-1.5 flex items-center gap-1.5 text-xs text-slate-600">
            <Clock className="size-3.5" aria-hidden="true" />
            Submitted {formatDate(inquiry.createdAt)}
          </p>
        </div>
        <div className="shrink-0">
          <InquiryStatusBadge status={inquiry.status} />
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-4 border-t border-slate-100 px-5 py-5 sm:px-6 lg:grid-cols-3">
        {/* SPEC §2 order. Two columns even on a phone: the short values sit side by side. */}
        <Detail
          icon={<Mail className="size-4" aria-hidden="true" />}
          label="Email"
          className="col-span-2 sm:col-span-1"
        >
          <EmailLink email={inquiry.email} />
        </Detail>
        <Detail icon={<Phone className="size-4" aria-hidden="true" />} label="Phone">
          <a
            href={`tel:${inquiry.phoneNumber.replace(/[^\d+]/g, '')}`}
            className="text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
          >
            {inquiry.phoneNumber}
          </a>
        </Detail>
        <Detail icon={<CalendarDays className="size-4" aria-hidden="true" />} label="Event date">
          {formatDate(inquiry.eventDate)}
        </Detail>
        <Detail icon={<MapPin className="size-4" aria-hidden="true" />} label="Event location">
          {inquiry.eventLocation}
        </Detail>
        <Detail icon={<Sparkles className="size-4" aria-hidden="true" />} label="Event type">
          {inquiry.eventType}
        </Detail>
        <div className="col-span-2 lg:col-span-3">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Additional details</dt>
          <dd className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">
            {inquiry.additionalDetails || <span className="text-slate-500">None given</span>}
          </dd>
        </div>
      </dl>

      <div className="flex items-center justify-between gap-3 rounded-b-2xl border-t border-slate-100 bg-slate-50/60 px-5 py-3.5 sm:px-6">
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
