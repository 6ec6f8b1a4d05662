import { z } from 'zod';
import {
  COST_DESCRIPTION_MAX,
  PAYEE_KINDS,
  PAYEE_TDS_SECTIONS,
  PAYOUT_MODES,
  TDS_QUARTERS,
} from '../constants/payouts.js';
import { calendarDay } from './calendar.js';
import { optionalAccountNumberField, optionalGstinField, optionalIfscField, optionalUpiIdField } from './codes.js';
import { emailSchema } from './common.js';
import { amountPaiseField, rupeesField, tdsPaiseField } from './money.js';
import { optionalMultiLineText, optionalSingleLineText, singleLineText } from './text.js';

/*
 * Paying the artists (issue 39, decision 0036): a celebrity's payee details, a booking's
 * commission and the costs paid on the artist's behalf, a payout and its TDS, the TDS register's
 * query. As with a booking's money (schemas/billing.ts), each schema is built once from its
 * amount fields: the API's take whole paise and a percent as a number, the form's take rupees and
 * a percent as typed text, into the same names, rules and words.
 */

/** A PAN: five letters, four digits, a letter. Its fourth letter is the holder's kind. */
export const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** A PAN as typed made comparable: spaces dropped, capitals. */
export function normalisePan(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * The PAN's fourth letter names its holder: P a person, H a Hindu undivided family; C, F, T, A,
 * B, L, J, G, E and others a company, firm, trust, association or body. 194C's 1% is for the
 * first two.
 */
export function panIsIndividualOrHuf(pan: string): boolean {
  return pan[3] === 'P' || pan[3] === 'H';
}

const PERCENT_HINT = 'Type the commission as a percent, for example 15 or 12.5';

/**
 * A commission as a percent of the artist fee: 0 to 100, to the hundredth (12.5, 12.75). The API
 * takes a number, the form the text typed; both hand on the number, which `basisPointsOfPercent`
 * stores exactly.
 */
const percentNumber = () =>
  z
    .number({ error: PERCENT_HINT })
    .min(0, 'The commission cannot be negative')
    .max(100, 'The commission is at most 100%')
    // 12.5 * 100 is 1250 exactly, 0.29 * 100 is 28.999999999999996: to the hundredth, within float error.
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'The commission is a percent to at most two decimals',
    );

const percentText = () =>
  z
    .string()
    .trim()
    .refine((text) => /^\d{1,3}(\.\d{1,2})?\s*%?$/.test(text), PERCENT_HINT)
    .transform((text) => Number(text.replace('%', '').trim()))
    .pipe(percentNumber());

/** A percent (12.5) as basis points (1250), exactly. */
export function basisPointsOfPercent(percent: number): number {
  return Math.round(percent * 100);
}

/** Basis points (1250) as the percent a person reads and an answer carries (12.5). */
export function percentOfBasisPoints(basisPoints: number): number {
  return basisPoints / 100;
}

/** Basis points as the text the form shows, to be typed over: 1500 -> "15", 1250 -> "12.5". */
export function percentTextOfBasisPoints(basisPoints: number): string {
  return String(percentOfBasisPoints(basisPoints));
}

const panField = z
  .string()
  .optional()
  .transform((value) => normalisePan(value ?? ''))
  .refine(
    (value) => value === '' || PAN_SHAPE.test(value),
    'A PAN is five letters, four digits and a letter (AAAAA9999A)',
  );

const optionalEmail = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim())
  .pipe(z.union([z.literal(''), emailSchema]));

type PayeeShape = {
  pan: string;
  payeeKind: string;
  tdsSection: string;
  noTdsReason: string;
  bankAccountNumber: string;
  ifsc: string;
  upiId: string;
};

/**
 * The payee's rules: a way to pay them (an account with its IFSC, or a UPI ID); a reason when no
 * TDS applies; and a PAN whose holder's kind agrees with the kind chosen, since 194C's rate
 * follows it.
 */
