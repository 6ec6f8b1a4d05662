import { usePageTitle } from '../../../lib/use-page-title';

/** Celebrities listing (SPEC §2). Placeholder until the listing issue. */
export function CelebritiesPage() {
  usePageTitle('Our Celebrities');
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">Our Celebrities</h1>
    </section>
  );
}
