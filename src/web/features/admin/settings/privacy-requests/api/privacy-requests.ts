import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacyErasure, PrivacyErasureResult, PrivacyExport, PrivacyRequest } from '#shared/schemas/privacy';
import { api } from '#web/lib/api-client';
import { saveBlob } from '#web/lib/save-blob';

/** The privacy requests' calls (admins): export, erase, and the record of erasures. */

const erasureKeys = { all: ['admin', 'privacy', 'erasures'] as const };

/** What an export held: the person's inquiries, and every other record about or naming them. */
export interface ExportedCounts {
  inquiries: number;
  others: number;
}

/** POST /api/privacy/export: everything stored about the person, saved as a JSON file. */
export async function exportPersonData(request: PrivacyRequest): Promise<ExportedCounts> {
  const { data } = await api.post<PrivacyExport>('/privacy/export', request, {
    successToast: false,
    errorToast: 'Failed to export the data',
  });
  const day = data.exportedAt.slice(0, 10);
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `personal-data-${day}.json`);
  return {
    inquiries: data.inquiries.length,
    others: data.emails.length + data.auditEntries.length + data.mentions.length,
  };
}

/** POST /api/privacy/erase: the person's inquiries, and everything else about or naming them. */
export async function erasePersonData(request: PrivacyRequest): Promise<PrivacyErasureResult> {
  const { data } = await api.post<PrivacyErasureResult>('/privacy/erase', request, {
    successToast: false,
    errorToast: 'Failed to erase the data',
  });
  return data;
}

export function useExportPersonData() {
  return useMutation({ mutationFn: exportPersonData });
}

/** Erasing changes the inquiries and the record: both reload. */
export function useErasePersonData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: erasePersonData,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** GET /api/privacy/erasures: the erasures made, newest first. */
export function useErasures() {
  return useQuery({
    queryKey: erasureKeys.all,
    queryFn: async ({ signal }) => (await api.get<PrivacyErasure[]>('/privacy/erasures', { signal })).data,
    staleTime: 0,
    retry: false,
  });
}
