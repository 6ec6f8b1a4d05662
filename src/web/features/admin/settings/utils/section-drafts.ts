import type { SiteSection } from '#shared/schemas/site-content';

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

const drafts = new Map<SiteSection, SectionDraft<unknown>>();
const listeners = new Set<() => void>();

export function readSectionDraft<V>(section: SiteSection): SectionDraft<V> | undefined {
  return drafts.get(section) as SectionDraft<V> | undefined;
}

/** Keeps (or, with undefined, forgets) the draft of a section. */
export function writeSectionDraft<V>(section: SiteSection, draft: SectionDraft<V> | undefined): void {
  if (!draft && !drafts.has(section)) return;
  if (draft) drafts.set(section, draft);
  else drafts.delete(section);
  for (const listener of listeners) listener();
}

export function hasSectionDraft(section: SiteSection): boolean {
  return drafts.has(section);
}

/** For useSyncExternalStore: the tab bar marks the tabs left with unsaved changes. */
export function subscribeSectionDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Which sections have drafts, as one string that changes when they do (a stable snapshot). */
export function sectionDraftsSnapshot(): string {
  return [...drafts.keys()].sort().join(',');
}
