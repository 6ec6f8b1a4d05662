import { z } from 'zod';
import {
  AUDIT_KINDS,
  CATEGORIES,
  CELEBRITY_STATUSES,
  EMAIL_KINDS,
  EMAIL_STATES,
  EVENT_TYPES,
  INQUIRY_EVENT_KINDS,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  LEGAL_PAGES,
  QUOTE_STATES,
  CALENDAR_ENTRY_KINDS,
  BOOKING_STATES,
  PAYMENT_MODES,
  CANCELLED_BY,
  ROLES,
  USER_STATUSES,
} from '../constants.js';
import { CUSTOMER_STAGES } from '../customer-stage.js';
import { QUOTE_LINE_KINDS } from '../gst/quote-tax.js';
import { SOCIAL_NETWORKS } from './site-content.js';

/**
 * What the API answers, as zod schemas: the routes declare them, so the server checks every
 * answer it sends against the contract of docs/api.md (and drops any field not named here).
 * The types the rest of the code uses are inferred from these schemas, so each shape is written
 * once. The browser imports only those types, never this module's values.
 */

const isoDateTime = z.string();
/** Ids are made by the database; the answer passes them on as they are. */
const id = z.string();

export const listMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
  /**
   * Absent when `total` is exact; `estimate`: PostgreSQL's estimate, where counting every match
   * would cost more than the page ("about 290,000"); `at-least`: more than `total` match.
   */
  totalKind: z.enum(['estimate', 'at-least']).optional(),
  /** Cursors (lists walked by cursor): `?after=next` is the page after this one, `?before=prev` the one before. */
  next: z.string().optional(),
  prev: z.string().optional(),
});

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** `{ success: true, data }`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, data: [...], meta: {total, limit, offset} }`. */
export function listEnvelopeOf<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), meta: listMetaSchema });
}

export const imageVariantSchema = z.object({ url: z.string(), width: z.number().int().positive() });

/** What a page needs to draw an image responsively: default src, its size and the srcset. */
export const responsiveImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(imageVariantSchema),
});

export const celebritySchema = z.object({
  _id: id,
  name: z.string(),
  category: z.enum(CATEGORIES),
  profileImageUrl: z.string().nullable(),
  profileImage: responsiveImageSchema.nullable(),
  rating: z.number(),
  followers: z.string(),
  location: z.string(),
  specialties: z.array(z.string()),
  price: z.number().int().nullable(),
  priceOnDemand: z.boolean(),
  description: z.string(),
  socialProfile: z.string(),
  achievements: z.array(z.string()),
  galleryImages: z.array(z.string()),
  gallery: z.array(responsiveImageSchema),
  /** The profile's three figures (SPEC §2's values until staff set the celebrity's own). */
  stats: z.object({ eventsCompleted: z.string(), brandPartnerships: z.string(), yearsExperience: z.string() }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Goes up by one on every save; an edit sends the version it started from (see editVersionSchema). */
  version: z.number().int().positive(),
  /** A draft is seen only by staff; published, it is on the public site. */
  status: z.enum(CELEBRITY_STATUSES),
  /** When it was last published; null while a draft. */
  publishedAt: isoDateTime.nullable(),
  /** Its place among the featured (1 first), or null. */
  featuredPosition: z.number().int().positive().nullable(),
  /** The profile's address: `/celebrity/<slug>`. */
  slug: z.string(),
});

export const inquirySchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  celebrity: id.nullable(),
  celebrityName: z.string(),
  eventType: z.enum(EVENT_TYPES),
  eventDate: z.string(),
  eventLocation: z.string(),
  additionalDetails: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  /** A booking of one celebrity, or a general inquiry (celebrity null, celebrityName ''). */
  kind: z.enum(INQUIRY_KINDS),
  packageName: z.string().nullable(),
  budgetRange: z.string().nullable(),
  audienceSize: z.string().nullable(),
  /** When the visitor agreed to the privacy notice; null for inquiries from before it was asked. */
  consentAt: isoDateTime.nullable(),
  /** Short and human, `SLT-2611-0042`. */
  reference: z.string(),
  /** When the agency promised a reply (arrival plus RESPONSE_HOURS). */
  replyBy: isoDateTime,
  /** When it first left `pending`: answered. */
  firstResponseAt: isoDateTime.nullable(),
  assignee: z.object({ _id: id, name: z.string() }).nullable(),
  /**
   * The current quote (its latest version) as shown today, India's day: a sent or viewed one
   * past its validity day is `expired`; null while the inquiry has no quote.
   */
  quoteState: z.enum(QUOTE_STATES).exclude(['superseded']).nullable(),
  /** The current quote's total in paise (integer); null while the inquiry has no quote. */
  quoteTotalPaise: z.number().int().nonnegative().nullable(),
  /** It has a booking (any state): its receipts and invoices are tax records, so it cannot be deleted. */
  hasBooking: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** A staff note on an inquiry, with its author as they were named when writing. */
export const inquiryNoteSchema = z.object({
  _id: id,
  authorName: z.string(),
  body: z.string(),
  createdAt: isoDateTime,
});

/** One e-mail of the outbox, as the admin panel lists it. */
export const emailSummarySchema = z.object({
  _id: id,
  kind: z.enum(EMAIL_KINDS),
  inquiry: id.nullable(),
  recipients: z.array(z.string()),
  subject: z.string(),
  state: z.enum(EMAIL_STATES),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: isoDateTime,
  lastError: z.string().nullable(),
  smtpResponse: z.string().nullable(),
  messageId: z.string().nullable(),
  sentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});

/** An inquiry's notes (newest first), its e-mails and its timeline (oldest first), for its page in the panel. */
export const inquiryActivitySchema = z.object({
  notes: z.array(inquiryNoteSchema),
  /** Every e-mail sent about it, oldest first, with its delivery state. */
  emails: z.array(emailSummarySchema),
  timeline: z.array(
    z.object({
      kind: z.enum(INQUIRY_EVENT_KINDS),
      actorName: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
      at: isoDateTime,
    }),
  ),
});

/** The status link sent again: the e-mail queued, and to whom. */
export const statusLinkSentSchema = z.object({ emailId: id, recipients: z.array(z.string()) });

/** Every status link revoked (how many), and the e-mail that carries the new one. */
export const statusLinksRevokedSchema = statusLinkSentSchema.extend({ revoked: z.number().int() });

/** One e-mail with its content, for the preview. */
export const emailSchema = emailSummarySchema.extend({ html: z.string(), text: z.string() });

export const staffMemberSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  joinDate: isoDateTime,
});

export const sessionUserSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});

export const loginResultSchema = z.object({ token: z.string(), user: sessionUserSchema });

/** One stat card: the figure now, the comparable figure for last month and the change in percent. */
export const dashboardStatSchema = z.object({
  value: z.number(),
  previous: z.number(),
  /** Whole percent; null when last month's figure was 0. */
  changePercent: z.number().nullable(),
});

/**
 * Inquiries received in the last `days` days that have been answered or whose reply-by time has
 * passed: `onTime` of them were answered by their reply-by time, out of `total`.
 */
export const answeredOnTimeSchema = z.object({
  onTime: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Whole percent, rounded down (100 only when every one was on time); null when `total` is 0. */
  percent: z.number().int().min(0).max(100).nullable(),
  days: z.number().int().positive(),
});

/**
 * The quotes of the last `days` days (issue 21): versions sent, acceptances and their value, and
 * how long the inquiries first quoted in those days waited for that first quote.
 */
export const quoteFiguresSchema = z.object({
  /** Quote versions sent (each version sent counts, a revision too). */
  sent: z.number().int().nonnegative(),
  /** Quotes accepted, by the time of acceptance. */
  accepted: z.number().int().nonnegative(),
  /** The totals of those acceptances (GST included), in whole paise. */
  acceptedPaise: z.number().int().nonnegative(),
  /** Inquiries whose first quote version was sent in these days. */
  firstQuoted: z.number().int().nonnegative(),
  /** Of those, the median time from the inquiry's arrival to its first quote, in whole seconds; null when none. */
  medianSecondsToQuote: z.number().int().nullable(),
  days: z.number().int().positive(),
});

const paiseSum = z.number().int().nonnegative();

/**
 * The bookings (issue 22), by India's months. A cancelled booking is not counted as made, as
 * value booked, as outstanding or as a quote's booking; its payments were still received.
 */
export const bookingFiguresSchema = z.object({
  /** Bookings made this month (by the time each was made) against last month. */
  made: dashboardStatSchema,
  /** The value booked (the bookings' totals, GST included) in each of the last months, oldest first, this month last. */
  valueByMonth: z.array(
    z.object({
      /** `YYYY-MM`, India's calendar month. */
      month: z.string(),
      paise: paiseSum,
      count: z.number().int().nonnegative(),
    }),
  ),
  /**
   * The part of the payments received this month (by their receipt's date) that went to advances,
   * against last month's: a booking's payments, in the order received, settle its advance first.
   */
  advancesReceived: dashboardStatSchema,
  /** Every payment received this month, advances and balances, with the tax deducted at source. */
  receivedThisMonth: z.object({ count: z.number().int().nonnegative(), paise: paiseSum }),
  /** What is still due on the bookings that have something due, and on those of them past the balance's due day. */
  outstanding: z.object({ count: z.number().int().nonnegative(), paise: paiseSum }),
  overdue: z.object({ count: z.number().int().nonnegative(), paise: paiseSum }),
  /** Of the inquiries with a quote sent in the last `days` days, how many have a booking. */
  conversion: z.object({
    quoted: z.number().int().nonnegative(),
    booked: z.number().int().nonnegative(),
    /** Whole percent, rounded down; null when `quoted` is 0. */
    percent: z.number().int().min(0).max(100).nullable(),
    days: z.number().int().positive(),
  }),
});

export const dashboardSchema = z.object({
  totalCelebrities: dashboardStatSchema,
  totalInquiries: dashboardStatSchema,
  pendingInquiries: dashboardStatSchema,
  monthlyBookings: dashboardStatSchema,
  answeredOnTime: answeredOnTimeSchema,
  /** Pending (never answered) inquiries past their reply-by time. */
  overdueNow: z.number().int().nonnegative(),
  /** Pending (never answered) inquiries whose reply-by time is within the next DUE_SOON_HOURS. */
  dueSoonNow: z.number().int().nonnegative(),
  /** The promised reply time in hours (RESPONSE_HOURS), for "Answered within 24 hours". */
  responseHours: z.number().int().positive(),
  quotes: quoteFiguresSchema,
  bookings: bookingFiguresSchema,
  recentInquiries: z.array(inquirySchema),
});

export const siteConfigSchema = z.object({
  demo: z.boolean(),
  demoCredentials: z.object({ email: z.string(), password: z.string() }).nullable(),
});

/** A legal page (`/privacy`, `/terms`) as the public site shows it: its text is Markdown. */
export const legalPageSchema = z.object({
  slug: z.enum(LEGAL_PAGES),
  title: z.string(),
  markdown: z.string(),
  updatedAt: isoDateTime,
});

/** The same for the settings screen, with who saved it last (null for the starting text). */
export const legalPageAdminSchema = legalPageSchema.extend({ updatedByName: z.string().nullable() });

/** `{ _id }` of a deleted record. */
export const deletedSchema = z.object({ _id: id });

/*
 * The agency's own content as the API answers it. The input schemas (site-content.ts) trim and
 * default as they parse, which a response cannot be encoded through, so these are the plain
 * shapes of what they produce.
 */
const storedImageResponse = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(z.object({ url: z.string(), width: z.number() })),
});
const figureResponse = z.object({ value: z.string(), label: z.string() });
export const siteSectionResponseSchemas = {
  contact: z.object({
    phones: z.array(z.object({ label: z.string(), number: z.string() })),
    emails: z.array(z.object({ label: z.string(), address: z.string() })),
    whatsapp: z.string(),
    address: z.object({ street: z.string(), locality: z.string(), region: z.string(), postalCode: z.string() }),
    officeHours: z.string(),
    mapUrl: z.string(),
  }),
  social: z.object({ links: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })) }),
  figures: z.object({
    foundedYear: z.number(),
    homeStats: z.array(figureResponse),
    impactStats: z.array(figureResponse),
  }),
  testimonials: z.object({ items: z.array(z.object({ quote: z.string(), name: z.string(), role: z.string() })) }),
  team: z.object({
    items: z.array(
      z.object({ name: z.string(), role: z.string(), bio: z.string(), photo: storedImageResponse.nullable() }),
    ),
  }),
  events: z.object({
    items: z.array(z.object({ title: z.string(), city: z.string(), date: z.string(), text: z.string() })),
  }),
  packages: z.object({
    items: z.array(
      z.object({
        name: z.string(),
        price: z.number().nullable(),
        summary: z.string(),
        features: z.array(z.string()),
        popular: z.boolean(),
      }),
    ),
  }),
} as const;

/** `GET /api/site`: every section. */
export const siteContentSchema = z.object(siteSectionResponseSchemas);

/** One section with who saved it last and when (nulls: never saved, the starting text). */
function sectionStateSchema<S extends keyof typeof siteSectionResponseSchemas>(section: S) {
  return z.object({
    section: z.literal(section),
    value: siteSectionResponseSchemas[section],
    updatedAt: isoDateTime.nullable(),
    updatedByName: z.string().nullable(),
  });
}

/** `GET /api/site/admin`: every section with its save. */
export const adminSiteContentSchema = z.object({
  contact: sectionStateSchema('contact'),
  social: sectionStateSchema('social'),
  figures: sectionStateSchema('figures'),
  testimonials: sectionStateSchema('testimonials'),
  team: sectionStateSchema('team'),
  events: sectionStateSchema('events'),
  packages: sectionStateSchema('packages'),
});

/** `PUT /api/site/:section`: the section as saved. */
export const siteSectionStateSchema = z.union(Object.values(adminSiteContentSchema.shape));

/** `GET`/`PUT /api/site/business`: the business details, the PAN they imply, what a quote still needs. */
export const businessDetailsStateSchema = z.object({
  value: z.object({
    legalName: z.string(),
    tradingName: z.string(),
    gstin: z.string(),
    address: z.object({ street: z.string(), city: z.string(), state: z.string(), pinCode: z.string() }),
    signatoryName: z.string(),
    bank: z.object({ accountName: z.string(), accountNumber: z.string(), ifsc: z.string(), bankName: z.string() }),
    quoteValidityDays: z.number().int(),
    advancePercent: z.number().int(),
    balanceDueDaysBefore: z.number().int(),
    travelBufferDays: z.number().int(),
    balanceReminderDays: z.number().int(),
    cancellationSlabs: z.array(z.object({ daysBefore: z.number().int(), keepPercent: z.number().int() })),
    termsMarkdown: z.string(),
    numberPrefix: z.string(),
  }),
  /** The holder's PAN, characters 3 to 12 of the GSTIN ('' without one). */
  pan: z.string(),
  /** The labels of the details a quote needs that are still empty. */
  missing: z.array(z.string()),
  updatedAt: isoDateTime.nullable(),
  updatedByName: z.string().nullable(),
  /**
   * When staff last notified the admins of what is missing, while they may not again
   * (ADMINS_NOTICE_MINUTES); null otherwise, or when nothing is missing.
   */
  adminsAskedAt: isoDateTime.nullable(),
});
export type BusinessDetailsState = z.infer<typeof businessDetailsStateSchema>;

/** A quote version (issue 21), amounts in whole paise. */
export const quoteSchema = z.object({
  _id: id,
  inquiryId: id,
  version: z.number().int(),
  state: z.enum(QUOTE_STATES),
  /** `SLT/Q/26-27/0042` once sent; null while a draft. */
  number: z.string().nullable(),
  customer: z.object({ name: z.string(), address: z.string(), state: z.string(), gstin: z.string() }),
  venueState: z.string(),
  placeOfSupply: z.string(),
  supply: z.enum(['intra-state', 'inter-state']),
  agencyState: z.string(),
  gstBasisPoints: z.number().int(),
  exemptionReason: z.string(),
  lines: z.array(
    z.object({
      kind: z.enum(QUOTE_LINE_KINDS),
      description: z.string(),
      quantity: z.number().int(),
      ratePaise: z.number().int(),
      amountPaise: z.number().int(),
      sac: z.string(),
      reimbursement: z.boolean(),
    }),
  ),
  taxablePaise: z.number().int(),
  reimbursementPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
  totalInWords: z.string(),
  validUntil: z.string(),
  rider: z.object({
    travelClass: z.string(),
    travellers: z.number().int(),
    hotelCategory: z.string(),
    groundTransport: z.string(),
    otherRequirements: z.string(),
  }),
  advancePercent: z.number().int(),
  balanceDueDays: z.number().int(),
  cancellationSlabs: z.array(z.object({ daysBefore: z.number().int(), keepPercent: z.number().int() })),
  termsMarkdown: z.string(),
  sentAt: isoDateTime.nullable(),
  /** The customer's first view of it through their status link. */
  viewedAt: isoDateTime.nullable(),
  /** When the customer accepted or declined it. */
  closedAt: isoDateTime.nullable(),
  /** Declined: the customer's reason ('' for none given); otherwise null. */
  declineReason: z.string().nullable(),
  /** The record of its acceptance: what, who, when and from where. */
  acceptance: z
    .object({
      number: z.string(),
      version: z.number().int(),
      totalPaise: z.number().int(),
      name: z.string(),
      ipAddress: z.string(),
      userAgent: z.string(),
      acceptedAt: isoDateTime,
    })
    .nullable(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Quote = z.infer<typeof quoteSchema>;

/**
 * The quote its customer sees through their status link: the latest version sent to them, with
 * its payment schedule worked out, and whether it can be answered. Nothing of the agency's own.
 */
export const customerQuoteSchema = quoteSchema
  .omit({ _id: true, inquiryId: true, createdByName: true, createdAt: true, updatedAt: true, acceptance: true })
  .extend({
    number: z.string(),
    advancePaise: z.number().int(),
    balancePaise: z.number().int(),
    acceptance: z.object({ name: z.string(), acceptedAt: isoDateTime }).nullable(),
    /** Sent or viewed, and valid today: Accept and Decline are offered. */
    answerable: z.boolean(),
    /** When the customer last asked for a new quote since this one was sent (null: not asked). */
    newQuoteAskedAt: isoDateTime.nullable(),
  });
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;

/** `POST /api/site/images`: an uploaded image, to put in a team member's `photo`. */
export const storedImageResponseSchema = storedImageResponse;

/** One change in the audit log: who, when, what, and the record's values before and after. */
export const auditEntrySchema = z.object({
  _id: id,
  actorId: id.nullable(),
  actorName: z.string(),
  kind: z.enum(AUDIT_KINDS),
  action: z.string(),
  subjectId: z.string(),
  subjectLabel: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDateTime,
});

/** A payment received on a booking, with its receipt voucher's number. */
export const paymentSchema = z.object({
  _id: id,
  bookingId: id,
  receiptNumber: z.string(),
  amountPaise: z.number().int(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  tdsSection: z.string(),
  tdsPaise: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Payment = z.infer<typeof paymentSchema>;

/** A booking (issue 22): its number, celebrity, days, amounts and state. */
/**
 * What a booking sold, which its receipts, invoice and credit notes bill: the accepted quote it
 * was made from (`quoteNumber`), or the lines staff entered for a deal agreed by phone.
 */
export const bookingSaleSchema = quoteSchema
  .pick({
    customer: true,
    venueState: true,
    placeOfSupply: true,
    supply: true,
    agencyState: true,
    gstBasisPoints: true,
    exemptionReason: true,
    lines: true,
    taxablePaise: true,
    reimbursementPaise: true,
    cgstPaise: true,
    sgstPaise: true,
    igstPaise: true,
    totalPaise: true,
    cancellationSlabs: true,
  })
  .extend({ quoteNumber: z.string().nullable() });
export type BookingSale = z.infer<typeof bookingSaleSchema>;

export const bookingSchema = z.object({
  _id: id,
  number: z.string(),
  inquiryId: id,
  celebrity: z.object({ _id: id, name: z.string() }),
  quoteId: id.nullable(),
  state: z.enum(BOOKING_STATES),
  start: z.string(),
  end: z.string(),
  /** The travel days its calendar entry also takes before and after. */
  bufferBefore: z.number().int(),
  bufferAfter: z.number().int(),
  venue: z.string(),
  /** What it sold; null for a booking made by phone before bookings carried their lines. */
  sale: bookingSaleSchema.nullable(),
  totalPaise: z.number().int(),
  advancePaise: z.number().int(),
  balancePaise: z.number().int(),
  balanceDueDays: z.number().int(),
  /** The day the balance is due: the first day less `balanceDueDays`. */
  balanceDueOn: z.string(),
  /** Received so far, tax deducted at source included; what is still due; due and past its day. */
  paidPaise: z.number().int(),
  duePaise: z.number().int(),
  overdue: z.boolean(),
  confirmedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  /** Once cancelled: when, by whom and why, what the agency keeps, owes back and has refunded. */
  cancellation: z
    .object({
      at: isoDateTime,
      by: z.enum(CANCELLED_BY),
      byName: z.string().nullable(),
      reason: z.string(),
      keptPaise: z.number().int(),
      refundDuePaise: z.number().int(),
      refundedPaise: z.number().int(),
    })
    .nullable(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Booking = z.infer<typeof bookingSchema>;

/** What cancelling a booking now would cost, by the slabs of its quote (issue 22). */
export const cancellationTermsSchema = z.object({
  by: z.enum(CANCELLED_BY),
  daysBefore: z.number().int(),
  keepPercent: z.number().int(),
  paidPaise: z.number().int(),
  keptPaise: z.number().int(),
  refundDuePaise: z.number().int(),
});
export type CancellationTermsDto = z.infer<typeof cancellationTermsSchema>;

/** A refund paid on a cancelled booking, with its refund voucher's number. */
export const refundSchema = z.object({
  _id: id,
  bookingId: id,
  voucherNumber: z.string(),
  amountPaise: z.number().int(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Refund = z.infer<typeof refundSchema>;

/** A credit note against a tax invoice. */
export const creditNoteSchema = z.object({
  _id: id,
  invoiceId: id,
  number: z.string(),
  issuedOn: z.string(),
  reason: z.string(),
  taxablePaise: z.number().int(),
  taxPaise: z.number().int(),
  totalPaise: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** A booking's tax invoice, as issued, with the credit notes against it. */
export const invoiceSchema = z.object({
  _id: id,
  bookingId: id,
  number: z.string(),
  issuedOn: z.string(),
  taxablePaise: z.number().int(),
  taxPaise: z.number().int(),
  totalPaise: z.number().int(),
  /** What the credit notes against it add up to, and so what may still be credited. */
  creditedPaise: z.number().int(),
  creditNotes: z.array(creditNoteSchema),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * A booking as its customer sees it on their status link (issue 22): its number, state, days and
 * schedule, what is paid and due, and each payment with its receipt's number. Nothing of the
 * agency's own: no ids, no staff, no payment references.
 */
export const customerBookingSchema = bookingSchema
  .pick({
    number: true,
    state: true,
    start: true,
    end: true,
    venue: true,
    totalPaise: true,
    advancePaise: true,
    balancePaise: true,
    balanceDueOn: true,
    paidPaise: true,
    duePaise: true,
    overdue: true,
    confirmedAt: true,
  })
  .extend({
    /** What is to be paid at once: the advance still unpaid, and from the balance's due day all that is due; 0 once cancelled. */
    dueNowPaise: z.number().int(),
    cancelledAt: isoDateTime.nullable(),
    /** Once issued, the tax invoice: downloadable from the status link (`…/invoice.pdf`). */
    invoice: z.object({ number: z.string(), issuedOn: z.string() }).nullable(),
    /** Once cancelled: what the agency keeps, owes back and has refunded. */
    refund: z
      .object({ keptPaise: z.number().int(), dueBackPaise: z.number().int(), refundedPaise: z.number().int() })
      .nullable(),
    /** Oldest first: the receipt's date, its number, the amount and any tax deducted at source. */
    payments: z.array(
      z.object({
        receiptNumber: z.string(),
        date: z.string(),
        amountPaise: z.number().int(),
        tdsPaise: z.number().int(),
      }),
    ),
  });
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

/**
 * What a customer's private status link shows: their inquiry's state and history in plain
 * terms, and nothing that identifies anyone (no ids, names, e-mail addresses or phone numbers).
 */
export const inquiryStatusViewSchema = z.object({
  reference: z.string(),
  celebrityName: z.string(),
  eventType: z.enum(EVENT_TYPES),
  eventDate: z.string(),
  eventLocation: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  receivedAt: isoDateTime,
  replyBy: isoDateTime,
  /** When the agency first answered (the inquiry left `pending`); null while it waits. */
  answeredAt: isoDateTime.nullable(),
  /** Oldest first: its arrival, then each change of status. */
  history: z.array(z.object({ status: z.enum(['received', ...INQUIRY_STATUSES]), at: isoDateTime })),
  /** The latest quote sent to the customer (issue 21); null before one is sent. */
  quote: customerQuoteSchema.nullable(),
  /** The inquiry's booking (issue 22): its latest one not cancelled, else its latest; null before one is made. */
  booking: customerBookingSchema.nullable(),
  /** Where it stands in the customer's words (customer-stage.ts): the booking's state once there is one. */
  stage: z.enum(CUSTOMER_STAGES),
});

/**
 * Everything stored about one person, found by their e-mail address and, when given, their
 * phone number (docs/operations.md, "Privacy requests", lists where): their inquiries as the API
 * answers them with each one's notes, e-mails and timeline; every outbox e-mail about them,
 * whole (those of an inquiry already deleted included); the audit entries about them; and each
 * place where someone else's record names them, with only a few words around the mention (the
 * rest of that record is someone else's data).
 */
export const privacyExportSchema = z.object({
  email: z.string(),
  /** The phone number searched for, as given; null when none was. */
  phone: z.string().nullable(),
  exportedAt: isoDateTime,
  /** Each inquiry with its activity and its quotes, every version. */
  inquiries: z.array(
    inquirySchema.extend({
      activity: inquiryActivitySchema,
      quotes: z.array(quoteSchema),
      bookings: z.array(bookingSchema),
      payments: z.array(paymentSchema),
      /** A cancelled booking's refunds, and each booking's tax invoice with its credit notes. */
      refunds: z.array(refundSchema),
      invoices: z.array(invoiceSchema),
    }),
  ),
  emails: z.array(emailSchema),
  auditEntries: z.array(auditEntrySchema),
  mentions: z.array(
    z.object({
      /**
       * Which kind of record names them: another's inquiry, a note, a timeline entry, an e-mail,
       * an audit entry, a quote or one of its lines, a calendar entry (a blackout's reason),
       * another's booking (its cancellation's reason), a payment or a refund (its reference), an
       * invoice or a credit note (its document, a credit note's reason).
       */
      record: z.enum([
        'inquiry',
        'note',
        'timeline',
        'email',
        'audit',
        'quote',
        'quote_line',
        'calendar_entry',
        'booking',
        'payment',
        'refund',
        'invoice',
        'credit_note',
      ]),
      _id: id,
      /** The inquiry the record belongs to, when it belongs to one. */
      inquiry: id.nullable(),
      /** The record's field, as the API names it (`additionalDetails`, `body`, `details`, `text`, `before`…). */
      field: z.string(),
      excerpt: z.string(),
      /**
       * True where an issued tax document prints it (a voucher, an invoice, a credit note): an
       * erasure keeps it as it is, as GST law requires (decision 0025).
       */
      retained: z.boolean(),
    }),
  ),
});

/** A recorded erasure: never the address itself, only how many inquiries went, who and when. */
export const privacyErasureSchema = z.object({
  _id: id,
  inquiriesErased: z.number().int().nonnegative(),
  actorName: z.string(),
  createdAt: isoDateTime,
});

const count = z.number().int().nonnegative();

/**
 * `POST /api/privacy/erase`: the recorded erasure and what it did, counted: their inquiries
 * deleted, with the notes and timeline entries that went with them; outbox e-mails deleted;
 * audit entries emptied; other inquiries, notes and timeline entries whose mention of the
 * address or phone number was replaced.
 */
export const privacyErasureResultSchema = privacyErasureSchema.extend({
  erased: z.object({
    inquiries: count,
    notes: count,
    timeline: count,
    emails: count,
    auditEntries: count,
    mentions: count,
  }),
  /**
   * Others' records that name them and were kept as they are, because an issued tax document
   * prints the mention (a payment's or a refund's reference, a credit note's reason, an
   * invoice's document; decision 0025). An export lists each (`retained: true`).
   */
  retained: count,
});

/** `POST /api/auth/password`: the password changed; every other session of the user ended. */
export const passwordChangedSchema = z.object({ passwordChanged: z.literal(true), sessionsEnded: z.number() });

/** `POST /api/auth/logout-everywhere`: every session of the user ended, this one included. */
export const signedOutEverywhereSchema = z.object({ loggedOut: z.literal(true), sessionsEnded: z.number() });

/** `POST /api/auth/password-reset`: the same answer whether or not the e-mail has an account. */
export const passwordResetRequestedSchema = z.object({ message: z.string() });

/** `POST /api/auth/password-reset/confirm`: the new password is set and every session ended. */
export const passwordResetDoneSchema = z.object({ passwordReset: z.literal(true) });

/** One entry of a celebrity's calendar (issue 22): its kind, its days, its buffers, who added it. */
export const calendarEntrySchema = z.object({
  _id: id,
  kind: z.enum(CALENDAR_ENTRY_KINDS),
  celebrity: z.object({ _id: id, name: z.string() }),
  /** The event's days, both included; the buffers are the days around it it also takes. */
  start: z.string(),
  end: z.string(),
  bufferBefore: z.number().int(),
  bufferAfter: z.number().int(),
  /** A blackout's reason ('' for the other kinds). */
  reason: z.string(),
  quoteId: id.nullable(),
  /** A hold that shares a day with another hold of the same celebrity (both show the warning). */
  overlapsHold: z.boolean(),
  /** The inquiry of a hold or a booking, whose page changes it; null for a blackout. */
  inquiry: z.object({ _id: id, reference: z.string() }).nullable(),
  /** The booking's number (`SLT/B/26-27/0001`) of a booking's entry; null for a quote's hold or a blackout. */
  bookingNumber: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/**
 * A celebrity's taken days as the public may know them (issue 22): only the days, never by whom
 * or why; `shown: false` (and no days) when staff keep the celebrity's diary private.
 */
export const availabilitySchema = z.object({ shown: z.boolean(), taken: z.array(z.string()) });
export type Availability = z.infer<typeof availabilitySchema>;

/** Whether a celebrity has a calendar feed, and since when (its address is shown only when issued). */
export const calendarFeedStateSchema = z.object({ issuedAt: isoDateTime.nullable() });

/** A feed address just issued: the only time its secret is shown. */
export const calendarFeedIssuedSchema = z.object({ url: z.string(), issuedAt: isoDateTime });
