import { Outlet } from 'react-router';
import { AdminFrame, ADMIN_SIDEBAR_CLASSES } from './admin-frame';
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
    <AdminFrame
      sidebar={
        sidebar.isMobile ? (
          <LazyAdminMobileSidebar open={sidebar.openMobile} onOpenChange={sidebar.setOpenMobile} />
        ) : (
          <aside
            aria-label="Sidebar"
            data-state={collapsed ? 'collapsed' : 'expanded'}
            className={`${ADMIN_SIDEBAR_CLASSES} ${collapsed ? 'w-12' : 'w-64'}`}
          >
            <AdminSidebarContent collapsed={collapsed} />
          </aside>
        )
      }
      header={
        <AdminHeader
          sidebarExpanded={sidebar.isMobile ? sidebar.openMobile : sidebar.open}
          onToggleSidebar={sidebar.toggle}
          onToggleIntent={sidebar.isMobile ? preloadMobileSidebar : undefined}
        />
      }
    >
      <Outlet />
    </AdminFrame>
  );
}
