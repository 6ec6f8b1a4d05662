import { Dialog } from '#web/components/ui/dialog';
import type { LazyDialogState } from '#web/components/ui/lazy-dialog-button';
import { LazyFormPanel } from './lazy-form-panel';
import { LazyGeneralInquiryForm } from './lazy-general-inquiry-form';

interface GeneralInquiryDialogProps extends LazyDialogState {
  /** The package it is started from, if any. */
  packageName?: string | undefined;
}

/**
 * A general inquiry in a modal, for /contact and each service package; it closes once the
 * inquiry is stored. Fetched with its form when a visitor shows intent (GeneralInquiryButton).
 */
export default function GeneralInquiryDialog({
  open,
  onOpenChange,
  packageName,
  returnFocus,
}: GeneralInquiryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={packageName ? `Get started with ${packageName}` : 'Send us an inquiry'}
      description="Tell us what you need and we will reply with ideas and a quote within 24 hours."
    >
      <LazyFormPanel>
        <LazyGeneralInquiryForm packageName={packageName} onSubmitted={() => onOpenChange(false)} />
      </LazyFormPanel>
    </Dialog>
  );
}
