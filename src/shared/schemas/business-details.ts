import { z } from 'zod';
import { stateOfGstin } from '../gst/gstin.js';
import { NUMBER_PREFIX_SHAPE } from '../gst/document-number.js';
import { gstStateLabel, isGstinStateCode } from '../gst/states.js';
import { optionalAccountNumberField, optionalGstinField, optionalIfscField } from './codes.js';
import { optionalMultiLineText, optionalSingleLineText } from './text.js';

/*
 * The agency's business details (Settings, admins): what a quote, and later a receipt and an
 * invoice, says about the seller. Each field may be left empty while the agency fills them in;
 * a quote cannot be sent until every one in BUSINESS_DETAILS_REQUIRED is set, and the quote's
 * page names those missing (missingBusinessDetails).
 */

/** A state or union territory by its GST code, or '' for none chosen yet. */
export const gstStateField = z
  .string()
  .optional()
  .transform((value) => value ?? '')
  .refine((value) => value === '' || isGstinStateCode(value), 'Choose a state or union territory from the list');

const pinCode = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? '')
  .refine((value) => value === '' || /^[1-9]\d{5}$/.test(value), 'A PIN code is six digits');

function wholeNumber(label: string, min: number, max: number, fallback: number) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .default(fallback);
}

/** "Cancelled at least `daysBefore` days before the event: `keepPercent` of the total is kept." */
export const cancellationSlabSchema = z.object({
  daysBefore: z
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(0, 'Days cannot be negative')
    .max(365, 'Days must be at most 365'),
  keepPercent: z
    .number({ error: 'The share kept must be a number' })
    .int('The share kept must be a whole percent')
    .min(0, 'The share kept cannot be negative')
    .max(100, 'The share kept is at most 100 %'),
});
export type CancellationSlab = z.infer<typeof cancellationSlabSchema>;

/** More than 30 days before: 25 % kept; 8 to 30 days: 50 %; 7 or fewer: everything. */
export const DEFAULT_CANCELLATION_SLABS: CancellationSlab[] = [
  { daysBefore: 31, keepPercent: 25 },
  { daysBefore: 8, keepPercent: 50 },
  { daysBefore: 0, keepPercent: 100 },
];

export const cancellationSlabsSchema = z
  .array(cancellationSlabSchema)
  .min(1, 'Add at least one cancellation slab')
  .max(6, 'At most 6 cancellation slabs')
  .superRefine((slabs, context) => {
    const days = slabs.map((slab) => slab.daysBefore);
    days.forEach((day, index) => {
      if (days.indexOf(day) !== index) {
        context.addIssue({
          code: 'custom',
          path: [index, 'daysBefore'],
          message: 'Two slabs cannot start on the same day',
        });
      }
    });
    if (!days.includes(0)) {
      context.addIssue({ code: 'custom', message: 'One slab must start at 0 days, for a cancellation on the day' });
    }
  })
  // Stored and shown from the earliest notice to the latest.
  .transform((slabs) => [...slabs].sort((a, b) => b.daysBefore - a.daysBefore));

export const businessDetailsSchema = z
  .object({
    legalName: optionalSingleLineText('Legal name', 200),
    tradingName: optionalSingleLineText('Trading name', 200),
    gstin: optionalGstinField,
    address: z
      .object({
        street: optionalSingleLineText('Street address', 300),
        city: optionalSingleLineText('City', 80),
        state: gstStateField,
        pinCode,
      })
      .default({ street: '', city: '', state: '', pinCode: '' }),
    signatoryName: optionalSingleLineText('Signatory', 120),
    bank: z
      .object({
        accountName: optionalSingleLineText('Account name', 200),
        accountNumber: optionalAccountNumberField,
        ifsc: optionalIfscField,
        bankName: optionalSingleLineText('Bank', 120),
      })
      .default({ accountName: '', accountNumber: '', ifsc: '', bankName: '' }),
    quoteValidityDays: wholeNumber('Quote validity', 1, 90, 7),
    advancePercent: wholeNumber('Advance', 0, 100, 50),
    balanceDueDaysBefore: wholeNumber('Balance due', 0, 365, 7),
    /** The customer is reminded of the balance this many days before it is due (issue 22). */
    balanceReminderDays: wholeNumber('Balance reminder', 0, 60, 3),
    /** Days a booking also takes before and after its event, for travel (issue 22). */
    travelBufferDays: wholeNumber('Travel days', 0, 30, 1),
    cancellationSlabs: cancellationSlabsSchema.default(DEFAULT_CANCELLATION_SLABS),
    termsMarkdown: optionalMultiLineText('Terms', 20_000),
    numberPrefix: z
      .string()
      .trim()
      .default('SLT')
      .transform((value) => value.toUpperCase())
      .refine((value) => NUMBER_PREFIX_SHAPE.test(value), 'The number prefix is 1 to 3 letters'),
  })
  .superRefine((details, context) => {
    const { gstin, address } = details;
    if (gstin !== '' && address.state !== '' && stateOfGstin(gstin) !== address.state) {
      context.addIssue({
        code: 'custom',
        path: ['address', 'state'],
        message: `The GSTIN is registered in ${gstStateLabel(stateOfGstin(gstin))}: the registered address must be in that state`,
      });
    }
  });

export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;
export type BusinessDetails = z.output<typeof businessDetailsSchema>;

/** What an agency starts with: empty, with the usual terms. */
export const EMPTY_BUSINESS_DETAILS: BusinessDetails = businessDetailsSchema.parse({});

/** The details a quote needs before it can be sent, by field path, with what the page calls them. */
export const BUSINESS_DETAILS_REQUIRED = [
  { path: 'legalName', label: 'Legal name', valueOf: (d: BusinessDetails) => d.legalName },
  { path: 'gstin', label: 'GSTIN', valueOf: (d: BusinessDetails) => d.gstin },
  { path: 'address.street', label: 'Street address', valueOf: (d: BusinessDetails) => d.address.street },
  { path: 'address.city', label: 'City', valueOf: (d: BusinessDetails) => d.address.city },
  { path: 'address.state', label: 'State', valueOf: (d: BusinessDetails) => d.address.state },
  { path: 'address.pinCode', label: 'PIN code', valueOf: (d: BusinessDetails) => d.address.pinCode },
  { path: 'signatoryName', label: 'Signatory', valueOf: (d: BusinessDetails) => d.signatoryName },
  { path: 'bank.accountName', label: 'Account name', valueOf: (d: BusinessDetails) => d.bank.accountName },
  { path: 'bank.accountNumber', label: 'Account number', valueOf: (d: BusinessDetails) => d.bank.accountNumber },
  { path: 'bank.ifsc', label: 'IFSC', valueOf: (d: BusinessDetails) => d.bank.ifsc },
  { path: 'termsMarkdown', label: 'Terms', valueOf: (d: BusinessDetails) => d.termsMarkdown },
] as const;

/** The labels of the required details still empty, in the form's order ([] when a quote can be sent). */
export function missingBusinessDetails(details: BusinessDetails): string[] {
  return BUSINESS_DETAILS_REQUIRED.filter((field) => field.valueOf(details).trim() === '').map((field) => field.label);
}
