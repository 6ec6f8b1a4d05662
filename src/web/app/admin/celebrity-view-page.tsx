import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PAGES } from '#shared/pages';
import { Spinner } from '#web/components/ui/spinner';
import { useAdminCelebrity } from '#web/lib/queries/celebrities';
import { usePageTitle } from '#web/lib/use-head-meta';
import { CelebrityView } from '#web/features/admin/celebrity-view/components/celebrity-view';
import { PayeeSection } from '#web/features/admin/payees/components/payee-section';

/**
 * Admin celebrity view at /admin/celebrities/view/:id (SPEC §2), with the payee's details below it
 * (issue 39): the app layer composes the catalogue's view and the payees feature. A failed load
 * returns to the list silently, replacing this entry so Back does not lead to the failure again
 * (SPEC §8).
 */
export function CelebrityViewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: celebrity, isError } = useAdminCelebrity(id);
  usePageTitle(celebrity ? `${celebrity.name} | Celebrity Details` : 'Celebrity Details');

  useEffect(() => {
    if (isError) void navigate(PAGES.adminCelebrities.getHref(), { replace: true });
  }, [isError, navigate]);

  if (!celebrity || isError) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-base font-medium text-slate-700">
        <Spinner className="size-5 text-brand-600" />
        Loading celebrity details...
      </p>
    );
  }
  return <CelebrityView celebrity={celebrity} payee={<PayeeSection celebrityId={celebrity._id} />} />;
}
