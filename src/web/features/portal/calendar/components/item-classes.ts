import { ENTRY_CLASSES, type EntryPart } from '#web/components/calendar/entry-styles';
import { type PortalItemKind, REQUESTED_CLASSES } from '../utils/portal-calendar';

/** An item's colours, as the panel's calendar draws its kinds (a request in the portal's own). */
export function itemClasses(kind: PortalItemKind, part: EntryPart): string {
  return kind === 'requested' ? REQUESTED_CLASSES[part] : ENTRY_CLASSES[kind][part];
}