function payeeRules<S extends z.ZodType<PayeeShape>>(schema: S) {
  return schema.superRefine((payee, context) => {
    const hasAccount = payee.bankAccountNumber !== '';
    const hasIfsc = payee.ifsc !== '';
    if (hasAccount && !hasIfsc) {
      context.addIssue({ code: 'custom', path: ['ifsc'], message: 'Give the IFSC of the account' });
    }
    if (hasIfsc && !hasAccount) {
      context.addIssue({ code: 'custom', path: ['bankAccountNumber'], message: 'Give the account number' });
    }
    if (!hasAccount && !hasIfsc && payee.upiId === '') {
      context.addIssue({
        code: 'custom',
        path: ['bankAccountNumber'],
        message: 'Give a bank account and its IFSC, or a UPI ID, to pay them to',
      });
    }
    if (payee.tdsSection === 'none' && payee.noTdsReason === '') {
      context.addIssue({
        code: 'custom',
        path: ['noTdsReason'],
        message: 'Say why no TDS is deducted from this payee',
      });
    }
    if (payee.pan !== '') {
      const individual = panIsIndividualOrHuf(payee.pan);
      if (individual !== (payee.payeeKind === 'individual_or_huf')) {
        context.addIssue({
          code: 'custom',
          path: ['payeeKind'],
          message: individual
            ? 'This PAN is a person’s or an HUF’s: choose Individual or HUF'
            : 'This PAN is not a person’s or an HUF’s: choose Firm, company or other',
        });
      }
    }
  });
}

function payeeFields<Percent extends z.ZodType<number, unknown>>(commissionPercent: Percent) {
  return z.object({
    /** The name on the PAN and the bank account, which the voucher and the register print. */
    legalName: singleLineText('Legal name', 200),
    /** Empty while the payee has given none: TDS is then at least 20% (section 206AA). */
    pan: panField,
    gstin: optionalGstinField,
    payeeKind: z.enum(PAYEE_KINDS, { error: 'Choose whether the payee is an individual or HUF' }),
    /** The percent of the artist fee the agency keeps, unless a booking sets its own. */
    commissionPercent,
    tdsSection: z.enum(PAYEE_TDS_SECTIONS, { error: 'Choose the TDS section, or none' }),
    noTdsReason: optionalSingleLineText('Reason for no TDS', 300),
    bankAccountNumber: optionalAccountNumberField,
    ifsc: optionalIfscField,
    bankName: optionalSingleLineText('Bank', 120),
    upiId: optionalUpiIdField,
    /** Where the payout vouchers are e-mailed; empty: none are sent. */
    contactEmail: optionalEmail,
  });
}

/** `PUT /api/celebrities/:id/payee` (admins). */
export const payeeInputSchema = payeeRules(payeeFields(percentNumber()));
export type PayeeInput = z.input<typeof payeeInputSchema>;
export type PayeeValues = z.output<typeof payeeInputSchema>;

/** The payee form as typed: the commission as percent text ("15", "12.5"). */
export const payeeFormSchema = payeeRules(payeeFields(percentText()));
export type PayeeFormValues = z.input<typeof payeeFormSchema>;

/** `PUT /api/bookings/:id/commission`: this booking's own commission, with the reason. */
function commissionSchemaOf<Percent extends z.ZodType<number, unknown>>(commissionPercent: Percent) {
  return z.object({ commissionPercent, reason: singleLineText('Reason', 500) });
}
export const commissionInputSchema = commissionSchemaOf(percentNumber());
export type CommissionInput = z.input<typeof commissionInputSchema>;
export type CommissionValues = z.output<typeof commissionInputSchema>;
export const commissionFormSchema = commissionSchemaOf(percentText());
export type CommissionFormValues = z.input<typeof commissionFormSchema>;

/** `POST /api/bookings/:id/costs`: a cost the agency paid on the artist's behalf, recovered from their share. */
function costSchemaOf<AmountField extends z.ZodType<number, unknown>>(amountPaise: AmountField) {
  return z.object({
    amountPaise,
    date: calendarDay('Date'),
    description: singleLineText('Description', COST_DESCRIPTION_MAX),
  });
}
export const costInputSchema = costSchemaOf(amountPaiseField());
export type CostInput = z.input<typeof costInputSchema>;
export type CostValues = z.output<typeof costInputSchema>;
export const costFormSchema = costSchemaOf(rupeesField(amountPaiseField()));
export type CostFormValues = z.input<typeof costFormSchema>;

/** TDS set by hand instead of the product's figure: only with a reason (audited). */
function tdsOverrideOf<TdsField extends z.ZodType<number, unknown>>(tdsPaise: TdsField) {
  return z.object({ tdsPaise, reason: singleLineText('Reason for the TDS set by hand', 500) });
}

type PayoutShape = { amountPaise: number; tdsOverride?: { tdsPaise: number } | undefined };

