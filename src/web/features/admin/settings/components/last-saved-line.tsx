import { History } from 'lucide-react';

interface LastSavedLineProps {
  /** "Last saved by Asha Rao, …" (utils/last-saved-line.ts). */
  text: string;
  className?: string;
}

/** Who saved a section or a legal page last, and when, under its heading. */
export function LastSavedLine({ text, className = '' }: LastSavedLineProps) {
  return (
    <p className={`flex items-start gap-1.5 text-sm text-slate-600 ${className}`}>
      <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
