import type { GridSegment } from '../utils/calendar-entries';
import { ENTRY_CLASSES } from '#web/components/calendar/entry-styles';
import { entryTitle } from '../utils/entry-text';
import { OverlapWarning } from './overlap-warning';

/**
 * One block of the month grid: "Hold: Rhea Kapoor" on the entry's own days (with the overlap
 * warning on a hold that shares a day with another), "Travel: Rhea Kapoor", lighter, on its
 * travel days.
 */
export function EntryBlock({ segment }: { segment: GridSegment }) {
  const { entry, part } = segment;
  return (
    <span
      className={`block w-full overflow-hidden rounded-md px-1.5 py-0.5 text-xs leading-snug ${ENTRY_CLASSES[entry.kind][part]}`}
    >
      <span className="block truncate font-semibold">
        {part === 'travel' ? `Travel: ${entry.celebrity.name}` : entryTitle(entry)}
      </span>
      {part === 'event' && entry.overlapsHold && <OverlapWarning className="max-w-full truncate" />}
    </span>
  );
}
