import { useMutation } from '@tanstack/react-query';
import type { Quote } from '#shared/schemas/quote-responses';
import { api } from '#web/lib/api-client';
import { notify } from '#web/lib/notify';
import { saveBlob } from '#web/lib/save-blob';
import { downloadFilename } from '#web/lib/download-filename';

export const PDF_FAILED = 'Failed to download the quote';

/**
 * GET /api/quotes/:id/pdf, saved under the name the server gives. A plain link could not send the
 * Bearer token, hence a fetch and a Blob (as the CSV export does).
 */
export async function downloadQuotePdf(quote: Quote): Promise<void> {
  const { blob, headers } = await api.getBlob(`/quotes/${quote._id}/pdf`, { errorToast: false });
  // The server names the file (by the number, or a draft by its version).
  saveBlob(blob, downloadFilename(headers.get('Content-Disposition'), `quotation-v${quote.version}.pdf`));
}

export function useDownloadQuotePdf() {
  return useMutation({ mutationFn: downloadQuotePdf, onError: () => notify.error(PDF_FAILED) });
}
