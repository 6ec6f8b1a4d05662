import { RotateCcw } from 'lucide-react';
import { MESSAGES } from '#shared/messages';
import { Button } from '#web/components/ui/button';
import { BackToCelebritiesLink } from './back-to-celebrities-link';

/** A failed load other than "not found" (network, server): the toast has said so; offer a retry. */
export function CelebrityLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{MESSAGES.genericError}</h1>
      <p className="mt-3 text-base text-slate-600 sm:text-lg">Failed to fetch celebrity details</p>
      <Button size="lg" onClick={onRetry} className="mt-8">
        <RotateCcw className="size-4" aria-hidden="true" />
        Try again
      </Button>
      <BackToCelebritiesLink className="mt-6" />
    </section>
  );
}
