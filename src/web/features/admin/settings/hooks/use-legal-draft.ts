import { useCallback } from 'react';
import type { LegalPage } from '#shared/constants';

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

const keyOf = (slug: LegalPage) => `starline:settings:legal-draft:${slug}`;

function isDraft(value: unknown): value is LegalDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return typeof draft.title === 'string' && typeof draft.markdown === 'string' && typeof draft.base === 'string';
}

/** The draft kept for `slug`, if any (storage may be unavailable or hold something damaged: then none). */
export function readLegalDraft(slug: LegalPage): LegalDraft | undefined {
  try {
    const text = sessionStorage.getItem(keyOf(slug));
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    return isDraft(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps (or, with undefined, forgets) the draft of `slug`. */
export function writeLegalDraft(slug: LegalPage, draft: LegalDraft | undefined): void {
  try {
    if (draft) sessionStorage.setItem(keyOf(slug), JSON.stringify(draft));
    else sessionStorage.removeItem(keyOf(slug));
  } catch {
    // Storage full or unavailable: the edits stay in the form, only not across a reload.
  }
}

/** The draft functions bound to one page. */
export function useLegalDraft(slug: LegalPage) {
  const read = useCallback(() => readLegalDraft(slug), [slug]);
  const write = useCallback((draft: LegalDraft | undefined) => writeLegalDraft(slug, draft), [slug]);
  return { read, write };
}
