import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { adminScreenHeading } from '#web/components/layout/admin-screen-headings';
import { useSearchedList } from '#web/components/admin-list/use-searched-list';
import { AdminOnly } from '#web/components/layout/admin-only';
import { useMayOpen } from '#web/lib/page-roles';
import { usePageTitle } from '#web/lib/use-head-meta';
import { AuditFilters } from './components/audit-filters';
import { AuditResults } from './components/audit-results';
import { AUDIT_LIST } from './utils/audit-list-params';

/**
 * The audit log (admins only): every change to celebrities, settings, staff, accounts and
 * inquiries, newest first, with who made it, when, and the values before and after; searched and
 * filtered by person, kind and days, paged, all in the URL. Staff never see the section in the
 * sidebar; one who opens the address is told it is for admins (the server refuses them too).
 */
const HEADING = adminScreenHeading('adminAudit');

export function AuditLogPage() {
  usePageTitle(HEADING.title);
  const isAdmin = useMayOpen('adminAudit');
  return (
    <div className="space-y-6">
      <AdminPageTitle title={HEADING.title}>
        {isAdmin ? HEADING.description : 'Who changed what, and when.'}
      </AdminPageTitle>
      <AdminOnly
        page="adminAudit"
        id="audit-admins-only"
        title="Only admins can read the audit log"
        text="Ask an admin if you need to know who changed something."
      >
        <AuditLog />
      </AdminOnly>
    </div>
  );
}

function AuditLog() {
  const { filters, results } = useSearchedList(AUDIT_LIST);
  return (
    <>
      <AuditFilters {...filters} />
      <AuditResults {...results} />
    </>
  );
}
