import { ArrowRight } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
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

/** Where a hold or a booking is changed: its inquiry's page, linked, with the booking's number. */
function EntryInquiryLink({ entry }: { entry: CalendarEntry }) {
  const booking = entry.bookingNumber;
  const where = booking
    ? entry.kind === 'hold'
      ? `Booking ${booking} awaits its advance: it is confirmed or cancelled on its inquiry’s page.`
      : `Booking ${booking} is changed or cancelled on its inquiry’s page.`
    : 'A hold is released or confirmed with its quote, on its inquiry’s page.';
  return (
    <div className="space-y-2 text-sm text-slate-600 sm:text-right">
      <p>{where}</p>
      {entry.inquiry && (
        <Link
          to={PAGES.adminInquiry.getHref(entry.inquiry._id)}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {booking ? `Open booking ${booking}` : `Open inquiry ${entry.inquiry.reference}`}
          {booking && <span className="sr-only"> on inquiry {entry.inquiry.reference}</span>}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}

/**
 * An entry's details. A blackout can be removed here; a hold or a booking changes with its quote
 * or its booking on the inquiry's page, so its facts are shown with a link there.
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
              <EntryInquiryLink entry={entry} />
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}
