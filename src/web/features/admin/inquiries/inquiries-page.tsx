import { usePageTitle } from '../../../lib/use-page-title';

/** Inquiries management (SPEC §2). Placeholder until the inquiries issue. */
export function InquiriesPage() {
  usePageTitle('Inquiries Management');
  return <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Inquiries Management</h1>;
}
