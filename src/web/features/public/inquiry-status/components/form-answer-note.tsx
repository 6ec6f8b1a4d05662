import { CircleCheck, Info } from 'lucide-react';

/**
 * How a form the browser posted by itself (before the page's script started) came out, as the
 * server's redirect named it: good in green, anything else in amber.
 */
export function FormAnswerNote({ answer }: { answer: { text: string; good: boolean } }) {
  return (
    <p
      role="status"
      className={`flex items-start gap-3 rounded-xl p-4 text-sm font-medium ring-1 ${
        answer.good ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-amber-50 text-amber-950 ring-amber-200'
      }`}
    >
      {answer.good ? (
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      ) : (
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      )}
      {answer.text}
    </p>
  );
}
