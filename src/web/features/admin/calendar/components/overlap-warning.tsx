import { TriangleAlert } from 'lucide-react';
import { OVERLAP_WARNING } from '../utils/entry-text';

/** A hold's warning that another hold of its celebrity shares a day with it: an icon and the words. */
export function OverlapWarning({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 font-semibold ${className}`}>
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
      {OVERLAP_WARNING}
    </span>
  );
}
