import { usePageTitle } from '../../../lib/use-page-title';

/** Celebrity detail at /celebrity/:id (SPEC §2). Placeholder until the detail issue. */
export function CelebrityDetailPage() {
  usePageTitle('Celebrity Profile');
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">Celebrity Profile</h1>
    </section>
  );
}
