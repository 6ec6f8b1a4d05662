import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { buttonClasses } from '#web/components/ui/button';
import { telHref } from '#web/lib/site';
import { useSiteContent } from '#web/lib/site-content';

const linkClass = 'inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline';

const HEADINGS = {
  malformed: 'We could not open this link',
  unknown: 'We could not find this inquiry',
  expired: 'This link has expired',
} as const;

/**
 * A status link that leads nowhere: one that is not a link we make (cut short or changed when it
 * was copied), one that matches no inquiry, or one that no longer works (revoked when staff sent
 * a new one, or run out months after the inquiry was over). It says which, in a sentence (the
 * server's, for the last two), and how to reach the agency: its main phone and e-mail, as the
 * footer shows them (Settings), and the contact page.
 */
export function StatusLinkProblem({ problem, message }: { problem: keyof typeof HEADINGS; message: string }) {
  const contact = useSiteContent()?.contact;
  const phone = contact?.phones[0]?.number;
  const email = contact?.emails[0]?.address;
  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold text-brand-950">{HEADINGS[problem]}</h2>
      <p className="mt-2 text-slate-700">
        {problem === 'malformed'
          ? 'This link is not valid: part of it may have been lost when it was copied. Please open it again from your e-mail, or get in touch and we will find your inquiry for you.'
          : message}
      </p>
      {(phone || email) && (
        <ul className="mt-4 space-y-2">
          {phone && (
            <li>
              <a href={telHref(phone)} className={linkClass}>
                <Phone className="size-4 text-brand-600" aria-hidden="true" />
                {phone}
              </a>
            </li>
          )}
          {email && (
            <li>
              <a href={`mailto:${email}`} className={linkClass}>
                <Mail className="size-4 text-brand-600" aria-hidden="true" />
                {email}
              </a>
            </li>
          )}
        </ul>
      )}
      <Link to={PAGES.contact.getHref()} className={buttonClasses({ className: 'mt-6' })}>
        Contact us
      </Link>
    </section>
  );
}
