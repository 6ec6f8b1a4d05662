import { z } from 'zod';
import { PAYEE_TDS_SECTIONS, PAYOUT_MODES, TDS_QUARTERS } from '../constants/payouts.js';
import { gstinSchema } from './business-details.js';
import { calendarDay } from './calendar.js';
import { emailSchema } from './common.js';
import { amountPaiseField, rupeesField, tdsPaiseField } from './money.js';
import { optionalSingleLineText, singleLineText } from './text.js';
import { ifscProblem, normaliseIfsc } from '../gst/ifsc.js';

export const PAN_SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;

const panField = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((value) => PAN_SHAPE.test(value), 'A PAN is five letters, four digits and a letter, for example ABCDE1234F');

const ifscField = z
  .string()
  .transform((value) => normaliseIfsc(value))
  .superRefine((value, context) => {
    const problem = value === '' ? null : ifscProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const bankAccountField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => value === '' || /^\d{9,18}$/.test(value), 'An account number is 9 to 18 digits');

const upiField = z
  .string()
  .trim()
  .refine((value) => value === '' || /^[\w.-]{2,256}@[a-zA-Z]{2,64}$/.test(value), 'A UPI ID looks like name@bank');

export const payeeInputSchema = z
  .object({
    legalName: singleLineText('Legal name', 200),
    pan: panField,
    gstin: gstinSchema,
    bankAccount: bankAccountField,
    ifsc: ifscField,
    upiId: upiField,
    individual: z.boolean(),
    commissionPercent: z
      .number({ error: 'The commission is a percent, for example 15' })
      .min(0, 'The commission cannot be negative')
      .max(100, 'The commission is at most 100%'),
    tdsSection: z.enum(PAYEE_TDS_SECTIONS, { error: 'Choose the TDS section' }),
    tdsNoneReason: optionalSingleLineText('Reason', 300),
    contactEmail: emailSchema,
  })
  .refine((payee) => payee.upiId !== '' || (payee.bankAccount !== '' && payee.ifsc !== ''), {
    path: ['bankAccount'],
    message: 'Give a bank account with its IFSC, or a UPI ID',
  })
  .refine((payee) => payee.bankAccount === '' || payee.ifsc !== '', { path: ['ifsc'], message: 'Give the IFSC' })
  .refine((payee) => payee.tdsSection !== 'none' || payee.tdsNoneReason !== '', {
    path: ['tdsNoneReason'],
    message: 'Say why no TDS is deducted',
  });
export type PayeeInput = z.input<typeof payeeInputSchema>;
export type PayeeValues = z.output<typeof payeeInputSchema>;

export const commissionInputSchema = z.object({
  commissionPercent: z
    .number({ error: 'The commission is a percent, for example 15' })
    .min(0, 'The commission cannot be negative')
    .max(100, 'The commission is at most 100%'),
  reason: singleLineText('Reason', 500),
});
export type CommissionInput = z.input<typeof commissionInputSchema>;

const tdsOverrideOf = <T extends z.ZodType<number, unknown>>(tdsPaise: T) =>
  z.object({ tdsPaise, reason: singleLineText('Reason for the TDS', 500) });

function payoutFields<A extends z.ZodType<number, unknown>, T extends z.ZodType<number, unknown>>(amount: A, tds: T) {
  return z
    .object({
      amountPaise: amount,
      date: calendarDay('Date'),
      mode: z.enum(PAYOUT_MODES, { error: 'Choose how it was paid' }),
      reference: optionalSingleLineText('Reference', 100),
      tdsOverride: tdsOverrideOf(tds).optional(),
      overpayReason: optionalSingleLineText('Reason', 500),
    })
    .refine((payout) => payout.mode === 'cash' || payout.reference !== '', {
      path: ['reference'],
      message: 'Give the UTR, UPI or cheque reference',
    });
}

export const payoutInputSchema = payoutFields(amountPaiseField(), tdsPaiseField());
export type PayoutInput = z.input<typeof payoutInputSchema>;
export type PayoutValues = z.output<typeof payoutInputSchema>;

export const payoutPreviewQuerySchema = z.object({
  amountPaise: z.coerce.number().int().min(1),
  date: calendarDay('Date'),
});
export type PayoutPreviewQuery = z.input<typeof payoutPreviewQuerySchema>;

export const tdsRegisterQuerySchema = z.object({
  fy: z.string().regex(/^\d{4}-\d{2}$/, 'A financial year, for example 2026-27'),
  quarter: z.coerce.number().pipe(z.union(TDS_QUARTERS.map((q) => z.literal(q)))).optional(),
  month: z.string().regex(/^\d{4}-\d{2}$/).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type TdsRegisterQuery = z.input<typeof tdsRegisterQuerySchema>;

// keep rupeesField referenced for a form schema built from the same fields
export const payoutFormSchema = payoutFields(rupeesField(amountPaiseField()), rupeesField(tdsPaiseField()));
