import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { notify } from '#web/lib/notify';
import { saveBlob } from '#web/lib/save-blob';
import { downloadFilename } from '#web/lib/download-filename';

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
  const { blob, headers } = await api.getBlob(path, { errorToast: false });
  saveBlob(blob, downloadFilename(headers.get('Content-Disposition'), fallbackName));
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument, onError: () => notify.error(DOCUMENT_FAILED) });
}
