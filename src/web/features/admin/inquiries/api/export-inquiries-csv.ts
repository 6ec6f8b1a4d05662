import { useMutation } from '@tanstack/react-query';
import { indianDay } from '#shared/format';
import { api, ApiError } from '#web/lib/api-client';
import { notify } from '#web/lib/notify';
import { type InquiryFilter, inquiryFilterParams } from '#web/lib/queries/inquiries';
import { saveBlob } from '#web/lib/save-blob';
import { downloadFilename } from '#web/lib/download-filename';
import type { InquiryListParams } from '../utils/inquiry-list-params';

/** What the export takes from the list: its filters (not its order or page). */
export type InquiryExportFilter = Pick<InquiryListParams, keyof InquiryFilter>;

export const EXPORT_FAILED = 'Failed to export inquiries';

/**
 * GET /api/inquiries/export.csv with the list's filter, saved under the name the server gives.
 * A plain link could not send the Bearer token, hence a fetch and a Blob.
 */
export async function exportInquiriesCsv(filter: InquiryExportFilter): Promise<string> {
  const { blob, headers } = await api
    .getBlob('/inquiries/export.csv', {
      params: inquiryFilterParams(filter),
      // The server's reason when it gives one (say "Please sign in to continue"), else ours.
      errorToast: false,
    })
    .catch((error: unknown) => {
      const reason = error instanceof ApiError && error.status !== 0 && error.status !== 500 ? error.message : '';
      throw new Error(reason ? `${EXPORT_FAILED}: ${reason}` : EXPORT_FAILED);
    });
  // Named by India's day, as the server names it: at 01:00 in India, UTC's day is yesterday.
  const fallback = `inquiries-${indianDay()}.csv`;
  const filename = downloadFilename(headers.get('Content-Disposition'), fallback);
  saveBlob(blob, filename);
  return filename;
}

export function useExportInquiriesCsv() {
  return useMutation({
    mutationFn: exportInquiriesCsv,
    onError: (error) => notify.error(error.message || EXPORT_FAILED),
  });
}
