import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { BLOCKING_ENTRY_KINDS, type CalendarEntryKind } from '#shared/constants/calendar';
import { addCalendarDays } from '#shared/calendar-days';
import { formatDate } from '#shared/format';
import type { BlackoutValues } from '#shared/schemas/calendar';
import type { Availability, CalendarEntry } from '#shared/schemas/calendar-responses';
import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { calendarEntries } from './calendar-tables.js';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { publishedOnly } from '#server/celebrities/celebrity-visibility';
import { isExclusionViolation, retryOnDeadlock } from '#server/lib/pg-errors';

/*
 * The public listing's "Free on" (`GET /api/celebrities?available=`) reads the confirmed entries
 * and blackouts, and its answers are cached (plugins/catalogue-cache.ts). So every route whose
 * write adds, removes or confirms one of them (a blackout added or removed, a booking confirmed,
 * by staff or by the payment reaching its advance, a booking cancelled, and the availability
 * setting, which decides whether "Free on" applies to a celebrity at all) runs it inside
 * `app.catalogueCache.writing`. Inquiries, people and celebrities with bookings are never deleted.
 * Holds never change that answer, so placing or releasing one needs nothing.
 */

type EntryRow = typeof calendarEntries.$inferSelect;

/** An entry's days and the travel buffers around them. */
export interface EntryDays {
  start: string;
  end: string;
  bufferBefore: number;
  bufferAfter: number;
}

/** The refusals of the calendar, word for word. */
export const CALENDAR_MESSAGES = {
  celebrityNotFound: 'Celebrity not found',
  entryNotFound: 'Calendar entry not found',
  notABlackout: 'Only a blackout is removed here: a booking is cancelled from its page',
  feedNotFound: 'This calendar address does not work any more: ask the agency for the new one',
  clash: (what: string) => `These dates clash with ${what}`,
} as const;

const KIND_WORDS: Record<CalendarEntryKind, string> = {
  hold: 'a hold',
  confirmed: 'a confirmed booking',
  blackout: 'a blackout',
};

function buffersOf({
  bufferBefore: before,
  bufferAfter: after,
}: Pick<EntryRow, 'bufferBefore' | 'bufferAfter'>): string {
  if (before === 0 && after === 0) return '';
  const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
  return before === after
    ? ` (with ${days(before)} of travel before and after)`
    : ` (with ${days(before)} of travel before and ${days(after)} after)`;
}

/**
 * A clashing entry in words for staff: "a confirmed booking on 14 February 2027 (with 1 day of
 * travel before and after)", "a blackout from 1 March 2027 to 3 March 2027: Shooting abroad".
 */
export function clashWords(
  entry: Pick<EntryRow, 'kind' | 'startDate' | 'endDate' | 'bufferBefore' | 'bufferAfter' | 'reason'>,
): string {
  const when =
    entry.startDate === entry.endDate
      ? `on ${formatDate(entry.startDate)}`
      : `from ${formatDate(entry.startDate)} to ${formatDate(entry.endDate)}`;
  const reason = entry.kind === 'blackout' && entry.reason ? `: ${entry.reason}` : '';
  return `${KIND_WORDS[entry.kind]} ${when}${buffersOf(entry)}${reason}`;
}

/**
 * The blocking entries (confirmed bookings, blackouts) of a celebrity whose days, buffers
 * included, meet `days` with its buffers: what the exclusion constraint refuses to overlap. A
 * booking moving to new days names itself as `exceptBookingId`: its own entry is no clash.
 */
export async function blockingClashes(
  db: Db,
  celebrityId: string,
  days: EntryDays,
  exceptBookingId?: string,
): Promise<EntryRow[]> {
  return db
    .select()
    .from(calendarEntries)
    .where(
      and(
        eq(calendarEntries.celebrityId, celebrityId),
        inArray(calendarEntries.kind, [...BLOCKING_ENTRY_KINDS]),
        sql`"blocked" && daterange(${days.start}::date - ${days.bufferBefore}::int, ${days.end}::date + ${days.bufferAfter}::int, '[]')`,
        exceptBookingId ? sql`${calendarEntries.bookingId} is distinct from ${exceptBookingId}::uuid` : undefined,
      ),
    )
    .orderBy(asc(calendarEntries.startDate));
}

/** The conflict naming what a blocking entry clashed with (for staff: its kind, days and reason). */
export async function clashRefusal(db: Db, celebrityId: string, days: EntryDays): Promise<DomainRefusal> {
  const [clash] = await blockingClashes(db, celebrityId, days);
  return new DomainRefusal(
    'conflict',
    CALENDAR_MESSAGES.clash(clash ? clashWords(clash) : 'another entry of the calendar'),
  );
}

