import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import type { DayItem } from '../utils/calendar-entries';
import { ENTRY_CLASSES } from '#web/components/calendar/entry-styles';
import { daysText, entryTitle, travelText } from '../utils/entry-text';
import { OverlapWarning } from './overlap-warning';

interface CalendarEntryButtonProps {
  item: DayItem;
  onOpen: (entry: CalendarEntry, opener: HTMLElement) => void;
}

/** An entry in the phone list: its kind and celebrity, its days and travel days; it opens the details. */
export function CalendarEntryButton({ item: { entry, continued }, onOpen }: CalendarEntryButtonProps) {
  const travel = travelText(entry);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => onOpen(entry, event.currentTarget)}
      className={`block w-full rounded-xl px-3.5 py-2.5 text-left text-sm outline-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 ${ENTRY_CLASSES[entry.kind].event}`}
    >
      <span className="block font-semibold break-words">{entryTitle(entry)}</span>
      <span className="mt-0.5 block">
        {daysText(entry.start, entry.end)}
        {continued && ' (began last month)'}
      </span>
      {travel !== 'None' && <span className="mt-0.5 block">Travel: {travel}</span>}
      {entry.overlapsHold && <OverlapWarning className="mt-1" />}
    </button>
  );
}
