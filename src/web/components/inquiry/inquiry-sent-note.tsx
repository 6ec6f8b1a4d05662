import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

/**
 * The page's confirmation once a booking inquiry is stored and its dialog has closed (issue 36):
 * what the visitor needs to keep, the reference, and where the way to follow it went. A live
 * region, so a screen reader says it as it appears.
 */
export function InquirySentNote({ reference, className = '' }: { reference: string | null; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // On a phone the note may start below the screen's edge: brought into view as it appears.
  useEffect(() => {
    if (reference) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [reference]);
  return (
    <div ref={ref} role="status" className={className}>
      {reference && (
        <div className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3.5 text-sm text-slate-800 ring-1 ring-emerald-200">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
          <p>
            <span className="block font-semibold text-brand-950">Thank you, your inquiry is sent.</span>
            Your reference is <strong className="font-semibold whitespace-nowrap text-brand-950">{reference}</strong>.
            We have e-mailed you a link to follow it, and we will send you a quote within 24 hours.
          </p>
        </div>
      )}
    </div>
  );
}
