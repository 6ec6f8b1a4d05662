import { z } from 'zod';
import type {
  inquiryActivitySchema,
  inquiryNoteSchema,
  inquirySchema,
  inquiryStatusViewSchema,
  statusLinkSentSchema,
  statusLinksRevokedSchema,
} from './inquiry-responses.js';
import {
  AUDIENCE_SIZES,
  BUDGET_RANGES,
  EVENT_TYPES,
  INQUIRY_CLOCK_FILTERS,
  INQUIRY_KINDS,
  INQUIRY_SORTS,
  INQUIRY_STATUSES,
  type InquirySort,
  QUOTE_FILTERS,
} from '../constants/inquiries.js';
import { SORT_DIRECTIONS, type SortDirection } from '../constants/lists.js';
import { TEXT_LIMITS } from '../constants/text-limits.js';
import { earliestEventDate, isIsoCalendarDate, latestEventDate } from '../event-date.js';
import {
  cursorAlone,
  cursorAloneError,
  cursorPaginationSchema,
  emailSchema,
  isPhoneNumber,
  searchTextSchema,
} from './common.js';
import { stateOfGstin } from '../gst/gstin.js';
import { GST_STATE_CODES, gstStateLabel, type GstStateCode } from '../gst/states.js';
import { paiseFromText } from '../money.js';
import { optionalGstinField } from './codes.js';
import { multiLineText, optionalMultiLineText, optionalSingleLineText, singleLineText } from './text.js';

/** A required phone number (see isPhoneNumber). */
export const phoneNumberSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(TEXT_LIMITS.phone, 'Phone number is too long')
  .refine(isPhoneNumber, 'Please enter a valid phone number');

export const eventDateSchema = z
  .string({ error: 'Event date is required' })
  .trim()
  .min(1, 'Event date is required')
  .refine(isIsoCalendarDate, 'Please enter a valid date')
  .refine((value) => value >= earliestEventDate(), 'Event date cannot be in the past')
  .refine((value) => value <= latestEventDate(), 'Event date is too far in the future');

/** The consent checkbox's error, when it is not ticked. */
export const CONSENT_REQUIRED = 'Please agree to the Privacy Policy to send your inquiry';

/** The most a budget may be: ₹1,000 crore in paise, as a quote's cap allows. */
const MAX_BUDGET_PAISE = 1_000_000_000_000;
const MAX_GUESTS = 1_000_000;
/** A company's name as a quote's billing name takes it. */
const COMPANY_NAME_MAX = 200;
const BUDGET_HINT = 'Type the budget in rupees, for example 5,00,000';
const GUESTS_HINT = 'Type the number of guests, for example 250';

/** The visitor's budget: whole paise, at least ₹1; `notANumber` says what to type instead. */
const budgetPaiseField = (notANumber: string) =>
  z
    .number({ error: notANumber })
    .int('The budget is a whole number of paise')
    .min(100, 'The budget must be at least ₹1')
    .max(MAX_BUDGET_PAISE, 'The budget is too large');

const guestsField = (notANumber: string) =>
  z
    .number({ error: notANumber })
    .int('The number of guests is a whole number')
    .min(1, 'The number of guests must be at least 1')
    .max(MAX_GUESTS, 'The number of guests is too large');

/**
 * A number field as a person types it: blank is left out (undefined); otherwise `read` reads it,
 * and text it cannot read becomes NaN, which `field` refuses with its hint.
 */
function typedNumber(read: (text: string) => number | null, field: z.ZodNumber) {
  return z
    .string()
    .optional()
    .transform((text) => {
      const typed = (text ?? '').trim();
      return typed === '' ? undefined : (read(typed) ?? Number.NaN);
    })
    .pipe(field.optional());
}

/** A whole number as typed, with Indian or Western grouping ("1,200"); null when it is not one. */
function wholeNumberFromText(text: string): number | null {
  const bare = text.replace(/[,\s]/g, '');
  return /^\d+$/.test(bare) ? Number(bare) : null;
}

/**
 * An inquiry's fields, the budget and the number of guests as `budgetPaise` and `guests` give
 * them: numbers in the API, text as a person types it in the forms (inquiryFormSchema).
 */
