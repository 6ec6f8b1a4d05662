import type { PageName } from '#shared/pages';
import { ADMIN_SIDEBAR_CLASSES, AdminFrame } from './admin-frame';
import { AdminHeader } from './admin-header';
import { AdminScreenPlaceholder } from './admin-screen-placeholder';
import { AdminSidebarFrame } from './admin-sidebar-content';

/**
 * The admin panel as the server draws it for every visitor of an /admin address, before any
 * script (decision 0052): the header, the sidebar's frame on a wide screen (its sections and the
 * user are the app's to draw: the sign-in lives in the browser's storage, so the server knows
 * neither who is signed in nor their role) and the screen's placeholder. Nothing in it is private.
 * The app takes its place once it has drawn a page (lib/server-shell.ts).
 */
export function AdminShellPlaceholder({ page }: { page: PageName }) {
  return (
    <AdminFrame
      // A phone's sidebar is a slide-in panel the app opens: nothing to draw.
      sidebar={
        <aside aria-label="Sidebar" className={`${ADMIN_SIDEBAR_CLASSES} hidden w-64 md:block`}>
          <AdminSidebarFrame collapsed={false} />
        </aside>
      }
      header={<AdminHeader sidebarExpanded={false} />}
    >
      <AdminScreenPlaceholder page={page} />
    </AdminFrame>
  );
}
