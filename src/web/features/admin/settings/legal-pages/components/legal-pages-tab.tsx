import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LEGAL_PAGES, type LegalPage } from '#shared/constants/site';
import { isLegalPageSlug, type AdminLegalPage } from '#shared/schemas/legal';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { useAdminLegalPages } from '#web/lib/queries/legal-pages';
import { LEGAL_PAGE_LABELS } from '../legal-page-labels';
import { LegalPageEditor } from './legal-page-editor';

/**
 * The page chosen, kept in the address too (`?page=`, the Privacy Policy when it names none), so
 * a reload or a shared link opens the same page. The choice shows at once; the address follows.
 */
function useChosenPage(): [LegalPage, (slug: LegalPage) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [slug, setSlug] = useState<LegalPage>(() => {
    const requested = searchParams.get('page') ?? '';
    return isLegalPageSlug(requested) ? requested : 'privacy';
  });
  const choose = (next: LegalPage) => {
    setSlug(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('page', next);
        return params;
      },
      { replace: true },
    );
  };
  return [slug, choose];
}

/** A page the database holds no row for yet: the form starts empty and the first save creates it. */
function unsavedPage(slug: LegalPage): AdminLegalPage {
  return { slug, title: LEGAL_PAGE_LABELS[slug], markdown: '', updatedAt: '', updatedByName: null };
}

/**
 * The "Legal pages" tab: choose the Privacy Policy or the Terms of Service, edit its title and
 * Markdown text with a live preview, and save. Unsaved edits of each page are kept while the
 * admin switches between them (see use-legal-draft.ts).
 */
export function LegalPagesTab() {
  const { data, isPending, isError, refetch } = useAdminLegalPages();
  const [slug, choose] = useChosenPage();

  if (isPending) return <ListLoading label="Loading the legal pages..." centered />;
  if (isError) return <ListLoadFailed message="Failed to load the legal pages" onRetry={() => void refetch()} />;

  const page = data.find((candidate) => candidate.slug === slug) ?? unsavedPage(slug);
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Page</legend>
        <div className="mt-2 inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
          {LEGAL_PAGES.map((option) => (
            <label
              key={option}
              className="relative flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm"
            >
              {/* The radio covers its segment, invisible: the segment is what is clicked and focused. */}
              <input
                type="radio"
                name="legal-page"
                value={option}
                checked={option === slug}
                onChange={() => choose(option)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-lg"
              />
              {LEGAL_PAGE_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      {/* One editor per page: a new page is a new form, started from its saved text or draft. */}
      <LegalPageEditor key={slug} page={page} />
    </div>
  );
}
