import { asc, inArray } from 'drizzle-orm';
import type { ManagedCelebrity } from '#shared/schemas/celebrity-responses';
import type { Db } from '#server/db/client';
import { celebrities } from './celebrities-tables.js';

/* A celebrity's manager in a privacy request (issue 39, decision 0038): exported whole, erased by clearing. */

/**
 * The manager details as a privacy export gives them (issue 39): whole, each with the celebrity
 * they manage.
 */
export async function managersForExport(db: Db, celebrityIds: string[]): Promise<ManagedCelebrity[]> {
  if (celebrityIds.length === 0) return [];
  const rows = await db
    .select({
      celebrityId: celebrities.id,
      celebrityName: celebrities.name,
      name: celebrities.managerName,
      phone: celebrities.managerPhone,
      email: celebrities.managerEmail,
    })
    .from(celebrities)
    .where(inArray(celebrities.id, celebrityIds))
    .orderBy(asc(celebrities.name), asc(celebrities.id));
  return rows;
}

/**
 * A privacy erasure's part of the manager details (decision 0038): the manager's name, phone and
 * e-mail are cleared; the celebrity stays, as the catalogue is the agency's. As setting the
 * manager does, the record's version and time of change stay: nothing public changed.
 */
export async function eraseManagers(db: Db, celebrityIds: string[]): Promise<{ erased: number }> {
  if (celebrityIds.length === 0) return { erased: 0 };
  const cleared = await db
    .update(celebrities)
    .set({ managerName: '', managerPhone: '', managerEmail: '' })
    .where(inArray(celebrities.id, celebrityIds))
    .returning({ id: celebrities.id });
  return { erased: cleared.length };
}
