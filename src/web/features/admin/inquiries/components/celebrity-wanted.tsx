import { Link } from 'react-router';
import { inquiryTopic } from '#shared/inquiry-topic';
import { PAGES } from '#shared/pages';
import type { Inquiry } from '#shared/schemas/inquiry';

/**
 * The celebrity wanted, linked to the profile while it is still in the catalogue; for a general
 * inquiry, what it is about ("General inquiry: Gold").
 */
export function CelebrityWanted({
  inquiry,
}: {
  inquiry: Pick<Inquiry, 'celebrity' | 'celebrityName' | 'kind' | 'packageName'>;
}) {
  if (inquiry.kind === 'general') return <span className="font-semibold text-slate-900">{inquiryTopic(inquiry)}</span>;
  return inquiry.celebrity ? (
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
  );
}
