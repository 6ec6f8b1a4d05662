import { createElement } from 'react';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { addCalendarDays } from '#shared/calendar-days';
import { BLACKOUT_REQUEST_MAX_DAYS_AHEAD } from '#shared/constants/talent';
import { formatDate, indianDay } from '#shared/format';
import { PAGES } from '#shared/pages';
import type { ListMeta } from '#shared/schemas/envelope';
import type { BlackoutRequest, BlackoutRequestListQuery, TalentBlackoutRequestValues } from '#shared/schemas/talent';
import { users } from '#server/accounts/accounts-tables';
import { recordAudit } from '#server/audit/audit-log';
import { addBlackout, blockingClashes, clashWords } from '#server/calendar/calendar';
import { celebrities } from '#server/celebrities/celebrities-tables';
import type { Db } from '#server/db/client';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal, fieldRefusal } from '#server/lib/domain-refusal';
import { queueEmail } from '#server/mail/outbox';
import { renderEmail } from '#server/mail/render-email';
import { BlackoutDecisionEmail } from '#server/mail/templates/index';
import { emailAgencyOf } from '#server/site/email-agency';
import { TALENT_MESSAGES } from './talent-messages.js';
import { blackoutRequests } from './talent-tables.js';

/*
 * Blackout requests (issue 39): a talent asks for their celebrity's days; staff approve (the
 * blackout is made through the calendar, whose database guard refuses a clash: the request then
 * stays pending and the answer names the clash) or reject with a reason. Each decision is on
 * the audit log and e-mailed to the talent who asked.
 */

type RequestRow = typeof blackoutRequests.$inferSelect;

function toRequestDto(row: RequestRow, celebrityName: string): BlackoutRequest {
  return {
    _id: row.id,
    celebrity: { _id: row.celebrityId, name: celebrityName },
    start: row.startDate,
    end: row.endDate,
    reason: row.reason,
    state: row.state,
    requestedById: row.requestedById,
    requestedByName: row.requestedByName,
    requestedAt: row.createdAt.toISOString(),
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
    blackoutId: row.blackoutId,
  };
}

function daysInWords(start: string, end: string): string {
  return start === end ? formatDate(start) : `${formatDate(start)} to ${formatDate(end)}`;
}

/**
 * `POST /api/talent/blackout-requests`: a talent asks to black out days of one of their
 * celebrities (`celebrityIds`, the ones bound to them: any other answers 404). Refused when the
 * start is past or too far ahead, when the days meet a confirmed booking or a blackout (named),
 * or when a pending request of theirs already covers some of them.
 */
export async function requestBlackout(
  db: Db,
  talent: Actor,
  celebrityIds: readonly string[],
  input: TalentBlackoutRequestValues,
  today = indianDay(),
): Promise<BlackoutRequest> {
  if (!celebrityIds.includes(input.celebrityId))
    throw new DomainRefusal('not-found', TALENT_MESSAGES.celebrityNotFound);
  if (input.start < today) throw fieldRefusal('start', TALENT_MESSAGES.startPast);
  if (input.start > addCalendarDays(today, BLACKOUT_REQUEST_MAX_DAYS_AHEAD)) {
    throw fieldRefusal('start', TALENT_MESSAGES.startTooFar);
  }
  return db.transaction(async (tx) => {
    const [celebrity] = await tx
      .select({ name: celebrities.name })
      .from(celebrities)
      .where(eq(celebrities.id, input.celebrityId))
      .for('update');
    if (!celebrity) throw new DomainRefusal('not-found', TALENT_MESSAGES.celebrityNotFound);
    const [clash] = await blockingClashes(tx, input.celebrityId, {
      start: input.start,
      end: input.end,
      bufferBefore: 0,
      bufferAfter: 0,
    });
    if (clash) throw fieldRefusal('start', TALENT_MESSAGES.daysTaken(clashWords(clash)), 'conflict');
    const [asked] = await tx
      .select({ id: blackoutRequests.id })
      .from(blackoutRequests)
      .where(
        and(
          eq(blackoutRequests.celebrityId, input.celebrityId),
          eq(blackoutRequests.state, 'pending'),
          lte(blackoutRequests.startDate, input.end),
          gte(blackoutRequests.endDate, input.start),
        ),
      )
      .limit(1);
    if (asked) throw fieldRefusal('start', TALENT_MESSAGES.alreadyAsked, 'conflict');
    const [row] = await tx
      .insert(blackoutRequests)
      .values({
        celebrityId: input.celebrityId,
        startDate: input.start,
        endDate: input.end,
        reason: input.reason,
        requestedById: talent.id,
        requestedByName: talent.name,
      })
      .returning();
    if (!row) throw new Error('a blackout request inserted no row');
    return toRequestDto(row, celebrity.name);
  });
}

