import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { MESSAGES } from '#shared/messages';
import { Spinner } from '#web/components/ui/spinner';

/** A dialog's form fetched on demand: a spinner while it arrives, a plain message if it cannot. */
export function LazyFormPanel({ children }: { children: ReactNode }) {
  return (
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
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
