/* Paying the artists as the API answers it (issue 39, decision 0036). */
import { z } from 'zod';
import { COMMISSION_SOURCES, PAYEE_KINDS, PAYEE_TDS_SECTIONS, PAYOUT_MODES } from '../constants/payouts.js';
import { BOOKING_STATES } from '../constants/bookings.js';
import { TDS_SECTIONS } from '../tds/tds-rules.js';
import { id, isoDateTime } from './envelope-responses.js';

/**
 * A celebrity's payee details. An admin reads them whole; any other staff member reads the PAN
 * and the account number masked to their last four characters (`XXXXXX234F`, `XXXXXX7890`), and
 * `masked` says so. `null` (the answer's data) while none are set.
 */
export const payeeSchema = z.object({
  celebrityId: id,
  legalName: z.string(),
  /** '' when the payee has given none (TDS at 20%). */
  pan: z.string(),
  gstin: z.string(),
  payeeKind: z.enum(PAYEE_KINDS),
  /** The percent of the artist fee the agency keeps (12.5 is 12.5%), and the same in basis points. */
  commissionPercent: z.number(),
  commissionBasisPoints: z.number().int(),
  tdsSection: z.enum(PAYEE_TDS_SECTIONS),
  noTdsReason: z.string(),
  bankAccountNumber: z.string(),
  ifsc: z.string(),
  bankName: z.string(),
  upiId: z.string(),
  contactEmail: z.string(),
  /** True when PAN and account number are masked for this reader. */
  masked: z.boolean(),
  /** Payouts were made to this payee: erasure keeps the details for the tax records. */
  hasPayouts: z.boolean(),
  updatedAt: isoDateTime,
});
export type Payee = z.infer<typeof payeeSchema>;

