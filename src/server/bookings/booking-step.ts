import type { InquiryEventKind } from '#shared/constants/inquiries';
import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { recordTimelineEvent } from '#server/inquiries/timeline';
import type { Actor } from '#server/lib/actor';

/**
 * A staff member's step on a booking (confirmed, paid, cancelled, refunded, invoiced, credited):
 * on its inquiry's timeline with `details`, and in the audit log as the same action on the
 * booking's number, `before` to `after` (by default nothing to `details`). In the step's transaction.
 */
export async function recordBookingStep(
  tx: Db,
  actor: Actor,
  booking: { inquiryId: string; number: string },
  step: {
    kind: InquiryEventKind;
    details: Record<string, unknown>;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown>;
  },
  now: Date,
): Promise<void> {
  await recordTimelineEvent(tx, booking.inquiryId, actor, step.kind, step.details, now);
  await recordAudit(tx, actor, {
    kind: 'inquiry',
    action: step.kind,
    subjectId: booking.inquiryId,
    subjectLabel: booking.number,
    before: step.before ?? null,
    after: step.after ?? step.details,
  });
}
