import { useMutation } from '@tanstack/react-query';
import type { StatementFormat } from '#shared/constants/talent';
import { api } from '#web/lib/api-client';
import { downloadFilename } from '#web/lib/download-filename';
import { notify } from '#web/lib/notify';
import { saveBlob } from '#web/lib/save-blob';

export interface StatementDownload {
  /** The financial year, `2026-27`. */
  fy: string;
  /** One of the user's celebrities (the server needs it when they have more than one). */
  celebrityId: string | undefined;
  format: StatementFormat;
}

/**
 * GET /api/talent/statement?fy=&celebrity=&format=pdf|csv: the year's statement as a file,
 * fetched with the Bearer token (a plain link could not send it), saved under the server's name.
 */
export async function downloadStatement({ fy, celebrityId, format }: StatementDownload): Promise<void> {
  const { blob, headers } = await api.getBlob('/talent/statement', {
    params: { fy, celebrity: celebrityId, format },
    errorToast: false,
  });
  saveBlob(blob, downloadFilename(headers.get('Content-Disposition'), `statement-${fy}.${format}`));
}

export function useDownloadStatement() {
  return useMutation({
    mutationFn: downloadStatement,
    onError: (error) => notify.error(error instanceof Error ? error.message : 'Failed to download the statement'),
  });
}
