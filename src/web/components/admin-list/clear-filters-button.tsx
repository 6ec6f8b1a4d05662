import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Button, type ButtonVariant } from '#web/components/ui/button';
import { hideFiltersSheet } from '#web/components/ui/filters-sheet';

interface ClearFiltersButtonProps {
  /** Drops the search and every filter; then the button is gone, so focus is moved on. */
  onClear: () => void;
  /** Where focus goes once the button is gone. */
  focusAfter: () => void;
  variant?: ButtonVariant;
  className?: string;
}

/** An admin list's "Clear filters", in its filters or in its empty state. */
export function ClearFiltersButton({ onClear, focusAfter, variant = 'ghost', className }: ClearFiltersButtonProps) {
  return (
    <Button
      variant={variant}
      onClick={() => {
        onClear();
        focusAfter();
      }}
      className={className}
    >
      <X className="size-4" aria-hidden="true" />
      Clear filters
    </Button>
  );
}

/**
 * After clearing from the filters: the Filters sheet closes (on a phone the button sits in it)
 * and the search box, where a new look starts, takes the focus.
 */
export function backToSearch(sheetId: string, searchRef: RefObject<HTMLInputElement | null>): void {
  hideFiltersSheet(sheetId);
  searchRef.current?.focus();
}
