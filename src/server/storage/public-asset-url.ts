/**
 * The address pages link an upload file under. By default the site's own `/uploads/<file>`;
 * with PUBLIC_ASSET_URL (a CDN, or the bucket's public address) `<PUBLIC_ASSET_URL>/uploads/<file>`,
 * so browsers fetch pictures straight from there. The path ends the same either way, which is
 * what lets the stored values, the references the sweep reads and the files a form sends back
 * be recognised whichever address they carry.
 *
 * Kept for the process, like the environment it comes from: every app built in one process
 * serves one site (buildApp sets it; tests that change it set it back).
 */
let assetBase = '';

export function setPublicAssetBase(base: string | undefined): void {
  assetBase = (base ?? '').replace(/\/+$/, '');
}

export function publicAssetBase(): string {
  return assetBase;
}

export function publicUploadUrl(file: string): string {
  return `${assetBase}/uploads/${file}`;
}

/** The file an upload URL names, from the site's own address or the asset address; null for anything else. */
export function uploadFileOfUrl(url: string): string | null {
  const prefix = url.startsWith(`${assetBase}/uploads/`) ? `${assetBase}/uploads/` : '/uploads/';
  if (!url.startsWith(prefix)) return null;
  const file = url.slice(prefix.length);
  return /^[0-9a-f]{20}-\d{1,5}\.webp$/.test(file) ? file : null;
}
