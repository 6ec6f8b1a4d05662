import { useMemo } from 'react';
import { useSearchedList } from '#web/components/admin-list/use-searched-list';
import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { usePageTitle } from '#web/lib/use-head-meta';
import type { MoneyDocumentGroup } from '../utils/money-document-groups';
import { moneyDocumentListSpec } from '../utils/money-document-list-params';
import { MoneyDocumentFilters } from './money-document-filters';
import { MoneyDocumentsResults } from './money-documents-results';

/** A screen of the money's documents (Payments or Invoices): its title, filters, totals and list, its view in the URL. */
export function MoneyDocumentsList({ group }: { group: MoneyDocumentGroup }) {
  usePageTitle(group.title);
  const spec = useMemo(() => moneyDocumentListSpec(group), [group]);
  const { filters, results } = useSearchedList(spec);
  return (
    <div className="space-y-6">
      <AdminPageTitle title={group.title}>{group.intro}</AdminPageTitle>
      <MoneyDocumentFilters group={group} {...filters} />
      <MoneyDocumentsResults group={group} spec={spec} {...results} />
    </div>
  );
}
