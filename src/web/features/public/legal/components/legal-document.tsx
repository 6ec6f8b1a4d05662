import { Link } from 'react-router';
import type { LegalPage } from '#shared/constants/site';
import { formatDate } from '#shared/format';
import { titled } from '#shared/page-meta';
import { PAGES } from '#shared/pages';
import { Markdown } from '#web/components/markdown';
import { buttonClasses } from '#web/components/ui/button';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { isLegalPageMissing, useLegalPage } from '#web/lib/queries/legal-pages';
import { useHeadMeta } from '#web/lib/use-head-meta';

/** The other legal page, suggested at the end of each. */
const OTHER: Record<LegalPage, LegalPage> = { privacy: 'terms', terms: 'privacy' };
const FALLBACK_TITLE: Record<LegalPage, string> = { privacy: 'Privacy Policy', terms: 'Terms of Service' };

/**
 * A legal page: its title, when it was last updated and its Markdown text, rendered safely. The
 * server renders it with the stored page (so it arrives complete); a visit that starts elsewhere
 * loads it.
 */
export function LegalDocument({ slug }: { slug: LegalPage }) {
  const page = PAGES[slug];
  const { data, isPending, isError, error, refetch } = useLegalPage(slug);
  useHeadMeta({ ...page.meta, ...(data ? { title: titled(data.title) } : {}) });
  const other = PAGES[OTHER[slug]];

  return (
    <article aria-labelledby="legal-title" className="bg-white">
      <header className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white px-4 pt-14 pb-10 sm:px-6 sm:pt-20 lg:px-8">
        <div className="mx-auto max-w-3xl">
          <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">Legal</p>
          <h1
            id="legal-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance break-words text-brand-950 sm:text-5xl"
          >
            {data?.title ?? FALLBACK_TITLE[slug]}
          </h1>
          {data && (
            <p className="mt-4 text-sm text-slate-600">
              Last updated <time dateTime={data.updatedAt}>{formatDate(data.updatedAt)}</time>
            </p>
          )}
        </div>
      </header>

      <div className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="mx-auto max-w-3xl">
          {data ? (
            <Markdown source={data.markdown} className="text-base sm:text-lg" />
          ) : isPending ? (
            <ListLoading label="Loading..." centered />
          ) : isError && isLegalPageMissing(error) ? (
            <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center">
              <p className="text-base font-medium text-slate-800">This page has no text yet.</p>
              <Link to={PAGES.contact.getHref()} className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
                Contact us
              </Link>
            </div>
          ) : (
            <ListLoadFailed message="We could not load this page." onRetry={() => void refetch()} />
          )}

          <p className="mt-14 border-t border-slate-200 pt-6 text-sm text-slate-600">
            See also our{' '}
            <Link
              to={other.getHref()}
              className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900"
            >
              {FALLBACK_TITLE[OTHER[slug]]}
            </Link>
            .
          </p>
        </div>
      </div>
    </article>
  );
}