/** `GET /api/blackout-requests?state=` (staff): oldest pending first, else newest first. */
export async function listBlackoutRequests(
  db: Db,
  query: BlackoutRequestListQuery,
): Promise<{ items: BlackoutRequest[]; meta: ListMeta }> {
  const where = query.state ? eq(blackoutRequests.state, query.state) : undefined;
  // Pending requests wait their turn (the oldest first); decided ones read as a history.
  const order =
    query.state === 'pending'
      ? [asc(blackoutRequests.createdAt), asc(blackoutRequests.id)]
      : [desc(blackoutRequests.createdAt), desc(blackoutRequests.id)];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ request: blackoutRequests, celebrityName: celebrities.name })
      .from(blackoutRequests)
      .innerJoin(celebrities, eq(celebrities.id, blackoutRequests.celebrityId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(blackoutRequests).where(where),
  ]);
  return {
    items: rows.map((row) => toRequestDto(row.request, row.celebrityName)),
    meta: { total: totalRow?.total ?? 0, limit: query.limit, offset: query.offset },
  };
}

/** Requests by id, oldest first (a privacy export's). */
export async function blackoutRequestsByIds(db: Db, ids: readonly string[]): Promise<BlackoutRequest[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ request: blackoutRequests, celebrityName: celebrities.name })
    .from(blackoutRequests)
    .innerJoin(celebrities, eq(celebrities.id, blackoutRequests.celebrityId))
    .where(inArray(blackoutRequests.id, [...ids]))
    .orderBy(asc(blackoutRequests.createdAt), asc(blackoutRequests.id));
  return rows.map((row) => toRequestDto(row.request, row.celebrityName));
}

/** The pending requests of some celebrities whose days meet `from`–`to` (a talent's calendar). */
export async function pendingRequestsOf(
  db: Db,
  celebrityIds: readonly string[],
  from: string,
  to: string,
): Promise<BlackoutRequest[]> {
  if (celebrityIds.length === 0) return [];
  const conditions: SQL[] = [
    inArray(blackoutRequests.celebrityId, [...celebrityIds]),
    eq(blackoutRequests.state, 'pending'),
    lte(blackoutRequests.startDate, to),
    gte(blackoutRequests.endDate, from),
  ];
  const rows = await db
    .select({ request: blackoutRequests, celebrityName: celebrities.name })
    .from(blackoutRequests)
    .innerJoin(celebrities, eq(celebrities.id, blackoutRequests.celebrityId))
    .where(and(...conditions))
    .orderBy(asc(blackoutRequests.startDate), asc(blackoutRequests.id));
  return rows.map((row) => toRequestDto(row.request, row.celebrityName));
}

/** A pending request locked for its decision, with its celebrity's name. */
interface LockedRequest {
  request: RequestRow;
  celebrityName: string;
}

/** The request locked for its decision, with its celebrity's name; refused unless it is pending. */
async function lockPending(tx: Db, id: string): Promise<LockedRequest> {
  const [found] = await tx
    .select({ request: blackoutRequests, celebrityName: celebrities.name })
    .from(blackoutRequests)
    .innerJoin(celebrities, eq(celebrities.id, blackoutRequests.celebrityId))
    .where(eq(blackoutRequests.id, id))
    .for('update', { of: blackoutRequests });
  if (!found) throw new DomainRefusal('not-found', TALENT_MESSAGES.requestNotFound);
  if (found.request.state !== 'pending') {
    throw new DomainRefusal('conflict', TALENT_MESSAGES.alreadyDecided(found.request.state));
  }
  return found;
}