function inquiryFields<Budget extends z.ZodType<number | undefined>, Guests extends z.ZodType<number | undefined>>(
  budgetPaise: Budget,
  guests: Guests,
) {
  return z.object({
    name: singleLineText('Name', TEXT_LIMITS.name),
    email: emailSchema,
    phoneNumber: phoneNumberSchema,
    eventType: z.enum(EVENT_TYPES, 'Please choose an event type').optional(),
    eventDate: eventDateSchema,
    eventLocation: singleLineText('Event location', TEXT_LIMITS.location),
    additionalDetails: optionalMultiLineText('Additional details', TEXT_LIMITS.longText),
    celebrity: z.uuid('Please choose a celebrity').optional(),
    packageName: optionalSingleLineText('Package', TEXT_LIMITS.shortText),
    // An unchosen select is '': the same as left out.
    budgetRange: z
      .enum([...BUDGET_RANGES, ''], 'Please choose a budget range')
      .optional()
      .transform((value) => value || undefined),
    audienceSize: z
      .enum([...AUDIENCE_SIZES, ''], 'Please choose an audience size')
      .optional()
      .transform((value) => value || undefined),
    // What a quote needs (issue 41), each optional: the budget, the guests, and who is billed.
    budgetPaise,
    guests,
    companyName: optionalSingleLineText('Company name', COMPANY_NAME_MAX),
    gstin: optionalGstinField,
    billingState: z
      .enum([...GST_STATE_CODES, ''], 'Choose a state or union territory from the list')
      .optional()
      .transform((value) => value || undefined),
    consent: z.literal(true, CONSENT_REQUIRED),
  });
}

/** What inquiryRules reads of an inquiry. */
interface InquiryRuleFields {
  celebrity?: string | undefined;
  eventType?: string | undefined;
  additionalDetails: string;
  gstin: string;
  billingState?: GstStateCode | undefined;
}

/**
 * The rules across fields: a booking names its event type, a general inquiry what it needs; a
 * GSTIN's state is the billing state (the quote holds its customer to the same), and a GSTIN
 * given without a state gives it.
 */
function inquiryRules<S extends z.ZodType<InquiryRuleFields>>(schema: S) {
  return schema
    .superRefine((input, context) => {
      if (input.celebrity !== undefined && input.eventType === undefined)
        context.addIssue({ code: 'custom', path: ['eventType'], message: 'Please choose an event type' });
      if (input.celebrity === undefined && input.additionalDetails === '')
        context.addIssue({ code: 'custom', path: ['additionalDetails'], message: 'Please tell us what you need' });
      if (input.gstin && input.billingState && stateOfGstin(input.gstin) !== input.billingState)
        context.addIssue({
          code: 'custom',
          path: ['billingState'],
          message: `The GSTIN is registered in ${gstStateLabel(stateOfGstin(input.gstin))}: choose that state`,
        });
    })
    .transform((input) => ({ ...input, billingState: input.billingState ?? billingStateOfGstin(input.gstin) }));
}

/** The state a GSTIN is registered in, when it is one of the list's (a retired code is not). */
function billingStateOfGstin(gstin: string): GstStateCode | undefined {
  const code = gstin === '' ? '' : stateOfGstin(gstin);
  return GST_STATE_CODES.find((state) => state === code);
}

/**
 * An inquiry: a booking of one celebrity (SPEC §3 payload, §5 rules), or, with `celebrity` left
 * out, a general inquiry (from /contact or a service package) that says what the visitor needs
 * and may name a package, a budget range and an audience size. Both need the visitor's consent
 * to the privacy notice (`consent: true`), and may give what a quote needs: a budget in paise,
 * the number of guests, a company with its GSTIN, and the billing state (a GST state's code).
 * Anything else a client sends, such as a status or a celebrityName, is dropped: the server sets
 * the status and looks up the name.
 */
export const inquiryInputSchema = inquiryRules(
  inquiryFields(
    budgetPaiseField('The budget is a whole number of paise').optional(),
    guestsField(GUESTS_HINT).optional(),
  ),
);
export type InquiryInput = z.output<typeof inquiryInputSchema>;

/**
 * The same as the inquiry forms take it: the budget typed in rupees ("5,00,000") and the guests
 * as typed, each blank when not given; the output is what the API takes.
 */
export const inquiryFormSchema = inquiryRules(
  inquiryFields(
    typedNumber(paiseFromText, budgetPaiseField(BUDGET_HINT)),
    typedNumber(wholeNumberFromText, guestsField(GUESTS_HINT)),
  ),
);

export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES, 'Status must be pending, contacted, confirmed or rejected');

export const inquiryStatusUpdateSchema = z
  .object({
    status: inquiryStatusSchema,
    /** "E-mail the customer": only for a decision (confirmed or rejected). */
    notifyCustomer: z.boolean('notifyCustomer must be true or false').optional(),
  })
  .refine((body) => !body.notifyCustomer || body.status === 'confirmed' || body.status === 'rejected', {
    path: ['notifyCustomer'],
    message: 'The customer can be e-mailed only when the inquiry is confirmed or rejected',
  });

/** An optional query value: '' (an empty field in the address bar) reads as absent. */
function optionalQueryValue<T extends z.ZodType<string>>(schema: T) {
  return z
    .union([schema, z.literal('')])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));
}

const eventDateBoundSchema = z.string().refine(isIsoCalendarDate, 'Please enter a valid date (YYYY-MM-DD)');

