import { downloadFilename } from './download-filename';
import { saveBlob } from './save-blob';

/**
 * A fetched file handed to the browser under the name its `Content-Disposition` asks for, else
 * `fallback`. Imported on use by the inquiry's page's PDF buttons: nothing of it is needed before
 * a click, and its first load stays within its budget (decision 0048).
 */
export function saveDownload(blob: Blob, contentDisposition: string | null, fallback: string): void {
  saveBlob(blob, downloadFilename(contentDisposition, fallback));
}
