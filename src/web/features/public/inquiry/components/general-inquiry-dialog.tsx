import { lazy, Suspense, type RefObject } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { MESSAGES } from '#shared/messages';
import { Dialog } from '#web/components/ui/dialog';
import { Spinner } from '#web/components/ui/spinner';

const GeneralInquiryForm = lazy(() =>
  import('./general-inquiry-form').then((module) => ({ default: module.GeneralInquiryForm })),
);

interface GeneralInquiryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The package it is started from, if any. */
  packageName?: string | undefined;
  /** The button that opened it: focus goes back there on close. */
  returnFocus: RefObject<HTMLElement | null>;
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
      <ErrorBoundary
        fallback={<p className="py-12 text-center text-sm font-medium text-slate-800">{MESSAGES.genericError}</p>}
      >
        <Suspense
          fallback={
            <p className="flex items-center justify-center gap-2 py-16 text-sm font-medium text-slate-700">
              <Spinner className="size-5 text-brand-600" />
              Loading form
            </p>
          }
        >
          <GeneralInquiryForm packageName={packageName} onSubmitted={() => onOpenChange(false)} />
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}
