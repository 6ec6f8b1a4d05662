/**
 * The file name a `Content-Disposition` header asks for (`filename*=UTF-8''…` preferred, then
 * `filename="…"`), reduced to a safe base name; `fallback` when there is none.
 */
export function downloadFilename(contentDisposition: string | null, fallback: string): string {
  const header = contentDisposition ?? '';
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1];
  // Never a path: only the last segment, and no control characters.
  const safe = (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.split('')
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return safe ? safe : fallback;
}
