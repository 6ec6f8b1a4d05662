import {
  Building2,
  CalendarDays,
  Landmark,
  Mail,
  Map as MapIcon,
  MapPin,
  Package,
  Phone,
  Sparkles,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate, formatIndianTime } from '#shared/format';
import type { Inquiry } from '#shared/schemas/inquiry';
import { EmailLink } from '#web/components/ui/email-link';
import { quoteNeedsOf, type QuoteNeed } from '#web/lib/quote-needs';

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

/**
 * What a general inquiry may add (its package, budget and audience), in this order, each shown
 * only when the visitor gave it: a booking inquiry has none of them.
 */
const ANSWERS_IF_GIVEN = [
  { field: 'packageName', label: 'Package', Icon: Package },
  { field: 'budgetRange', label: 'Budget range', Icon: Wallet },
  { field: 'audienceSize', label: 'Audience size', Icon: Users },
] as const;

/** The icon of each thing a quote needs (issue 41). */
const QUOTE_NEED_ICONS: Record<QuoteNeed, typeof Wallet> = {
  budget: Wallet,
  guests: Users,
  company: Building2,
  gstin: Landmark,
  billingState: MapIcon,
};

/** An inquiry's fields in SPEC §2 order: contact, event, and the visitor's own words. */
export function InquiryFields({ inquiry, className = '' }: { inquiry: Inquiry; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-4 lg:grid-cols-3 ${className}`}>
      {/* Two columns even on a phone: the short values sit side by side. */}
      <Detail icon={<Mail className="size-4" aria-hidden="true" />} label="Email" className="col-span-2 sm:col-span-1">
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
      {ANSWERS_IF_GIVEN.map(
        ({ field, label, Icon }) =>
          inquiry[field] && (
            <Detail key={field} icon={<Icon className="size-4" aria-hidden="true" />} label={label}>
              {inquiry[field]}
            </Detail>
          ),
      )}
      {quoteNeedsOf(inquiry).map(({ need, label, value }) => {
        const Icon = QUOTE_NEED_ICONS[need];
        return (
          <Detail key={need} icon={<Icon className="size-4" aria-hidden="true" />} label={label}>
            {value}
          </Detail>
        );
      })}
      <div className="col-span-2 lg:col-span-3">
        <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {inquiry.kind === 'general' ? 'What they need' : 'Additional details'}
        </dt>
        <dd className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">
          {inquiry.additionalDetails || <span className="text-slate-500">None given</span>}
        </dd>
      </div>
      <div className="col-span-2 lg:col-span-3">
        <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Privacy consent</dt>
        <dd className="mt-1 text-sm text-slate-800">
          {inquiry.consentAt ? (
            `Given ${formatIndianTime(inquiry.consentAt)}`
          ) : (
            <span className="text-slate-500">Not asked (sent before the consent was asked)</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
