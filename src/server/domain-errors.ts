import { MESSAGES } from '#shared/messages';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import { fieldError, HttpError } from '#server/lib/http-error';
import { CurrentPasswordWrongError, ResetLinkInvalidError } from '#server/accounts/accounts';
import { EditConflictError, GalleryLimitError } from '#server/celebrities/celebrities';
import { UnknownFeaturedError } from '#server/celebrities/celebrity-publishing';
import { SlugTakenError } from '#server/celebrities/celebrity-slugs';
import { AssigneeNotActiveError } from '#server/inquiries/inquiry-desk';
import { EmailTakenError, StaffRuleError, type StaffRuleViolation } from '#server/accounts/users';
import { SERVER_MESSAGES } from '#server/lib/server-messages';
import { formatRupeesWithPaise } from '#shared/money';
import {
  CancelledBookingPaymentError,
  MoreThanDueBackError,
  MoreThanDueError,
  PAYMENT_MESSAGES,
  REFUND_MESSAGES,
  RefundOfLiveBookingError,
} from '#server/billing/billing-refusals';
import { DomainRefusal, type RefusalKind } from '#server/lib/domain-refusal';

/** The HTTP status of each kind of refusal: chosen here, at the edge, never by a service. */
const STATUS_OF_REFUSAL: Record<RefusalKind, number> = {
  invalid: 400,
  'not-found': 404,
  gone: 410,
  conflict: 409,
  'too-soon': 429,
};

function answerToRefusal(refusal: DomainRefusal): HttpError {
  const headers =
    refusal.retryAfterSeconds === undefined ? undefined : { 'retry-after': String(refusal.retryAfterSeconds) };
  return new HttpError(STATUS_OF_REFUSAL[refusal.kind], refusal.message, refusal.fields, headers);
}

const STAFF_RULE_MESSAGES: Record<StaffRuleViolation, string> = {
  'self-delete': MESSAGES.cannotDeleteSelf,
  'self-demote': MESSAGES.cannotDemoteSelf,
  'self-disable': MESSAGES.cannotDisableSelf,
  'last-admin': MESSAGES.lastAdmin,
};

/**
 * The answer to each refusal the services raise, in one place: routes let them through and
 * the error handler asks here. Undefined for anything that is not a known refusal.
 */
export function answerToDomainError(error: unknown): HttpError | undefined {
  if (error instanceof DomainRefusal) return answerToRefusal(error);
  if (error instanceof GalleryLimitError) return fieldError('galleryImages', MESSAGES.tooManyGalleryImages);
  if (error instanceof EditConflictError) return fieldError('version', SERVER_MESSAGES.editConflict, 409);
  if (error instanceof SlugTakenError) return fieldError('slug', SERVER_MESSAGES.slugTaken, 409);
  if (error instanceof UnknownFeaturedError) {
    return new HttpError(
      400,
      MESSAGES.celebrityNotFound,
      error.indexes.map((index) => ({ path: `ids.${index}`, message: MESSAGES.celebrityNotFound })),
    );
  }
  if (error instanceof EmailTakenError) return fieldError('email', MESSAGES.emailTaken, 409);
  if (error instanceof AssigneeNotActiveError) return fieldError('assigneeId', SERVER_MESSAGES.assigneeNotActive);
  if (error instanceof StaffRuleError) return new HttpError(409, STAFF_RULE_MESSAGES[error.rule]);
  if (error instanceof CurrentPasswordWrongError) {
    return fieldError('currentPassword', ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  if (error instanceof ResetLinkInvalidError) return fieldError('token', ACCOUNT_MESSAGES.resetLinkInvalid);
  // Billing's payments and refunds (billing-refusals.ts): an amount over its limit on its field,
  // the limit in rupees and never below ₹0.
  if (error instanceof CancelledBookingPaymentError) return new HttpError(409, PAYMENT_MESSAGES.cancelledNoPayments);
  if (error instanceof MoreThanDueError) {
    return fieldError('amountPaise', PAYMENT_MESSAGES.moreThanDue(formatRupeesWithPaise(Math.max(0, error.duePaise))));
  }
  if (error instanceof RefundOfLiveBookingError) return new HttpError(409, REFUND_MESSAGES.notCancelled);
  if (error instanceof MoreThanDueBackError) {
    return fieldError(
      'amountPaise',
      REFUND_MESSAGES.moreThanDueBack(formatRupeesWithPaise(Math.max(0, error.dueBackPaise))),
    );
  }
  return undefined;
}
