import { Outlet } from 'react-router';
import { AdminHeader } from './admin-header';
import { AdminSidebarContent } from './admin-sidebar-content';
import { LazyAdminMobileSidebar, preloadMobileSidebar } from './lazy-admin-mobile-sidebar';
import { RequireSession } from './require-session';
import { useAdminSidebar } from './use-admin-sidebar';

/**
 * The admin shell of SPEC §2 behind the session guard: the sidebar (a 16rem column or a 3rem
 * icon rail on wide screens, an 18rem slide-in panel under 768 px), the header and the page.
 * Lives in its own lazy chunk so public pages never download it; the route table mounts it inside
 * the QueryProvider, which every admin page then shares.
 */
export function AdminLayout() {
  return (
    <RequireSession side="admin">
      <AdminShell />
    </RequireSession>
  );
}

function AdminShell() {
  const sidebar = useAdminSidebar();
  const collapsed = !sidebar.open;
  return (
    <div className="flex min-h-dvh bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {!sidebar.isMobile && (
        <aside
          aria-label="Sidebar"
          data-state={collapsed ? 'collapsed' : 'expanded'}
          className={`sticky top-0 h-dvh shrink-0 overflow-hidden transition-[width] duration-200 ease-out motion-reduce:transition-none ${collapsed ? 'w-12' : 'w-64'}`}
        >
          <AdminSidebarContent collapsed={collapsed} />
        </aside>
      )}
      {sidebar.isMobile && <LazyAdminMobileSidebar open={sidebar.openMobile} onOpenChange={sidebar.setOpenMobile} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader
          sidebarExpanded={sidebar.isMobile ? sidebar.openMobile : sidebar.open}
          onToggleSidebar={sidebar.toggle}
          onToggleIntent={sidebar.isMobile ? preloadMobileSidebar : undefined}
        />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:py-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