/** The decision to the talent who asked, if their account is still there. */
async function queueDecisionEmail(tx: Db, row: RequestRow, celebrityName: string, siteUrl: string, at: Date) {
  if (!row.requestedById) return;
  const [requester] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.requestedById));
  if (!requester) return;
  const decision = row.state === 'approved' ? 'approved' : 'rejected';
  const rendered = await renderEmail(
    createElement(BlackoutDecisionEmail, {
      agency: await emailAgencyOf(tx),
      name: requester.name,
      celebrityName,
      days: daysInWords(row.startDate, row.endDate),
      reason: row.reason,
      decision,
      decisionReason: row.decisionReason,
      portalUrl: `${siteUrl}${PAGES.adminLogin.getHref()}`,
    }),
  );
  await queueEmail(
    tx,
    {
      kind: decision === 'approved' ? 'blackout_approved' : 'blackout_rejected',
      userId: requester.id,
      recipients: [requester.email],
      subject:
        decision === 'approved'
          ? `Blackout approved: ${celebrityName}, ${daysInWords(row.startDate, row.endDate)}`
          : `Blackout request declined: ${celebrityName}, ${daysInWords(row.startDate, row.endDate)}`,
      ...rendered,
    },
    at,
  );
}

/** What a decision sets on its request: an approval's blackout, or a rejection's reason. */
type Decision = { state: 'approved'; blackoutId: string } | { state: 'rejected'; decisionReason: string };

const DECISION_AUDIT_ACTION = {
  approved: 'blackout_request_approved',
  rejected: 'blackout_request_rejected',
} as const;

/**
 * A pending request decided, inside the decision's transaction: the request records who decided
 * and when, the audit log keeps it before and after, and the talent who asked is e-mailed.
 */
async function recordDecision(
  tx: Db,
  { request, celebrityName }: LockedRequest,
  decision: Decision,
  actor: Actor,
  siteUrl: string,
): Promise<BlackoutRequest> {
  const now = new Date();
  const [row] = await tx
    .update(blackoutRequests)
    .set({ ...decision, decidedById: actor.id, decidedByName: actor.name, decidedAt: now, updatedAt: now })
    .where(eq(blackoutRequests.id, request.id))
    .returning();
  if (!row) throw new Error(`blackout request ${request.id} vanished inside its own transaction`);
  const answer = toRequestDto(row, celebrityName);
  await recordAudit(tx, actor, {
    kind: 'celebrity',
    action: DECISION_AUDIT_ACTION[decision.state],
    subjectId: row.celebrityId,
    subjectLabel: celebrityName,
    before: toRequestDto(request, celebrityName),
    after: answer,
  });
  await queueDecisionEmail(tx, row, celebrityName, siteUrl, now);
  return answer;
}

/**
 * `POST /api/blackout-requests/:id/approve` (staff): the blackout is made through the calendar
 * (its guard refuses a clash: 409 naming it, and the request stays pending), the request
 * records it, the talent is e-mailed, and both are on the audit log.
 */
export async function approveBlackoutRequest(
  db: Db,
  id: string,
  actor: Actor,
  siteUrl: string,
): Promise<BlackoutRequest> {
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, id);
    const { request } = pending;
    const blackout = await addBlackout(
      tx,
      request.celebrityId,
      { start: request.startDate, end: request.endDate, reason: request.reason },
      actor,
    );
    if (!blackout) throw new DomainRefusal('not-found', TALENT_MESSAGES.celebrityNotFound);
    return recordDecision(tx, pending, { state: 'approved', blackoutId: blackout._id }, actor, siteUrl);
  });
}

/** `POST /api/blackout-requests/:id/reject` (staff): with the reason the talent is e-mailed; audited. */
export async function rejectBlackoutRequest(
  db: Db,
  id: string,
  reason: string,
  actor: Actor,
  siteUrl: string,
): Promise<BlackoutRequest> {
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, id);
    return recordDecision(tx, pending, { state: 'rejected', decisionReason: reason }, actor, siteUrl);
  });
}
