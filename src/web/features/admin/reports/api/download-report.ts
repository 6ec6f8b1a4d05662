import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '#shared/messages';
import { API_BASE, ApiError, api } from '#web/lib/api-client';
import { downloadFilename } from '#web/lib/download-filename';
import { notify } from '#web/lib/notify';
import { saveBlob } from '#web/lib/save-blob';
import type { ReportDownload } from '../utils/report-downloads';

/**
 * GET /api/reports/… (admins): one of the period's files, saved under the server's name. The link
 * holds the real address; the click fetches it with the Bearer token, which the API asks for and a
 * plain link cannot send (the server records the download in the audit log).
 */
export async function downloadReport({ href, fallbackName }: Pick<ReportDownload, 'href' | 'fallbackName'>) {
  const url = new URL(href, window.location.origin);
  const { blob, headers } = await api.getBlob(url.pathname.slice(API_BASE.length), {
    params: Object.fromEntries(url.searchParams),
    errorToast: false,
  });
  const filename = downloadFilename(headers.get('Content-Disposition'), fallbackName);
  saveBlob(blob, filename);
  return filename;
}

export function useDownloadReport() {
  return useMutation({
    mutationFn: downloadReport,
    // The server's reason when it gives one ("Ask for at most a year at a time").
    onError: (error) =>
      notify.error(
        error instanceof ApiError && error.message !== MESSAGES.genericError
          ? error.message
          : 'Failed to download the file',
      ),
  });
}