/**
 * The inquiry list's filters. `assignee` is a staff member's id, `me` (the signed-in user) or
 * `none` (nobody yet); `clock` narrows to pending inquiries that are overdue or due soon;
 * `quote` to inquiries without a quote (`none`) or whose current quote shows that state today
 * (India's day: `expired` is a sent or viewed one past its validity day, which `sent` and
 * `viewed` then leave out); `eventFrom`/`eventTo` bound the event date, both ends included.
 */
const inquiryFilterShape = {
  q: searchTextSchema,
  status: z
    .union([inquiryStatusSchema, z.literal(''), z.literal('all')])
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : value)),
  assignee: optionalQueryValue(
    z.union([z.literal('me'), z.literal('none'), z.uuid()], "Assignee must be a staff member's id, me or none"),
  ),
  clock: optionalQueryValue(z.enum(INQUIRY_CLOCK_FILTERS, 'Clock must be overdue, due-soon or at-risk')),
  kind: optionalQueryValue(z.enum(INQUIRY_KINDS, 'Kind must be booking or general')),
  // Like the status: 'all' (the select's "All quotes") and '' read as no filter.
  quote: z
    .enum([...QUOTE_FILTERS, 'all', ''], 'Quote must be none, draft, sent, viewed, accepted, declined or expired')
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : value)),
  eventFrom: optionalQueryValue(eventDateBoundSchema),
  eventTo: optionalQueryValue(eventDateBoundSchema),
};

function eventRangeInOrder(query: { eventFrom?: string | undefined; eventTo?: string | undefined }): boolean {
  return !query.eventFrom || !query.eventTo || query.eventFrom <= query.eventTo;
}
const eventRangeError = {
  path: ['eventTo'],
  message: 'The end of the event date range cannot be before its start',
};

/** One page of the list: the filters, an order (`sort`, `order`: asc or desc) and the slice. */
export const inquiryListQuerySchema = cursorPaginationSchema
  .extend(inquiryFilterShape)
  .extend({
    sort: z.enum(INQUIRY_SORTS, 'Sort must be received, event-date or reply-by').default('received'),
    order: z.enum(SORT_DIRECTIONS, 'Order must be asc or desc').optional(),
  })
  .refine(eventRangeInOrder, eventRangeError)
  .refine(cursorAlone, cursorAloneError);

/** The CSV export: every inquiry the filters match. */
export const inquiryExportQuerySchema = z.object(inquiryFilterShape).refine(eventRangeInOrder, eventRangeError);
/** The filters alone (what the CSV export takes); any left out do not narrow. */
export type InquiryFilter = Partial<z.output<typeof inquiryExportQuerySchema>>;
/** One page of the list: the filters, the order (received, newest first, when left out) and the slice. */
export type InquiryListQuery = InquiryFilter &
  Pick<z.output<typeof inquiryListQuerySchema>, 'limit' | 'offset'> &
  Partial<Pick<z.output<typeof inquiryListQuerySchema>, 'after' | 'before'>> & {
    sort?: InquirySort | undefined;
    order?: SortDirection | undefined;
  };

/** An inquiry as the API answers it (inquiry-responses.ts holds the shape). */
export type Inquiry = z.output<typeof inquirySchema>;

/** A customer's view of their inquiry, through the private status link. */
export type InquiryStatusView = z.output<typeof inquiryStatusViewSchema>;

/** The token of a status link: 32 random bytes in base64url. */
export const statusTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a status link'),
});

/** A staff note on an inquiry (never shown to the customer). */
export const inquiryNoteInputSchema = z.object({ body: multiLineText('Note', TEXT_LIMITS.longText) });
export type InquiryNoteInput = z.output<typeof inquiryNoteInputSchema>;

/** Who handles an inquiry: an active staff member or admin, or nobody (null). */
export const inquiryAssigneeInputSchema = z.object({ assigneeId: z.uuid('Choose a staff member').nullable() });

export type InquiryNote = z.output<typeof inquiryNoteSchema>;
export type InquiryActivity = z.output<typeof inquiryActivitySchema>;
/** The customer's status link sent again: the e-mail queued, and to whom. */
export type StatusLinkSent = z.output<typeof statusLinkSentSchema>;
export type StatusLinksRevoked = z.output<typeof statusLinksRevokedSchema>;

/**
 * An amount as a person types it ("2,00,000", "₹ 250000", "") read as whole rupees, or null
 * when blank; anything else is NaN, which a number schema refuses as not a number.
 */
export function rupeesFromText(text: string): number | null {
  const bare = text.replace(/[₹,\s]/g, '').replace(/^Rs\.?/i, '');
  if (bare === '') return null;
  return /^\d+$/.test(bare) ? Number(bare) : Number.NaN;
}
