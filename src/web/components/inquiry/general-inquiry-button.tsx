import { lazy, type ReactNode } from 'react';
import { LazyDialogButton } from '#web/components/ui/lazy-dialog-button';

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

/** Opens the general inquiry form (SPEC's "Get Started", /contact's "Send us an inquiry"). */
export function GeneralInquiryButton({ name, packageName, className, children }: GeneralInquiryButtonProps) {
  return (
    <LazyDialogButton
      name={name}
      className={className}
      load={loadDialog}
      dialog={(state) => <GeneralInquiryDialog {...state} packageName={packageName} />}
    >
      {children}
    </LazyDialogButton>
  );
}
