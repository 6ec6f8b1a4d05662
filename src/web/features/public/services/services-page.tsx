import { usePageTitle } from '../../../lib/use-page-title';

/** Services (SPEC §2). Placeholder until the services page issue. */
export function ServicesPage() {
  usePageTitle('Our Services');
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">Our Services</h1>
    </section>
  );
}
