import { usePageTitle } from '../../../lib/use-page-title';

/** Admin celebrity list (SPEC §2). Placeholder until the admin celebrities issue. */
export function AdminCelebritiesPage() {
  usePageTitle('Celebrities');
  return <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Celebrities</h1>;
}