/** A TDS set by hand is at most the payout. */
function payoutRules<S extends z.ZodType<PayoutShape>>(schema: S) {
  return schema.refine((payout) => !payout.tdsOverride || payout.tdsOverride.tdsPaise <= payout.amountPaise, {
    path: ['tdsOverride', 'tdsPaise'],
    message: 'The TDS cannot be more than the payout',
  });
}

function previewFields<AmountField extends z.ZodType<number, unknown>, TdsField extends z.ZodType<number, unknown>>(
  amountPaise: AmountField,
  tdsPaise: TdsField,
) {
  return z.object({
    /** The payout's gross: the sum credited to the artist, TDS included (it bears the TDS). */
    amountPaise,
    /** The day it is paid, India's calendar: the TDS rule and the voucher's year are this day's. */
    date: calendarDay('Date'),
    tdsOverride: tdsOverrideOf(tdsPaise).optional(),
  });
}

function payoutFields<AmountField extends z.ZodType<number, unknown>, TdsField extends z.ZodType<number, unknown>>(
  amountPaise: AmountField,
  tdsPaise: TdsField,
) {
  return previewFields(amountPaise, tdsPaise).extend({
    mode: z.enum(PAYOUT_MODES, { error: 'Choose how it was paid' }),
    /** The bank's UTR, the UPI reference or the cheque number. */
    reference: singleLineText('Reference', 100),
    /** An admin's reason to pay more than the customer has paid less the commission (audited). */
    overpayReason: optionalMultiLineText('Reason to pay more than received', 500),
  });
}

/** `POST /api/bookings/:id/payouts/preview`: the TDS the product would deduct, before saving. */
export const payoutPreviewInputSchema = payoutRules(previewFields(amountPaiseField(), tdsPaiseField()));
export type PayoutPreviewInput = z.input<typeof payoutPreviewInputSchema>;
export type PayoutPreviewValues = z.output<typeof payoutPreviewInputSchema>;

/** `POST /api/bookings/:id/payouts`. */
export const payoutInputSchema = payoutRules(payoutFields(amountPaiseField(), tdsPaiseField()));
export type PayoutInput = z.input<typeof payoutInputSchema>;
export type PayoutValues = z.output<typeof payoutInputSchema>;

/** "Record payout" as typed: rupees; the TDS set by hand in rupees too (a blank is ₹0). */
export const payoutFormSchema = payoutRules(
  payoutFields(rupeesField(amountPaiseField()), rupeesField(tdsPaiseField(), { optional: true })),
);
export type PayoutFormValues = z.input<typeof payoutFormSchema>;

/** A financial year as the register's address names it: `2026-27`. */
export const financialYearParam = z
  .string({ error: 'Give the financial year, for example 2026-27' })
  .regex(/^\d{4}-\d{2}$/, 'A financial year is written 2026-27')
  .refine(
    (value) => (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)),
    'A financial year is two years in a row, such as 2026-27',
  );

/**
 * `GET /api/reports/tds`: a month (`?month=2026-11`), or a quarter of a financial year
 * (`?fy=2026-27&quarter=3`), or the whole year (`?fy=2026-27`); `format=csv` for the file.
 */
export const tdsRegisterQuerySchema = z
  .object({
    fy: financialYearParam.optional(),
    quarter: z.coerce
      .number({ error: 'A quarter is 1 to 4' })
      .int('A quarter is 1 to 4')
      .refine((value) => (TDS_QUARTERS as readonly number[]).includes(value), 'A quarter is 1 to 4')
      .optional(),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written 2026-11')
      .optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((query) => query.month !== undefined || query.fy !== undefined, {
    path: ['fy'],
    message: 'Give a financial year (fy=2026-27) or a month (month=2026-11)',
  })
  .refine((query) => query.month === undefined || (query.fy === undefined && query.quarter === undefined), {
    path: ['month'],
    message: 'Ask for a month, or a financial year and quarter, not both',
  });
export type TdsRegisterQuery = z.input<typeof tdsRegisterQuerySchema>;
export type TdsRegisterQueryValues = z.output<typeof tdsRegisterQuerySchema>;

/** A financial-year statement's query (the talent side's `?fy=2026-27&format=`). */
export const statementQuerySchema = z.object({
  fy: financialYearParam,
  format: z.enum(['json', 'pdf', 'csv']).default('json'),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;
