import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { EarlyTapButton } from '#web/components/ui/early-tap-button';

/**
 * The dialog, its form and their libraries (Radix, react-hook-form, zod) are chunks of their
 * own: /contact, /about and /services are server-rendered pages within the first-load budget, and
 * most visitors never open the form.
 */
const loadDialog = () => import('./general-inquiry-dialog');
const GeneralInquiryDialog = lazy(loadDialog);

interface GeneralInquiryButtonProps {
  /**
   * Names the button in the address (`#send-inquiry`) when it is tapped before the app has
   * started; unique on its page.
   */
  name: string;
  /** The package it starts from ("Get Started"), if any. */
  packageName?: string;
  className: string;
  children: ReactNode;
}

/**
 * Opens the general inquiry form (SPEC's "Get Started", /contact's "Send us an inquiry"). The
 * dialog's code is fetched on the first sign of intent (pointer over, focus), and mounted from
 * then on. A tap before the page's JavaScript has arrived opens it as soon as it has (issue 18:
 * a plain button did nothing then, and the tap was lost).
 */
export function GeneralInquiryButton({ name, packageName, className, children }: GeneralInquiryButtonProps) {
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const showIntent = () => {
    setWanted(true);
    loadDialog().catch(() => undefined);
  };
  const openForm = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <EarlyTapButton
        ref={buttonRef}
        name={name}
        onEarlyTap={openForm}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={showIntent}
        onFocus={showIntent}
        onClick={openForm}
        className={className}
      >
        {children}
      </EarlyTapButton>
      {wanted && (
        <Suspense fallback={null}>
          <GeneralInquiryDialog open={open} onOpenChange={setOpen} packageName={packageName} returnFocus={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