/**
 * A hold's or a booking's inquiry and booking number, where staff change it (null: a blackout);
 * the staff's list (calendar-views/calendar-list.ts) finds them.
 */
export interface EntryLinks {
  inquiry: { _id: string; reference: string } | null;
  bookingNumber: string | null;
}
const NO_LINKS: EntryLinks = { inquiry: null, bookingNumber: null };

export function toEntryDto(
  row: EntryRow,
  celebrityName: string,
  overlapsHold: boolean,
  links = NO_LINKS,
): CalendarEntry {
  return {
    _id: row.id,
    kind: row.kind,
    celebrity: { _id: row.celebrityId, name: celebrityName },
    start: row.startDate,
    end: row.endDate,
    bufferBefore: row.bufferBefore,
    bufferAfter: row.bufferAfter,
    reason: row.reason,
    quoteId: row.quoteId,
    overlapsHold,
    ...links,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Blacks out a celebrity's days, with the reason: refused (409, naming the clash) when they meet
 * a confirmed booking or another blackout; on the audit log. Null for an unknown celebrity.
 */
export async function addBlackout(
  db: Db,
  celebrityId: string,
  blackout: BlackoutValues,
  actor: Actor,
): Promise<CalendarEntry | null> {
  try {
    return await retryOnDeadlock(() => insertBlackout(db, celebrityId, blackout, actor));
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw await clashRefusal(db, celebrityId, {
      start: blackout.start,
      end: blackout.end,
      bufferBefore: 0,
      bufferAfter: 0,
    });
  }
}

function insertBlackout(db: Db, celebrityId: string, blackout: BlackoutValues, actor: Actor) {
  return db.transaction(async (tx) => {
    const [celebrity] = await tx
      .select({ name: celebrities.name })
      .from(celebrities)
      .where(eq(celebrities.id, celebrityId));
    if (!celebrity) return null;
    const [row] = await tx
      .insert(calendarEntries)
      .values({
        celebrityId,
        kind: 'blackout',
        startDate: blackout.start,
        endDate: blackout.end,
        reason: blackout.reason,
        createdById: actor.id,
        createdByName: actor.name,
      })
      .returning();
    if (!row) throw new Error('adding a blackout returned no row');
    await recordAudit(tx, actor, {
      kind: 'celebrity',
      action: 'blackout_added',
      subjectId: celebrityId,
      subjectLabel: celebrity.name,
      before: null,
      after: { start: row.startDate, end: row.endDate, reason: row.reason },
    });
    return toEntryDto(row, celebrity.name, false);
  });
}

/** Removes a blackout (its days are free again), on the audit log; 404 for none, 409 for another kind. */
export async function removeBlackout(db: Db, entryId: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ entry: calendarEntries, celebrityName: celebrities.name })
      .from(calendarEntries)
      .innerJoin(celebrities, eq(celebrities.id, calendarEntries.celebrityId))
      .where(eq(calendarEntries.id, entryId))
      .for('update', { of: calendarEntries });
    if (!found) throw new DomainRefusal('not-found', CALENDAR_MESSAGES.entryNotFound);
    if (found.entry.kind !== 'blackout') throw new DomainRefusal('conflict', CALENDAR_MESSAGES.notABlackout);
    await tx.delete(calendarEntries).where(eq(calendarEntries.id, entryId));
    await recordAudit(tx, actor, {
      kind: 'celebrity',
      action: 'blackout_removed',
      subjectId: found.entry.celebrityId,
      subjectLabel: found.celebrityName,
      before: { start: found.entry.startDate, end: found.entry.endDate, reason: found.entry.reason },
      after: null,
    });
  });
}

/**
 * Holds a sent quote's days (tentative: holds may overlap), refused (409, naming the clash) when
 * they meet a confirmed booking or a blackout. Call it in the sending transaction.
 */
export async function placeHold(
  tx: Db,
  hold: EntryDays & { celebrityId: string; quoteId: string; actor: Actor },
): Promise<void> {
  const [clash] = await blockingClashes(tx, hold.celebrityId, hold);
  if (clash) throw new DomainRefusal('conflict', CALENDAR_MESSAGES.clash(clashWords(clash)));
  await tx.insert(calendarEntries).values({
    celebrityId: hold.celebrityId,
    kind: 'hold',
    startDate: hold.start,
    endDate: hold.end,
    bufferBefore: hold.bufferBefore,
    bufferAfter: hold.bufferAfter,
    quoteId: hold.quoteId,
    createdById: hold.actor.id,
    createdByName: hold.actor.name,
  });
}

/** Lets a quote's hold go (the quote revised or declined), unless a booking has taken it over. */
export async function releaseHold(tx: Db, quoteId: string): Promise<void> {
  await tx
    .delete(calendarEntries)
    .where(
      and(eq(calendarEntries.quoteId, quoteId), eq(calendarEntries.kind, 'hold'), isNull(calendarEntries.bookingId)),
    );
}

