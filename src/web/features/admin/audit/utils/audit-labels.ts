import type { AuditKind } from '#shared/constants/audit';

/** Each kind of record as the log's rows name it ("Celebrity published"). */
const KIND_NOUNS: Record<AuditKind, string> = {
  celebrity: 'Celebrity',
  settings: 'Settings',
  staff: 'Staff member',
  account: 'Account',
  inquiry: 'Inquiry',
};

/** Each kind as the kind filter offers it. */
export const AUDIT_KIND_FILTER_LABELS: Record<AuditKind, string> = {
  celebrity: 'Celebrities',
  settings: 'Settings',
  staff: 'Staff',
  account: 'Accounts',
  inquiry: 'Inquiries',
};

/** Changes whose words are not simply the kind and the action. */
const SPECIAL: Partial<Record<`${AuditKind}:${string}`, string>> = {
  'inquiry:erased': 'Personal data erased',
  // The single quoted amount that quotes replaced (issue 21): its old entries still read well.
  'inquiry:quoted': 'Inquiry quoted amount changed',
};

/**
 * What happened, in plain words: the kind and the action (`status_changed` → "Inquiry status
 * changed", `updated` on settings → "Settings updated"). An action this screen does not know yet
 * still reads as words.
 */
export function auditWhatOf(kind: AuditKind, action: string): string {
  const special = SPECIAL[`${kind}:${action}`];
  if (special) return special;
  const words = action.replaceAll(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? `${KIND_NOUNS[kind]} ${words}` : KIND_NOUNS[kind];
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
