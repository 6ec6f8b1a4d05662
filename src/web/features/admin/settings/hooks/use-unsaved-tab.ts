import { useSyncExternalStore } from 'react';
import type { SettingsTab } from '../settings-tabs';
import { hasSectionDraft, sectionDraftsSnapshot, subscribeSectionDrafts } from '../utils/section-drafts';

/**
 * Whether a tab other than the open one holds unsaved changes (a draft of its site section), kept
 * current as drafts come and go. The open tab says so in its own form, so it is never marked.
 */
export function useUnsavedTab(selected: string): (tab: SettingsTab) => boolean {
  // Re-renders the caller when a section's draft comes or goes.
  useSyncExternalStore(subscribeSectionDrafts, sectionDraftsSnapshot, sectionDraftsSnapshot);
  return (tab) => tab.id !== selected && tab.section !== undefined && hasSectionDraft(tab.section);
}
