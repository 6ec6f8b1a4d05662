import type { InquiryEventKind } from '#shared/constants/inquiries';
import type { AuditChange } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { type EventAuthor, recordInquiryStep, type InquiryStepRecord } from '#server/inquiry-life/inquiry-life';

/**
 * A staff member's step on a booking (confirmed, paid, cancelled, refunded, invoiced, credited):
 * on its inquiry's timeline with `details`, and in the audit log as the same action on the
 * booking's number, `before` to `after` (by default nothing to `details`). In the step's
 * transaction, through the owner of the inquiry's life (recordInquiryStep).
 */
export async function recordBookingStep(
  tx: Db,
  actor: EventAuthor,
  booking: { inquiryId: string; number: string },
  step: InquiryStepRecord,
  now: Date,
): Promise<void> {
  await recordInquiryStep(tx, actor, { inquiryId: booking.inquiryId, label: booking.number }, step, now);
}

/**
 * The audit entry of a staff member's step on a booking, for a step runInquiryStep runs: the
 * same action as its timeline entry (`kind`) on the booking's number, nothing to `after`, as
 * recordBookingStep keeps it.
 */
export function bookingAudit(
  booking: { inquiryId: string; number: string },
  kind: InquiryEventKind,
  after: Record<string, unknown>,
): AuditChange {
  return {
    kind: 'inquiry',
    action: kind,
    subjectId: booking.inquiryId,
    subjectLabel: booking.number,
    before: null,
    after,
  };
}
