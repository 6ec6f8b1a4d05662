import { lazy, Suspense, useState } from 'react';

const loadMobileSidebar = () => import('./admin-mobile-sidebar');

/**
 * Starts downloading the phone's slide-in sidebar (Radix Dialog, about 12 KB sent) when the
 * person reaches for its toggle (pointer down, focus), so the first tap seldom waits for it.
 */
export function preloadMobileSidebar(): void {
  void loadMobileSidebar();
}

const AdminMobileSidebar = lazy(async () => ({ default: (await loadMobileSidebar()).AdminMobileSidebar }));

interface LazyAdminMobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The phone's sidebar, loaded the first time it opens (decision 0048): every screen of the panel
 * on a phone would otherwise download the dialog library on arrival for a panel that is closed.
 * Once opened it stays mounted, so closing it animates as before.
 */
export function LazyAdminMobileSidebar({ open, onOpenChange }: LazyAdminMobileSidebarProps) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AdminMobileSidebar open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
