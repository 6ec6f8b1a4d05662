import type { PageName } from '#shared/pages';
import { AdminPageTitle } from './admin-page-title';
import { ADMIN_SCREEN_HEADINGS } from './admin-screen-headings';

const BLOCK = 'rounded-2xl bg-white ring-1 ring-slate-200';

/**
 * What an admin screen shows until its code is here: its heading where the screen draws it (for
 * the screens whose heading is fixed, ADMIN_SCREEN_HEADINGS) and blank panels where its content
 * will be. The server draws it in its shell before any script (decision 0052), and the admin
 * layout shows it while the screen's chunk loads, so the heading stays put from the first paint.
 */
export function AdminScreenPlaceholder({ page }: { page: PageName }) {
  const heading = ADMIN_SCREEN_HEADINGS[page];
  return (
    <div className="space-y-6">
      {heading && (
        <div className={heading.row}>
          <AdminPageTitle title={heading.title} lead={heading.lead}>
            {heading.description}
          </AdminPageTitle>
          {heading.beside && <span aria-hidden="true" className={heading.beside} />}
        </div>
      )}
      <p role="status" className="sr-only">
        Loading...
      </p>
      <div aria-hidden="true" className="space-y-4">
        <div className={`h-24 ${BLOCK}`} />
        <div className={`h-48 ${BLOCK}`} />
        <div className={`h-48 ${BLOCK}`} />
      </div>
    </div>
  );
}
