import { useMutation } from '@tanstack/react-query';
import type { Quote } from '#shared/schemas/responses';
import { api } from '#web/lib/api-client';
import { notify } from '#web/lib/notify';
import { saveBlob } from '#web/lib/save-blob';

export const PDF_FAILED = 'Failed to download the quote';

/**
 * GET /api/quotes/:id/pdf, saved under the quote's number. A plain link could not send the
 * Bearer token, hence a fetch and a Blob (as the CSV export does).
 */
export async function downloadQuotePdf(quote: Quote): Promise<void> {
  const { blob } = await api.getBlob(`/quotes/${quote._id}/pdf`, { errorToast: false });
  const name = quote.number
    ? `quotation-${quote.number.replace(/\//g, '-')}.pdf`
    : `quotation-draft-v${quote.version}.pdf`;
  saveBlob(blob, name);
}

export function useDownloadQuotePdf() {
  return useMutation({ mutationFn: downloadQuotePdf, onError: () => notify.error(PDF_FAILED) });
}
