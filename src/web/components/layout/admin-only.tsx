import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGES, type PageName } from '#shared/pages';
import { buttonClasses } from '#web/components/ui/button';
import { useMayOpen } from '#web/lib/page-roles';

interface AdminOnlyProps {
  /** The page, by its name in the page table: its `roles` say who may open it. */
  page: PageName;
  /** The notice's id (it names its section). */
  id: string;
  /** "Only admins can read the audit log" */
  title: string;
  /** What to do instead. */
  text: string;
  children: ReactNode;
}

/**
 * A page's content for the roles that may open it (the page table's `roles`); anyone else, who never sees the
 * page in the sidebar but opened its address, is told it is for admins, with the way back.
 */
export function AdminOnly({ page, id, title, text, children }: AdminOnlyProps) {
  if (useMayOpen(page)) return children;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center"
    >
      <ShieldAlert className="size-10 text-brand-400" aria-hidden="true" />
      <h2 id={id} className="mt-3 text-lg font-semibold text-brand-950">
        {title}
      </h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{text}</p>
      <Link to={PAGES.adminDashboard.getHref()} className={buttonClasses({ variant: 'outline', className: 'mt-5' })}>
        Back to the dashboard
      </Link>
    </section>
  );
}
