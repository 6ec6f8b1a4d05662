import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { notify } from '#web/lib/notify';

export const DOCUMENT_FAILED = 'Failed to download the document';

/** A document's PDF by its API path: a booking's voucher, invoice or credit note, a payout voucher. */
export interface DocumentDownload {
  /** `/vouchers/:id/pdf`, `/invoices/:id/pdf`, `/credit-notes/:id/pdf`, `/payouts/:id/pdf`. */
  path: string;
  /** The name to save it under if the server gives none. */
  fallbackName: string;
}

/** Fetched with the Bearer token (a plain link could not send it), saved under the server's name. */
export async function downloadDocument({ path, fallbackName }: DocumentDownload): Promise<void> {
  // The saving code is fetched while the document is.
  const [{ blob, headers }, { saveDownload }] = await Promise.all([
    api.getBlob(path, { errorToast: false }),
    import('#web/lib/save-download'),
  ]);
  saveDownload(blob, headers.get('Content-Disposition'), fallbackName);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument, onError: () => notify.error(DOCUMENT_FAILED) });
}
