import { usePageTitle } from '../../../lib/use-page-title';

/** About, also shown at /contact (SPEC §2). Placeholder until the about page issue. */
export function AboutPage() {
  usePageTitle('About Us');
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">About Us</h1>
    </section>
  );
}
