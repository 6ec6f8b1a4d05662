import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { buttonClasses } from '#web/components/ui/button';

/** SPEC §2: the detail page of an unknown (or malformed) id. */
export function CelebrityNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <UserX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">Celebrity not found</h1>
      <p className="mt-3 text-base text-slate-600 sm:text-lg">
        The celebrity you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <Link to={PAGES.celebrities.getHref()} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        Browse Celebrities
      </Link>
    </section>
  );
}
