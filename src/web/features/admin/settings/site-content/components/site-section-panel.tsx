import type { ComponentType } from 'react';
import type { SiteSection, SiteSectionState } from '#shared/schemas/site-content';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { useAdminSiteContent } from '#web/lib/queries/site-content';

/** The form of one section, given the section as saved. */
export type SiteSectionFormComponent<S extends SiteSection> = ComponentType<{ state: SiteSectionState<S> }>;

/**
 * The panel of a site section's tab: the sections load once for every tab (one call), then the
 * section's form opens on its saved value; a failed load says so with a way to try again rather
 * than a form that would pretend the site is empty.
 */
export function siteSectionPanel<S extends SiteSection>(
  section: S,
  /** What the section holds, in a sentence ("the contact details"). */
  what: string,
  Form: SiteSectionFormComponent<S>,
): ComponentType {
  function SiteSectionPanel() {
    const { data, isPending, isError, refetch } = useAdminSiteContent();
    if (isPending) return <ListLoading label={`Loading ${what}...`} centered />;
    if (isError) return <ListLoadFailed message={`Failed to load ${what}`} onRetry={() => void refetch()} />;
    return <Form state={data[section]} />;
  }
  SiteSectionPanel.displayName = `SiteSectionPanel(${section})`;
  return SiteSectionPanel;
}
