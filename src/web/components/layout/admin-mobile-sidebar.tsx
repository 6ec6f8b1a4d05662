import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { AdminSidebarContent } from './admin-sidebar-content';

interface AdminMobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Under 768 px the sidebar slides in from the left over the page (18rem), as a modal panel. */
export function AdminMobileSidebar({ open, onOpenChange }: AdminMobileSidebarProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/60 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-2xl transition-transform duration-200 starting:-translate-x-full"
        >
          <AdminSidebarContent
            collapsed={false}
            onNavigate={() => onOpenChange(false)}
            renderTitle={(text) => <Dialog.Title className="truncate font-bold tracking-tight">{text}</Dialog.Title>}
          />
          <Dialog.Close
            aria-label="Close sidebar"
            className="absolute top-3 right-3 rounded-full p-2 text-brand-100 hover:bg-white/10 hover:text-white [--focus-ring:var(--color-gold-400)]"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
