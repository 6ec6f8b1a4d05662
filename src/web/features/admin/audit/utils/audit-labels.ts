import type { AuditKind } from '#shared/constants/audit';
import { AUDIT_KIND_REGISTRY } from '#shared/event-kinds/audit-kinds';
import { INQUIRY_EVENT_REGISTRY, isInquiryEventKind } from '#shared/event-kinds/inquiry-events';

/** Each kind as the kind filter offers it (the registry's, src/shared/event-kinds). */
export const AUDIT_KIND_FILTER_LABELS = Object.fromEntries(
  Object.entries(AUDIT_KIND_REGISTRY).map(([kind, entry]) => [kind, entry.filter]),
) as Record<AuditKind, string>;

/**
 * What happened, in plain words: the kind and the action (`status_changed` → "Inquiry status
 * changed", `updated` on settings → "Settings updated"). An action this screen does not know yet
 * still reads as words.
 */
export function auditWhatOf(kind: AuditKind, action: string): string {
  const { noun, actions } = AUDIT_KIND_REGISTRY[kind];
  const special = actions && Object.hasOwn(actions, action) ? actions[action] : undefined;
  if (special) return special;
  if (kind === 'inquiry' && isInquiryEventKind(action)) return INQUIRY_EVENT_REGISTRY[action].audit;
  const words = action.replaceAll(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? `${noun} ${words}` : noun;
}

/** Words spelled their own way when a field's name is turned into words. */
const WORD_SPELLINGS: Record<string, string> = { id: 'ID', url: 'URL', urls: 'URLs', whatsapp: 'WhatsApp', seo: 'SEO' };

/**
 * A record's field name in words: `quotedAmount` → "Quoted amount", `map_url` → "Map URL",
 * `_id` → "ID".
 */
export function fieldLabelOf(key: string): string {
  const words = key
    .replaceAll(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  if (words.length === 0) return 'Value';
  const spelled = words.map((word) => WORD_SPELLINGS[word] ?? word);
  const [first = '', ...rest] = spelled;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}
