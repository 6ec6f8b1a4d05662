import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PaginationProps {
  /** What is paged, for the navigation's name ("Inquiries pages"). */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  /** How the page count reads ("about 29,000" when the total is an estimate); the count itself by default. */
  pageCountText?: string;
  /** Whether there is a page after this one; by default, whether this is not the last. */
  hasNext?: boolean;
  onPageChange: (page: number) => void;
}

/**
 * Previous / "Page 2 of 5" / Next. Buttons rather than numbered links: the list lives in the
 * URL already, and two large targets work better on a phone than a row of small numbers.
 */
export function Pagination({
  label,
  page,
  pageCount,
  pageCountText = String(pageCount),
  hasNext = page < pageCount,
  onPageChange,
}: PaginationProps) {
  if (pageCount <= 1 && !hasNext && page <= 1) return null;
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3 sm:justify-center">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page <span className="font-semibold">{page}</span> of <span className="font-semibold">{pageCountText}</span>
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={!hasNext}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
