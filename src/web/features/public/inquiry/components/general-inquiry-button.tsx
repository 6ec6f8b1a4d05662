import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

/**
 * The dialog, its form and their libraries (Radix, react-hook-form, zod) are chunks of their
 * own: /contact, /about and /services are prerendered pages within the first-load budget, and
 * most visitors never open the form.
 */
const loadDialog = () => import('./general-inquiry-dialog');
const GeneralInquiryDialog = lazy(loadDialog);

interface GeneralInquiryButtonProps {
  /** The package it starts from ("Get Started"), if any. */
  packageName?: string;
  className: string;
  children: ReactNode;
}

/**
 * Opens the general inquiry form (SPEC's "Get Started", /contact's "Send us an inquiry"). The
 * dialog's code is fetched on the first sign of intent (pointer over, focus), and mounted from
 * then on.
 */
export function GeneralInquiryButton({ packageName, className, children }: GeneralInquiryButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const showIntent = () => {
    setWanted(true);
    loadDialog().catch(() => undefined);
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={showIntent}
        onFocus={showIntent}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={className}
      >
        {children}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <GeneralInquiryDialog open={open} onOpenChange={setOpen} packageName={packageName} returnFocus={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
