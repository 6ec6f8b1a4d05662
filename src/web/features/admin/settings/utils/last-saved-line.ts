import { formatIndianTime } from '#shared/format';

interface SavedStamp {
  updatedAt: string | null;
  updatedByName: string | null;
}

/**
 * "Last saved by Asha Rao, 24 November 2026 at 3:05 pm IST", in India's time whatever the
 * reader's clock says. A section never saved shows its starting text, and says so (`neverSaved`
 * says otherwise for what has none); one whose saver's account is gone still says when.
 */
export function lastSavedLine(
  { updatedAt, updatedByName }: SavedStamp,
  neverSaved = 'Not saved yet: the site shows the starting text',
): string {
  if (!updatedAt) return neverSaved;
  const when = formatIndianTime(updatedAt);
  return updatedByName ? `Last saved by ${updatedByName}, ${when}` : `Last saved ${when}`;
}

/** A legal page's line: "Last saved by Asha Rao on 24 November 2026 at 3:05 pm IST.", or the starting text's. */
export function legalLastSavedLine({ updatedAt, updatedByName }: SavedStamp): string {
  if (!updatedAt) return 'Not saved yet.';
  if (!updatedByName) return `Starting text from ${formatIndianTime(updatedAt)}; no one has edited it yet.`;
  return `Last saved by ${updatedByName} on ${formatIndianTime(updatedAt)}.`;
}
