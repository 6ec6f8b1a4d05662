import { Bell, ExternalLink, PanelLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { totalText } from '#web/components/admin-list/list-total-text';
import { useAtRiskCount } from '#web/lib/queries/inquiries';

interface AdminHeaderProps {
  sidebarExpanded: boolean;
  /** Absent in the shell the server draws (decision 0052): the toggle waits, disabled, for the app. */
  onToggleSidebar?: () => void;
  /** The toggle is about to be used (pointer down, focus): the phone's sidebar starts loading. */
  onToggleIntent?: () => void;
}

/**
 * The admin header: the sidebar toggle (Ctrl or Cmd + B does the same), a link to the public
 * site and the bell. The spec's bell does nothing; ours counts the inquiries that break or are
 * about to break the reply promise (overdue or due soon, never answered) and opens them.
 */
export function AdminHeader({ sidebarExpanded, onToggleSidebar, onToggleIntent }: AdminHeaderProps) {
  const count = useAtRiskCount().data;
  const atRisk = count?.total ?? 0;
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-5">
      <button
        type="button"
        onClick={onToggleSidebar}
        onPointerDown={onToggleIntent}
        onFocus={onToggleIntent}
        disabled={!onToggleSidebar}
        aria-label="Toggle Sidebar"
        aria-expanded={sidebarExpanded}
        title="Toggle Sidebar (Ctrl+B)"
        className="grid size-10 place-items-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950"
      >
        <PanelLeft className="size-5" aria-hidden="true" />
      </button>
      <div className="flex-1" />
      <Link
        to={PAGES.home.getHref()}
        className="hidden items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 sm:inline-flex"
      >
        View site
        <ExternalLink className="size-4" aria-hidden="true" />
      </Link>
      <Link
        to={`${PAGES.adminInquiries.getHref()}?clock=at-risk&sort=reply-by`}
        aria-label={
          atRisk
            ? `Notifications: ${totalText(atRisk, count?.totalKind)} ${atRisk === 1 ? 'inquiry' : 'inquiries'} overdue or due soon`
            : 'Notifications: no inquiries overdue or due soon'
        }
        className="relative grid size-10 place-items-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950"
      >
        <Bell className="size-5" aria-hidden="true" />
        {atRisk > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-red-600 px-1 text-[0.625rem] leading-none font-bold text-white"
          >
            {atRisk > 99 ? '99+' : atRisk}
          </span>
        )}
      </Link>
    </header>
  );
}
