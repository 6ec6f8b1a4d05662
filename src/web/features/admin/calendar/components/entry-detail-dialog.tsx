import type { RefObject } from 'react';
import type { CalendarEntry } from '#shared/schemas/responses';
import { Dialog } from '#web/components/ui/dialog';
import { entryTitle } from '../utils/entry-text';
import { EntryFacts } from './entry-facts';
import { RemoveBlackoutButton } from './remove-blackout-button';

interface EntryDetailDialogProps {
  /** The entry shown; kept while the dialog closes. */
  entry: CalendarEntry | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when it closes: the block or list item that opened it. */
  returnFocus: RefObject<HTMLElement | null>;
  /** A blackout was removed from here. */
  onRemoved: () => void;
}

/**
 * An entry's details. A blackout can be removed here; a hold or a booking changes with its quote
 * or its booking on the inquiry's page, so only its facts are shown.
 */
export function EntryDetailDialog({ entry, open, onOpenChange, returnFocus, onRemoved }: EntryDetailDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} returnFocus={returnFocus} title={entry ? entryTitle(entry) : ''}>
      {entry && (
        <>
          <EntryFacts entry={entry} />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {entry.kind === 'blackout' ? (
              <RemoveBlackoutButton blackout={entry} onRemoved={onRemoved} />
            ) : (
              <p className="text-sm text-slate-600">
                {entry.kind === 'hold'
                  ? 'A hold is released or confirmed with its quote or booking, on its inquiry’s page.'
                  : 'A confirmed booking is changed or cancelled on its inquiry’s page.'}
              </p>
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}
