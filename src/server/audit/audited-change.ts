import type { Db } from '#server/db/client';
import { type AuditActor, type AuditChange, recordAudit } from './audit-log.js';

/**
 * One staff change to one record, as `applyAuditedChange` runs it. `Row` is the record as
 * locked, `Done` what the write hands on to the audit entry and what follows it.
 */
export interface AuditedChange<Row, Done, Answer> {
  /** Reads the record's row locked for the transaction (`… for update`); undefined: no such record. */
  lock: (tx: Db) => Promise<Row | undefined>;
  /** Refuses the change by throwing (a rule it breaks), before anything is written. */
  check?: (tx: Db, row: Row) => Promise<void>;
  /** True when the change would leave the record as it is: nothing is written, logged or sent. */
  unchanged?: (row: Row) => boolean;
  /** Writes the change at `now`. */
  write: (tx: Db, row: Row, now: Date) => Promise<Done>;
  /**
   * The audit entry of the change (`kind`, `action`, subject, before and after); null for a step
   * the log does not keep (a customer's answer on their status link).
   */
  audit: (tx: Db, row: Row, done: Done) => Promise<AuditChange | null> | AuditChange | null;
  /** What else the change carries, in its transaction: a timeline event, an e-mail to queue. */
  also?: (tx: Db, row: Row, done: Done, now: Date) => Promise<void>;
  /** What the caller gets back, changed or not, read inside the transaction. */
  answer: (tx: Db, row: Row, done: Done | undefined) => Promise<Answer> | Answer;
}

/**
 * Runs a staff change in one transaction: locks the row, returns early when nothing changes,
 * writes, records the audit entry and whatever else the change carries (timeline, mail). Null
 * when the record does not exist. Every change a person makes to a record goes through here, so
 * none forgets its lock, its no-op or its entry.
 */
export async function applyAuditedChange<Row, Done, Answer>(
  db: Db,
  actor: AuditActor,
  change: AuditedChange<Row, Done, Answer>,
): Promise<Answer | null> {
  return db.transaction(async (tx) => {
    const row = await change.lock(tx);
    if (row === undefined) return null;
    await change.check?.(tx, row);
    if (change.unchanged?.(row)) return change.answer(tx, row, undefined);
    const now = new Date();
    const done = await change.write(tx, row, now);
    const entry = await change.audit(tx, row, done);
    if (entry) await recordAudit(tx, actor, entry);
    await change.also?.(tx, row, done, now);
    return change.answer(tx, row, done);
  });
}