/** A cost the agency paid on the artist's behalf, recovered from their share. */
export const payoutCostSchema = z.object({
  _id: id,
  bookingId: id,
  amountPaise: z.number().int(),
  date: z.string(),
  description: z.string(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type PayoutCost = z.infer<typeof payoutCostSchema>;

/** A payout to an artist, with its voucher's number and PDF. */
export const payoutSchema = z.object({
  _id: id,
  /** The payout voucher's number, `SLT/P/26-27/0001`. */
  number: z.string(),
  bookingId: id,
  bookingNumber: z.string(),
  celebrityId: id,
  date: z.string(),
  mode: z.enum(PAYOUT_MODES),
  reference: z.string(),
  /** As the payee details stood when it was paid. PAN masked as for the payee details. */
  payeeLegalName: z.string(),
  pan: z.string(),
  tdsSection: z.enum(TDS_SECTIONS).nullable(),
  /** The reference in force on the payout's date (`194J`, `393(1) Sl. No. 6(iii)`); '' without TDS section. */
  sectionLabel: z.string(),
  rateBasisPoints: z.number().int(),
  /** The payout's gross, the sum credited to the artist, as sent (`amountPaise`) and as the register names it. */
  amountPaise: z.number().int(),
  grossPaise: z.number().int(),
  tdsPaise: z.number().int(),
  /** What the product computed; differs from `tdsPaise` only when set by hand. */
  computedTdsPaise: z.number().int(),
  netPaise: z.number().int(),
  tdsOverrideReason: z.string(),
  overpayReason: z.string(),
  /** The sentence that explained the TDS when it was saved. */
  explanation: z.string(),
  /** `/api/payouts/:id/pdf`. */
  pdfUrl: z.string(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Payout = z.infer<typeof payoutSchema>;

/** `POST /api/bookings/:id/payouts` → 201: the voucher's number and the payout. */
export const recordedPayoutSchema = z.object({
  number: z.string(),
  payout: payoutSchema,
  /** Whether the voucher went to the outbox for the payee's contact e-mail. */
  emailQueued: z.boolean(),
});
export type RecordedPayout = z.infer<typeof recordedPayoutSchema>;

/**
 * A booking's settlement with its artist. `grossPaise` is the artist fee: the taxable value of the
 * booking's artist-fee lines, never GST. The artist's share is gross less commission less costs;
 * `paidOutPaise` is the gross of the payouts made (TDS included), `balancePaise` the share still to
 * pay. `tdsPaise` is what was deducted so far plus what paying the balance today would bear, and
 * `netPaise` the share less that TDS: what reaches the artist in all.
 */
export const settlementSchema = z.object({
  bookingId: id,
  bookingNumber: z.string(),
  bookingState: z.enum(BOOKING_STATES),
  celebrityId: id,
  /** False while the celebrity has no payee details: no payout can be made. */
  payeeReady: z.boolean(),
  grossPaise: z.number().int(),
  commissionPercent: z.number(),
  commissionBasisPoints: z.number().int(),
  commissionSource: z.enum(COMMISSION_SOURCES),
  /** Why this booking has its own rate; '' when it follows the payee's. */
  commissionReason: z.string(),
  commissionPaise: z.number().int(),
  costsPaise: z.number().int(),
  costs: z.array(payoutCostSchema),
  /** The artist's share: gross less commission less costs. */
  sharePaise: z.number().int(),
  tdsSection: z.enum(PAYEE_TDS_SECTIONS).nullable(),
  tdsDeductedPaise: z.number().int(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
  paidOutPaise: z.number().int(),
  balancePaise: z.number().int(),
  /** What the customer has paid for the booking (their TDS included), less refunds. */
  customerPaidPaise: z.number().int(),
  /** The most the payouts may add up to without an admin's reason: never overpay (decision 0036). */
  payoutLimitPaise: z.number().int(),
  payouts: z.array(payoutSchema),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** `POST /api/bookings/:id/payouts/preview`: the TDS of a payout before it is saved. */
export const payoutPreviewSchema = z.object({
  amountPaise: z.number().int(),
  tdsPaise: z.number().int(),
  computedTdsPaise: z.number().int(),
  netPaise: z.number().int(),
  tdsSection: z.enum(TDS_SECTIONS).nullable(),
  sectionLabel: z.string(),
  rateBasisPoints: z.number().int(),
  basePaise: z.number().int(),
  thresholdCrossed: z.boolean(),
  shortfallPaise: z.number().int(),
  financialYear: z.string(),
  overridden: z.boolean(),
  /** The sentence staff read before saving (from the TDS computation). */
  explanation: z.string(),
  /** This payee's payouts and TDS under the section earlier in the financial year. */
  earlierPaymentsThisYearPaise: z.number().int(),
  earlierTdsThisYearPaise: z.number().int(),
  payoutLimitPaise: z.number().int(),
  /** This payout would pay more than the limit: refused unless an admin gives a reason. */
  overLimit: z.boolean(),
});
export type PayoutPreview = z.infer<typeof payoutPreviewSchema>;

/** One deduction in the TDS register. */
export const tdsRegisterRowSchema = z.object({
  payoutId: id,
  voucherNumber: z.string(),
  date: z.string(),
  bookingNumber: z.string(),
  celebrityName: z.string(),
  payeeLegalName: z.string(),
  pan: z.string(),
  tdsSection: z.enum(TDS_SECTIONS).nullable(),
  sectionLabel: z.string(),
  amountPaidPaise: z.number().int(),
  rateBasisPoints: z.number().int(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
  tdsOverrideReason: z.string(),
});
export type TdsRegisterRow = z.infer<typeof tdsRegisterRowSchema>;

/** A month's totals and the day its TDS is due to the government (the 7th of the next month; 30 April for March). */
export const tdsRegisterMonthSchema = z.object({
  month: z.string(),
  count: z.number().int(),
  amountPaidPaise: z.number().int(),
  tdsPaise: z.number().int(),
  dueOn: z.string(),
});
export type TdsRegisterMonth = z.infer<typeof tdsRegisterMonthSchema>;

/** `GET /api/reports/tds` (admins). */
export const tdsRegisterSchema = z.object({
  financialYear: z.string(),
  /** `Q3 2026-27`, `November 2026`, `2026-27`. */
  periodLabel: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(tdsRegisterRowSchema),
  months: z.array(tdsRegisterMonthSchema),
  totals: z.object({ count: z.number().int(), amountPaidPaise: z.number().int(), tdsPaise: z.number().int() }),
});
export type TdsRegister = z.infer<typeof tdsRegisterSchema>;

/** A booking's earnings as the talent side shows them (issue 39: gross, commission, TDS, net, paid, reference). */
export const bookingEarningsSchema = z.object({
  bookingId: id,
  bookingNumber: z.string(),
  celebrityId: id,
  start: z.string(),
  grossPaise: z.number().int(),
  commissionPaise: z.number().int(),
  costsPaise: z.number().int(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
  /** Paid out so far, gross of TDS, and what reached the artist. */
  paidOutPaise: z.number().int(),
  paidNetPaise: z.number().int(),
  balancePaise: z.number().int(),
  /** The payouts' references (UTR, UPI, cheque), in date order. */
  references: z.array(z.string()),
});
export type BookingEarnings = z.infer<typeof bookingEarningsSchema>;

/** One payout on a financial-year statement. */
export const statementRowSchema = z.object({
  voucherNumber: z.string(),
  date: z.string(),
  bookingNumber: z.string(),
  celebrityName: z.string(),
  sectionLabel: z.string(),
  grossPaise: z.number().int(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
  reference: z.string(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

const statementTotalsSchema = z.object({
  grossPaise: z.number().int(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
});

/** One payee's part of a statement: its TDS total is the register's for that PAN in the year. */
export const statementPayeeSchema = z.object({
  payeeLegalName: z.string(),
  /** '' for a payee without a PAN (their payouts are then grouped by celebrity). */
  pan: z.string(),
  rows: z.array(statementRowSchema),
  totals: statementTotalsSchema,
});
export type StatementPayee = z.infer<typeof statementPayeeSchema>;

/** A financial-year statement of one or more celebrities' payouts, by payee. */
export const statementSchema = z.object({
  financialYear: z.string(),
  from: z.string(),
  to: z.string(),
  payees: z.array(statementPayeeSchema),
  totals: statementTotalsSchema,
});
export type Statement = z.infer<typeof statementSchema>;
