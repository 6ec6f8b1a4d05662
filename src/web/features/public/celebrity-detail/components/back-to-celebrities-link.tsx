import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';

/** The way back to the listing, shown above a profile and on its error states. */
export function BackToCelebritiesLink({ className = '' }: { className?: string }) {
  return (
    <Link
      to={PAGES.celebrities.getHref()}
      className={`inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-900 ${className}`}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Celebrities
    </Link>
  );
}
