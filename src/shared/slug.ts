/**
 * A celebrity's readable address, `/celebrity/<slug>`: lower-case ASCII letters and digits in
 * words joined by single hyphens. Made from the name unless staff choose one; the server makes
 * it unique by appending `-2`, `-3`, …
 */

/** What a slug looks like (the database checks the same pattern). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The longest slug; a longer name is cut at a word boundary. */
export const SLUG_MAX_LENGTH = 80;

/** The slug of a name with no ASCII letter or digit left (say, a name in Devanagari only). */
export const FALLBACK_SLUG = 'celebrity';

/**
 * Slugs no celebrity may take: `featured` and `cities` are API addresses of their own
 * (`/api/celebrities/featured`, `/api/celebrities/cities`), which would hide a profile of that name.
 */
export const RESERVED_SLUGS: readonly string[] = ['featured', 'cities'];

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id, not a slug: such a slug would be mistaken for an id in the address. */
export function looksLikeId(value: string): boolean {
  return UUID_SHAPE.test(value);
}

/** Cuts a slug to `max` characters, at a hyphen when there is one, never leaving a hyphen at the end. */
function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  const lastHyphen = head.lastIndexOf('-');
  const cutAt = slug[max] === '-' ? max : lastHyphen > 0 ? lastHyphen : max;
  return head.slice(0, cutAt).replace(/-+$/, '');
}

/**
 * The slug made from a name: accents dropped (NFKD, then the combining marks removed, so
 * "Zoë Đặng" becomes `zoe-dang`), lower case, every run of other characters one hyphen, at most
 * SLUG_MAX_LENGTH characters; `celebrity` when nothing is left.
 */
export function slugify(name: string): string {
  const ascii = name
    // Letters NFKD does not take apart.
    .replace(/[ßẞ]/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[øØ]/g, 'o')
    .replace(/[đĐ]/g, 'd')
    .replace(/[łŁ]/g, 'l')
    .replace(/[ıİ]/g, 'i')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const slug = cut(ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''), SLUG_MAX_LENGTH);
  return slug === '' || RESERVED_SLUGS.includes(slug) || looksLikeId(slug) ? FALLBACK_SLUG : slug;
}

/** The `n`th candidate for `base` (`base`, `base-2`, `base-3`, …), still within SLUG_MAX_LENGTH. */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${cut(base, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
}
