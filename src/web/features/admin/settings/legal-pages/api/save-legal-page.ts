import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LegalPage } from '#shared/constants/site';
import type { AdminLegalPage, LegalPageInput } from '#shared/schemas/legal';
import { api } from '#web/lib/api-client';
import { legalPageKeys } from '#web/lib/queries/legal-pages';

export interface SaveLegalPageVariables {
  slug: LegalPage;
  input: LegalPageInput;
}

/** PUT /api/legal/:slug (admins only): the saved page with who saved it; the toast names the page. */
export async function saveLegalPage({ slug, input }: SaveLegalPageVariables): Promise<AdminLegalPage> {
  const { data } = await api.put<AdminLegalPage>(`/legal/${slug}`, input, { successToast: `${input.title} saved` });
  return data;
}

/**
 * The save. The settings list takes the saved page at once (the form starts again from it), and
 * the public page's copy is fetched again, so the site shows the new text on the next visit.
 */
export function useSaveLegalPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLegalPage,
    onSuccess: async (saved) => {
      queryClient.setQueryData<AdminLegalPage[]>(legalPageKeys.adminList(), (pages) =>
        pages?.map((page) => (page.slug === saved.slug ? saved : page)),
      );
      await queryClient.invalidateQueries({ queryKey: legalPageKeys.detail(saved.slug) });
    },
  });
}
