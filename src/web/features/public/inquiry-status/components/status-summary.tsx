import { ArrowRight, CalendarDays, Clock, MapPin, PartyPopper, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatIndianTime } from '#shared/format';
import { PAGES } from '#shared/pages';
import { CUSTOMER_STAGE_WORDS, type CustomerStage } from '#shared/customer-stage';
import type { InquiryStatusView } from '#shared/schemas/inquiry';
import { nextStepOf } from '../next-step';

const TONE: Record<CustomerStage, string> = {
  received: 'bg-amber-100 text-amber-900',
  contacted: 'bg-brand-100 text-brand-900',
  arranging: 'bg-brand-100 text-brand-900',
  awaiting_advance: 'bg-amber-100 text-amber-900',
  booked: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-900',
  declined: 'bg-slate-200 text-slate-800',
};

/** One term of the summary: an icon beside its label, the value under it. */
function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        {icon}
        {term}
      </dt>
      <dd className="mt-0.5 pl-7 font-semibold text-brand-950">{children}</dd>
    </div>
  );
}

/**
 * Where the inquiry stands now (its stage: the booking's own state once there is one), what happens next (the promised reply, then one line per state, and
 * for a declined inquiry the way to ask again), and what was asked.
 */
export function StatusSummary({ inquiry }: { inquiry: InquiryStatusView }) {
  const words = CUSTOMER_STAGE_WORDS[inquiry.stage];
  const next = nextStepOf(inquiry);
  return (
    <section aria-labelledby="status-now" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
      <p className="text-sm font-medium text-slate-600">Reference {inquiry.reference}</p>
      <h2 id="status-now" className="mt-2 flex flex-wrap items-center gap-3 text-2xl font-bold text-brand-950">
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE[inquiry.stage]}`}>{words.label}</span>
        <span className="text-lg font-medium text-slate-800">{words.explanation}</span>
      </h2>
      <div className="mt-5 rounded-xl bg-brand-50 p-4 text-slate-700">
        <h3 className="font-semibold text-brand-950">What happens next</h3>
        <p className="mt-2 flex items-start gap-2">
          <Clock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          {inquiry.answeredAt
            ? `We replied on ${formatIndianTime(inquiry.answeredAt)}.`
            : `We promise you a quote by ${formatIndianTime(inquiry.replyBy)}.`}
        </p>
        <p className="mt-1 pl-7">{next.text}</p>
        {next.askAgain && (
          <Link
            to={PAGES.contact.getHref()}
            className="mt-2 ml-7 inline-flex items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            Send us a new inquiry
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <Fact icon={<Star className="size-5 shrink-0 text-gold-500" aria-hidden="true" />} term="Celebrity">
          {inquiry.celebrityName}
        </Fact>
        <Fact icon={<PartyPopper className="size-5 shrink-0 text-brand-600" aria-hidden="true" />} term="Event">
          {inquiry.eventType}
        </Fact>
        <Fact icon={<CalendarDays className="size-5 shrink-0 text-brand-600" aria-hidden="true" />} term="Event date">
          {formatDate(inquiry.eventDate)}
        </Fact>
        <Fact icon={<MapPin className="size-5 shrink-0 text-brand-600" aria-hidden="true" />} term="Location">
          {inquiry.eventLocation}
        </Fact>
      </dl>
    </section>
  );
}
