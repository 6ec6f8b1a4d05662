import { useMutation } from '@tanstack/react-query';
import { indianDay } from '#shared/format';
import { api } from '#web/lib/api-client';
import { downloadFilename } from '#web/lib/download-filename';
import { saveBlob } from '#web/lib/save-blob';
import type { bookingsFilterQuery } from '../utils/bookings-list-params';

/**
 * GET /api/bookings?format=csv: every booking the filters keep, saved under the server's name.
 * Fetched with the session's Bearer token, which the API asks for and a plain link cannot send.
 */
export async function downloadBookingsCsv(filters: ReturnType<typeof bookingsFilterQuery>): Promise<string> {
  const { blob, headers } = await api.getBlob('/bookings', {
    params: { ...filters, format: 'csv' },
    errorToast: 'Failed to download the bookings',
  });
  const filename = downloadFilename(headers.get('Content-Disposition'), `bookings-${indianDay()}.csv`);
  saveBlob(blob, filename);
  return filename;
}

export function useDownloadBookingsCsv() {
  return useMutation({ mutationFn: downloadBookingsCsv });
}
