import { usePageTitle } from '../../../lib/use-page-title';

/** Admin dashboard (SPEC §2). Placeholder until the dashboard issue. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Dashboard</h1>;
}
