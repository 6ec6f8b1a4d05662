import { usePageTitle } from '../../../lib/use-page-title';

/** Staff management (SPEC §2). Placeholder until the staff issue. */
export function StaffPage() {
  usePageTitle('Staff Management');
  return <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Staff Management</h1>;
}
