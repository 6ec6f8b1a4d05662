import { usePageTitle } from '../../../lib/use-page-title';

/** Admin celebrity view at /admin/celebrities/view/:id (SPEC §2). Placeholder. */
export function CelebrityViewPage() {
  usePageTitle('Celebrity Details');
  return <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Celebrity Details</h1>;
}
