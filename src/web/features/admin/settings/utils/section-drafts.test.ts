import { describe, expect, it, vi } from 'vitest';
import {
  hasSectionDraft,
  readSectionDraft,
  sectionDraftsSnapshot,
  subscribeSectionDrafts,
  writeSectionDraft,
} from './section-drafts';

describe('section drafts', () => {
  it('keeps a section’s edits until they are saved or discarded, and tells who listens', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSectionDrafts(listener);
    const draft = { values: { items: [] }, base: '2026-11-24T09:35:00.000Z' };

    writeSectionDraft('team', draft);
    writeSectionDraft('contact', { values: {}, base: null });
    expect(readSectionDraft('team')).toBe(draft);
    expect(hasSectionDraft('team')).toBe(true);
    expect(sectionDraftsSnapshot()).toBe('contact,team');

    writeSectionDraft('team', undefined);
    writeSectionDraft('contact', undefined);
    expect(readSectionDraft('team')).toBeUndefined();
    expect(sectionDraftsSnapshot()).toBe('');
    expect(listener).toHaveBeenCalledTimes(4);

    // Forgetting what was never kept changes nothing and wakes nobody.
    writeSectionDraft('events', undefined);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
  });
});
