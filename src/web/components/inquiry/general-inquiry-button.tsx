import type { ReactNode } from 'react';
import { LazyDialogButton } from '#web/components/ui/lazy-dialog-button';
import { lazyWithPreload } from '#web/lib/lazy-with-preload';
import { LazyGeneralInquiryForm } from './lazy-general-inquiry-form';

/**
 * The dialog, its form and their libraries (Radix, react-hook-form, zod) are chunks of their
 * own: /contact, /about and /services are server-rendered pages within the first-load budget, and
 * most visitors never open the form. On intent both are fetched at once, and once fetched they
 * draw at once (lazyWithPreload): the dialog asking for its form only when it opened, and React
 * holding each lazy part's fallback for its minimum time, were the "Loading form" a visitor saw
 * for well over a second (issue 23).
 */
const GeneralInquiryDialog = lazyWithPreload(() => import('./general-inquiry-dialog'));
const loadDialogAndForm = () => Promise.all([GeneralInquiryDialog.preload(), LazyGeneralInquiryForm.preload()]);

interface GeneralInquiryButtonProps {
  /**
   * Names the button in the address (`#send-inquiry`) when it is tapped before the app has
   * started; unique on its page.
   */
  name: string;
  /** The package it starts from ("Get Started"), if any. */
  packageName?: string;
  className: string;
  /** Fetch the dialog when the started app is idle too: where sending an inquiry is the point (/contact). */
  preloadWhenIdle?: boolean;
  children: ReactNode;
}

/** Opens the general inquiry form (SPEC's "Get Started", /contact's "Send us an inquiry"). */
export function GeneralInquiryButton({
  name,
  packageName,
  className,
  preloadWhenIdle = false,
  children,
}: GeneralInquiryButtonProps) {
  return (
    <LazyDialogButton
      name={name}
      className={className}
      load={loadDialogAndForm}
      preloadWhenIdle={preloadWhenIdle}
      dialog={(state) => <GeneralInquiryDialog {...state} packageName={packageName} />}
    >
      {children}
    </LazyDialogButton>
  );
}
