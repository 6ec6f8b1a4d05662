import { eq } from 'drizzle-orm';
import type { CelebrityManager } from '#shared/schemas/celebrity';
import { applyAuditedChange } from '#server/audit/audited-change';
import type { Db } from '#server/db/client';
import type { Actor } from '#server/lib/actor';
import { celebrities } from './celebrities-tables.js';

type ManagerRow = Pick<
  typeof celebrities.$inferSelect,
  'id' | 'name' | 'managerName' | 'managerPhone' | 'managerEmail'
>;

const MANAGER_COLUMNS = {
  id: celebrities.id,
  name: celebrities.name,
  managerName: celebrities.managerName,
  managerPhone: celebrities.managerPhone,
  managerEmail: celebrities.managerEmail,
};

function managerOf(row: ManagerRow): CelebrityManager {
  return { name: row.managerName, phone: row.managerPhone, email: row.managerEmail };
}

/**
 * A celebrity's manager (issue 39): staff only, kept apart from the celebrity's record as the API
 * answers it, so no public answer or page can carry it. Null for no such celebrity.
 */
export async function getCelebrityManager(db: Db, celebrityId: string): Promise<CelebrityManager | null> {
  const [row] = await db.select(MANAGER_COLUMNS).from(celebrities).where(eq(celebrities.id, celebrityId));
  return row ? managerOf(row) : null;
}

/**
 * Sets a celebrity's manager. The record's version and time of change stay as they are: an edit of
 * the profile open elsewhere is not refused for it, and nothing public changed. Audited by which
 * details changed, not their values (contact details stay out of the log). Null for no such celebrity.
 */
export async function setCelebrityManager(
  db: Db,
  celebrityId: string,
  manager: CelebrityManager,
  actor: Actor,
): Promise<CelebrityManager | null> {
  return applyAuditedChange(db, actor, {
    lock: async (tx) => {
      const [row] = await tx
        .select(MANAGER_COLUMNS)
        .from(celebrities)
        .where(eq(celebrities.id, celebrityId))
        .for('update');
      return row;
    },
    unchanged: (row) => {
      const before = managerOf(row);
      return before.name === manager.name && before.phone === manager.phone && before.email === manager.email;
    },
    write: async (tx, row) => {
      await tx
        .update(celebrities)
        .set({ managerName: manager.name, managerPhone: manager.phone, managerEmail: manager.email })
        .where(eq(celebrities.id, row.id));
      const before = managerOf(row);
      return (['name', 'phone', 'email'] as const).filter((field) => before[field] !== manager[field]);
    },
    audit: (_tx, row, changed) => ({
      kind: 'celebrity',
      action: 'manager_changed',
      subjectId: row.id,
      subjectLabel: row.name,
      before: null,
      after: { changed },
    }),
    answer: () => manager,
  });
}
