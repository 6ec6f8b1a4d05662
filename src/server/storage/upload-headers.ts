const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Upload file names are content hashes: a name never changes its bytes, so a browser keeps the
 * file for a year without asking again. A file can be taken down, though (a deleted celebrity),
 * and no header recalls a copy already kept: shared caches (a CDN) may keep it only five minutes
 * before asking again, which is cheap (304) while it stays and ends their copy once it answers
 * 404. A browser's copy is seen only through an address it already had. The same header is
 * stored on each object in a bucket, so a CDN or public bucket address serving it directly
 * (PUBLIC_ASSET_URL) says the same.
 */
export const UPLOAD_CACHE_CONTROL = `public, max-age=${YEAR_SECONDS}, s-maxage=300, immutable`;

/** The media type of an upload file, by its name: the pipeline writes only WebP. */
export function uploadContentType(name: string): string {
  return name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';
}
