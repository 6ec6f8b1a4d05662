import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PAGES } from '#shared/pages';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useAdminCelebrity } from '#web/lib/queries/celebrities';
import { usePageTitle } from '#web/lib/use-head-meta';
import { CelebrityForm } from './components/celebrity-form';

/**
 * Add and edit form of SPEC §2: one component, in edit mode when the route carries an id.
 * In edit mode the record loads first; a failed load has toasted and goes to the list.
 */
export function CelebrityFormPage() {
  const { id } = useParams();
  const mode = id ? 'edit' : 'add';
  const heading = mode === 'edit' ? 'Edit Celebrity' : 'Add New Celebrity';
  usePageTitle(heading);
  const navigate = useNavigate();
  const location = useLocation();
  // The record to edit, fetched afresh; a failure toasts the SPEC §8 text.
  const { data, isError, isFetchedAfterMount } = useAdminCelebrity(id, {
    errorToast: 'Failed to fetch celebrity details',
  });
  // Only a copy fetched for this visit: a cached one may predate the last save.
  const celebrity = isFetchedAfterMount ? data : undefined;

  useEffect(() => {
    if (isError) void navigate(PAGES.adminCelebrities.getHref(), { replace: true });
  }, [isError, navigate]);

  // Back where the user came from; straight to the list when the form was opened directly.
  const goBack = () => {
    if (location.key === 'default') void navigate(PAGES.adminCelebrities.getHref());
    else void navigate(-1);
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        <h1 className="w-full text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{heading}</h1>
      </div>
      {mode === 'edit' && !celebrity ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-base font-medium text-slate-700">
          <Spinner className="size-5 text-brand-600" />
          Loading celebrity details...
        </p>
      ) : (
        <CelebrityForm key={id ?? 'new'} mode={mode} celebrity={celebrity} />
      )}
    </div>
  );
}