/** A quote's hold, if it has one (a quote for a celebrity's booking has). */
export async function holdOfQuote(tx: Db, quoteId: string): Promise<EntryRow | undefined> {
  const [hold] = await tx
    .select()
    .from(calendarEntries)
    .where(and(eq(calendarEntries.quoteId, quoteId), eq(calendarEntries.kind, 'hold')))
    .for('update');
  return hold;
}

/** Gives a hold to its booking: the booking's days, still tentative until it is confirmed. */
export async function holdForBooking(tx: Db, entryId: string, bookingId: string): Promise<void> {
  await tx.update(calendarEntries).set({ bookingId, updatedAt: new Date() }).where(eq(calendarEntries.id, entryId));
}

/**
 * Takes a booking's days for good: its hold becomes a confirmed entry. The exclusion constraint
 * refuses it when a confirmed booking or a blackout took a day meanwhile: 409, naming it. Call it
 * inside retryOnDeadlock, in its own transaction.
 */
export async function confirmEntryOf(tx: Db, bookingId: string): Promise<void> {
  const [entry] = await tx.select().from(calendarEntries).where(eq(calendarEntries.bookingId, bookingId));
  if (!entry) throw new Error(`booking ${bookingId} has no calendar entry`);
  await tx
    .update(calendarEntries)
    .set({ kind: 'confirmed', updatedAt: new Date() })
    .where(eq(calendarEntries.id, entry.id));
}

/**
 * Moves a booking's entry, held or confirmed, to new days with the same travel buffers: the same
 * row, so the celebrity's feed shows the same event moved. A confirmed entry is refused by the
 * exclusion constraint when it meets another confirmed booking or a blackout.
 */
export async function moveDaysOf(
  tx: Db,
  bookingId: string,
  days: { start: string; end: string },
  now: Date,
): Promise<void> {
  await tx
    .update(calendarEntries)
    .set({ startDate: days.start, endDate: days.end, updatedAt: now })
    .where(eq(calendarEntries.bookingId, bookingId));
}

/** Frees a cancelled booking's days at once: its entry, held or confirmed, goes. */
export async function freeDaysOf(tx: Db, bookingId: string): Promise<void> {
  await tx.delete(calendarEntries).where(eq(calendarEntries.bookingId, bookingId));
}

export type { EntryRow as CalendarEntryRow };

/**
 * The days of `from`–`to` a published celebrity is taken (confirmed bookings and blackouts, with
 * their travel days), as the public may know them: the days alone. Null for no such published
 * celebrity; `shown: false` when staff keep the diary private.
 */
export async function takenDays(db: Db, celebrityId: string, from: string, to: string): Promise<Availability | null> {
  const [celebrity] = await db
    .select({ shown: celebrities.showAvailability })
    .from(celebrities)
    .where(and(eq(celebrities.id, celebrityId), publishedOnly()));
  if (!celebrity) return null;
  if (!celebrity.shown) return { shown: false, taken: [] };
  const entries = await blockingClashes(db, celebrityId, { start: from, end: to, bufferBefore: 0, bufferAfter: 0 });
  const taken = new Set<string>();
  for (const entry of entries) {
    const first = addCalendarDays(entry.startDate, -entry.bufferBefore);
    const last = addCalendarDays(entry.endDate, entry.bufferAfter);
    for (let day = first < from ? from : first; day <= last && day <= to; day = addCalendarDays(day, 1)) taken.add(day);
  }
  return { shown: true, taken: [...taken].sort() };
}

/** Staff show or hide a celebrity's taken days to the public; on the audit log. False for none. */
export async function setAvailabilityShown(
  db: Db,
  celebrityId: string,
  shown: boolean,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: celebrities.name, shown: celebrities.showAvailability })
      .from(celebrities)
      .where(eq(celebrities.id, celebrityId))
      .for('update');
    if (!before) return false;
    if (before.shown === shown) return true;
    await tx.update(celebrities).set({ showAvailability: shown }).where(eq(celebrities.id, celebrityId));
    await recordAudit(tx, actor, {
      kind: 'celebrity',
      action: 'availability_shown_changed',
      subjectId: celebrityId,
      subjectLabel: before.name,
      before: { showAvailability: before.shown },
      after: { showAvailability: shown },
    });
    return true;
  });
}

/** Whether the public sees a celebrity's taken days (any status: staff read it); null for none. */
export async function availabilityShown(db: Db, celebrityId: string): Promise<boolean | null> {
  const [found] = await db
    .select({ shown: celebrities.showAvailability })
    .from(celebrities)
    .where(eq(celebrities.id, celebrityId));
  return found ? found.shown : null;
}
