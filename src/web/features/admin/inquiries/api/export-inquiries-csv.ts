import { useMutation } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../../../../../shared/constants';
import { API_BASE } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { downloadFilename } from '../utils/download-filename';
import type { InquiryListParams } from '../utils/inquiry-list-params';

export const EXPORT_FAILED = 'Failed to export inquiries';

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/** Hands a Blob to the browser as a download, then lets the object URL go. */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * GET /api/inquiries/export.csv with the list's filter. A plain link cannot send the Bearer
 * token, and the api client reads JSON only, so this one call fetches the bytes itself and saves
 * them as a Blob under the name the server gives.
 */
export async function exportInquiriesCsv({ q, status }: Pick<InquiryListParams, 'q' | 'status'>): Promise<string> {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (status) search.set('status', status);
  const query = search.toString();
  const token = storedToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/inquiries/export.csv${query ? `?${query}` : ''}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new Error(EXPORT_FAILED);
  }
  if (!response.ok) {
    // The server's JSON message when there is one (e.g. "Please sign in to continue").
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(payload?.message ? `${EXPORT_FAILED}: ${payload.message}` : EXPORT_FAILED);
  }
  const fallback = `inquiries-${new Date().toISOString().slice(0, 10)}.csv`;
  const filename = downloadFilename(response.headers.get('Content-Disposition'), fallback);
  saveBlob(await response.blob(), filename);
  return filename;
}

export function useExportInquiriesCsv() {
  return useMutation({
    mutationFn: exportInquiriesCsv,
    onError: (error) => notify.error(error.message || EXPORT_FAILED),
  });
}
