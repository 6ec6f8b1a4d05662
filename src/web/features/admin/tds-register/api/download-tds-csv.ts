import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { downloadFilename } from '#web/lib/download-filename';
import { notify } from '#web/lib/notify';
import { saveBlob } from '#web/lib/save-blob';
import { registerQuery, type RegisterParams } from '../utils/register-params';

export const CSV_FAILED = 'Failed to download the TDS register';

/**
 * GET /api/reports/tds?…&format=csv: the same rows as a file for the accountant, saved under the
 * server's name. Fetched with the Bearer token, which a plain link could not send.
 */
export async function downloadTdsCsv(params: RegisterParams): Promise<string> {
  const query = registerQuery(params);
  const { blob, headers } = await api.getBlob('/reports/tds', {
    params: { ...query, format: 'csv' },
    errorToast: false,
  });
  const fallback = `tds-register-${query.quarter ? `${query.fy}-q${query.quarter}` : query.month}.csv`;
  const filename = downloadFilename(headers.get('Content-Disposition'), fallback);
  saveBlob(blob, filename);
  return filename;
}

export function useDownloadTdsCsv() {
  return useMutation({ mutationFn: downloadTdsCsv, onError: () => notify.error(CSV_FAILED) });
}
