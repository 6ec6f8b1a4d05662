import { useMutation } from '@tanstack/react-query';
import type { Quote } from '#shared/schemas/quote-responses';
import { api } from '#web/lib/api-client';
import { notify } from '#web/lib/notify';

export const PDF_FAILED = 'Failed to download the quote';

/**
 * GET /api/quotes/:id/pdf, saved under the name the server gives. A plain link could not send the
 * Bearer token, hence a fetch and a Blob (as the CSV export does).
 */
export async function downloadQuotePdf(quote: Quote): Promise<void> {
  // The saving code is fetched while the PDF is.
  const [{ blob, headers }, { saveDownload }] = await Promise.all([
    api.getBlob(`/quotes/${quote._id}/pdf`, { errorToast: false }),
    import('#web/lib/save-download'),
  ]);
  // The server names the file (by the number, or a draft by its version).
  saveDownload(blob, headers.get('Content-Disposition'), `quotation-v${quote.version}.pdf`);
}

export function useDownloadQuotePdf() {
  return useMutation({ mutationFn: downloadQuotePdf, onError: () => notify.error(PDF_FAILED) });
}
