import { useCallback } from 'react';
import type { LegalPage } from '#shared/constants/site';
import { draftStore, sessionDrafts } from '../../utils/draft-store';

/**
 * Unsaved edits of a legal page, kept in this tab's session storage while the admin types: they
 * survive switching to the other page, leaving the settings screen, a reload or a failed save,
 * and go once saved or discarded. `base` is the saved version they started from, so the editor can
 * tell when someone else has saved since.
 */
export interface LegalDraft {
  title: string;
  markdown: string;
  /** `updatedAt` of the saved page the edits started from. */
  base: string;
}

function isDraft(value: unknown): value is LegalDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return typeof draft.title === 'string' && typeof draft.markdown === 'string' && typeof draft.base === 'string';
}

const drafts = draftStore<LegalPage, LegalDraft>(sessionDrafts('starline:settings:legal-draft:', isDraft));

/** The draft kept for `slug`, if any (storage may be unavailable or hold something damaged: then none). */
export const readLegalDraft = drafts.read;

/** Keeps (or, with undefined, forgets) the draft of `slug`. */
export const writeLegalDraft = drafts.write;

/** The draft functions bound to one page. */
export function useLegalDraft(slug: LegalPage) {
  const read = useCallback(() => readLegalDraft(slug), [slug]);
  const write = useCallback((draft: LegalDraft | undefined) => writeLegalDraft(slug, draft), [slug]);
  return { read, write };
}
