import type { SiteSection } from '#shared/schemas/site-content';
import { draftStore, memoryDrafts } from './draft-store';

/**
 * Unsaved edits of a site section, kept while the admin looks at another tab: each tab's form
 * goes when the tab closes, and its edits would go with it. Kept in memory for this visit only
 * (a reload or closing the window asks first, see use-warn-before-unload.ts); `base` is when the
 * section was last saved as the edits began (null: never), so the form can tell when someone
 * else has saved it since.
 */
export interface SectionDraft<V> {
  values: V;
  base: string | null;
}

const drafts = draftStore<SiteSection, SectionDraft<unknown>>(memoryDrafts());

export function readSectionDraft<V>(section: SiteSection): SectionDraft<V> | undefined {
  return drafts.read(section) as SectionDraft<V> | undefined;
}

/** Keeps (or, with undefined, forgets) the draft of a section. */
export function writeSectionDraft<V>(section: SiteSection, draft: SectionDraft<V> | undefined): void {
  drafts.write(section, draft);
}

export const hasSectionDraft = drafts.has;

/** For useSyncExternalStore: the tab bar marks the tabs left with unsaved changes. */
export const subscribeSectionDrafts = drafts.subscribe;

/** Which sections have drafts, as one string that changes when they do (a stable snapshot). */
export const sectionDraftsSnapshot = drafts.snapshot;
