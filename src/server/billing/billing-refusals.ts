/*
 * The refusals of recording a payment or a refund: raised by payments.ts and refunds.ts, answered
 * at the edge (domain-errors.ts chooses the HTTP status and carries the messages below).
 */

/** The refusals of a payment, word for word. */
export const PAYMENT_MESSAGES = {
  cancelledNoPayments: 'A cancelled booking takes no payments',
  moreThanDue: (due: string) => `This is more than is due on the booking: ${due}`,
} as const;

/** The refusals of a refund, word for word. */
export const REFUND_MESSAGES = {
  notCancelled: 'Only a cancelled booking is refunded',
  moreThanDueBack: (due: string) => `This is more than is due back on the booking: ${due}`,
} as const;

/** A payment on a cancelled booking. */
export class CancelledBookingPaymentError extends Error {
  constructor() {
    super(PAYMENT_MESSAGES.cancelledNoPayments);
    this.name = 'CancelledBookingPaymentError';
  }
}

/** A payment (with the tax deducted on it) over what is still due: `duePaise`. */
export class MoreThanDueError extends Error {
  constructor(readonly duePaise: number) {
    super('A payment over what is due');
    this.name = 'MoreThanDueError';
  }
}

/** A refund on a booking that is not cancelled. */
export class RefundOfLiveBookingError extends Error {
  constructor() {
    super(REFUND_MESSAGES.notCancelled);
    this.name = 'RefundOfLiveBookingError';
  }
}

/** A refund over what is still due back: `dueBackPaise`. */
export class MoreThanDueBackError extends Error {
  constructor(readonly dueBackPaise: number) {
    super('A refund over what is due back');
    this.name = 'MoreThanDueBackError';
  }
}
