import { eq } from 'drizzle-orm';
import { DEFAULT_LEDGERS, type Ledgers, ledgersSchema } from '#shared/schemas/reports';
import type { LedgersState } from '#shared/schemas/reports-responses';
import type { Db } from '#server/db/client';
import { recordAudit } from '#server/audit/audit-log';
import type { Actor } from '#server/lib/actor';
import { tallyLedgers } from './reports-tables.js';

/*
 * Settings → Tally ledgers (issue 40): the names the Tally vouchers post to, stored as the
 * business details are (one row holding the shared schema's output, read back through it), the
 * defaults until an admin saves them.
 */

type LedgersRow = typeof tallyLedgers.$inferSelect;

/** The stored names read back through the schema; the defaults when none (or none still valid). */
function valueOf(row: LedgersRow | undefined): Ledgers {
  const parsed = row ? ledgersSchema.safeParse(row.value) : undefined;
  return parsed?.success ? parsed.data : DEFAULT_LEDGERS;
}

function stateOf(row: LedgersRow | undefined): LedgersState {
  return {
    ...valueOf(row),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedByName: row ? row.updatedByName : null,
  };
}

const readRow = async (db: Db) => (await db.select().from(tallyLedgers).where(eq(tallyLedgers.id, true)))[0];

/** The names with who saved them, as Settings shows them. */
export async function getLedgersState(db: Db): Promise<LedgersState> {
  return stateOf(await readRow(db));
}

/** The names the vouchers post to. */
export async function getLedgers(db: Db): Promise<Ledgers> {
  return valueOf(await readRow(db));
}

/** Saves the names whole, with who saved them, and records the change in the audit log. */
export async function saveLedgers(db: Db, value: Ledgers, editor: Actor): Promise<LedgersState> {
  const values = { value, updatedById: editor.id, updatedByName: editor.name, updatedAt: new Date() };
  return db.transaction(async (tx) => {
    // Locked: a save under way is waited for, so the audit log's "before" is what this replaced.
    const [stored] = await tx.select().from(tallyLedgers).where(eq(tallyLedgers.id, true)).for('update');
    const [row] = await tx
      .insert(tallyLedgers)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: tallyLedgers.id, set: values })
      .returning();
    if (!row) throw new Error('saving the Tally ledgers returned no row');
    await recordAudit(tx, editor, {
      kind: 'settings',
      action: 'updated',
      subjectId: 'ledgers',
      subjectLabel: 'Tally ledgers',
      before: valueOf(stored),
      after: value,
    });
    return stateOf(row);
  });
}
