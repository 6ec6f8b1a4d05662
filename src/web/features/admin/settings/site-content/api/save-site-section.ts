import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSiteContent, SiteSection, SiteSectionInput, SiteSectionState } from '#shared/schemas/site-content';
import { api } from '#web/lib/api-client';
import { siteContentKeys } from '#web/lib/queries/site-content';

export interface SaveSiteSectionVariables<S extends SiteSection> {
  section: S;
  input: SiteSectionInput<S>;
}

/**
 * PUT /api/site/:section (admins only): the section as saved, with who saved it. The toast is
 * SPEC §7's default for a PUT ("Update successful!"); a refusal's toast is the server's message.
 */
export async function saveSiteSection<S extends SiteSection>({
  section,
  input,
}: SaveSiteSectionVariables<S>): Promise<SiteSectionState<S>> {
  const { data } = await api.put<SiteSectionState<S>>(`/site/${section}`, input);
  return data;
}

/**
 * The save of one section. The settings screen's copy takes the saved section at once (its form
 * starts again from it); the public site reads the content with each page, so it needs nothing.
 */
export function useSaveSiteSection<S extends SiteSection>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveSiteSectionVariables<S>) => saveSiteSection(variables),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminSiteContent>(siteContentKeys.admin(), (content) =>
        content ? { ...content, [saved.section]: saved } : content,
      );
    },
  });
}
