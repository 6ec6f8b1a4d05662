/**
 * The pure parts of the site's Markdown rendering (components/markdown.tsx): which link targets
 * may become links, and the character references Markdown text may hold.
 */

/** The only schemes a link in stored Markdown may use; anything else is shown as plain text. */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * `value` without control characters and spaces. A browser ignores ASCII tab and newline anywhere
 * in a URL and strips control characters and spaces at its ends; removing them all before the
 * scheme is read means "java\tscript:" or " javascript:" is judged as what the browser makes of it
 * (and a scheme with a space in it is refused rather than guessed at).
 */
function withoutIgnored(value: string): string {
  let kept = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) kept += char;
  }
  return kept;
}

/**
 * The link target to use for `href`, or undefined when it must not be a link: only http(s),
 * mailto and tel links, and addresses without a scheme (a path on this site such as `/contact`,
 * a `#section`). `javascript:`, `data:`, `vbscript:`, `file:` and every other scheme are refused.
 */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  const compact = withoutIgnored(trimmed);
  if (compact === '') return undefined;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(compact)?.[1];
  if (scheme === undefined) return trimmed;
  return ALLOWED_SCHEMES.has(scheme.toLowerCase()) ? trimmed : undefined;
}

/** The named character references an author is likely to type; others are left as written. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  sect: '§',
  para: '¶',
  deg: '°',
  times: '×',
  rupee: '₹',
  euro: '€',
  pound: '£',
};

/** A code point a character reference may stand for: not NUL, not a surrogate, within Unicode. */
function fromCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
}

/**
 * Markdown text with its character references resolved (`&amp;` is "&", `&#8377;` is "₹"), as a
 * browser would show them. The result is plain text: React escapes it again when it renders, so
 * `&lt;script&gt;` shows as "<script>" and never becomes an element.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z][a-zA-Z\d]{1,31}));/g,
    (match, dec, hex, name) => {
      if (dec !== undefined) return fromCodePoint(Number.parseInt(dec as string, 10));
      if (hex !== undefined) return fromCodePoint(Number.parseInt(hex as string, 16));
      return NAMED_ENTITIES[name as string] ?? match;
    },
  );
}
