import { eq, type SQL } from 'drizzle-orm';
import type { CelebrityStatusFilter } from '#shared/schemas/celebrity';
import { celebrities } from './celebrities-tables.js';

/**
 * Drafts are for staff only. Every read of the catalogue goes through one of these conditions,
 * so no public path (the API, the pages, the sitemap, Home's featured, the inquiry form) can
 * reach a draft: a read that names no status gets the published celebrities.
 */

/** The celebrities the public may see. */
export function publishedOnly(): SQL {
  return eq(celebrities.status, 'published');
}

/**
 * The condition of a read by status: published (the default, and all the public ever gets),
 * draft, or all (no condition). Only routes that have checked a staff session pass another
 * status than `published`.
 */
export function statusCondition(status: CelebrityStatusFilter = 'published'): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'published') return publishedOnly();
  return eq(celebrities.status, status);
}
