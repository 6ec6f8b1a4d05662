import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuditKind } from '#shared/constants/audit';
import type { EmailKind } from '#shared/constants/mail';

/**
 * Where a person's data can be, and what a privacy request (export, erasure) does with it: every
 * column of the database that can hold text (text, jsonb, arrays), by table and column as
 * PostgreSQL names them. personal-data-map.test.ts reads the migrated database and fails for a
 * column missing here, so a new table or column (quotes, bookings) is classified before it ships.
 *
 * - `identifies`: the person's own address or phone number as such (a customer's, a payee's, a
 *   celebrity's manager's); a match makes the row theirs.
 * - `searched`: may name anyone; searched for the address and the phone's digits
 *   (person-match.ts), and a match is exported and erased (see docs/operations.md, "Privacy").
 * - `retained`: may name anyone, and is searched and exported like `searched`, but an erasure
 *   never changes it and reports it instead: it is printed on an issued tax document (a receipt
 *   or refund voucher, an invoice, a credit note), which is never edited (decision 0025).
 * - `theirs`: the row's own customer's data, exported and erased with the row, never searched
 *   (a name or an event is not how a person is found).
 * - `account`: the team's accounts and the names of staff acting: the team are users, not
 *   customers, and leave by their account being removed (Team), never by a privacy request.
 * - `published`: what the agency publishes and edits in the panel (celebrities, site content,
 *   legal pages); a person named there is edited out there.
 * - `erasure-record`: the proof of an erasure: the address only as a SHA-256, kept on purpose.
 * - `none`: no personal data (states, kinds, ids, hashes of content, counters).
 */
export type Coverage =
  'identifies' | 'searched' | 'retained' | 'theirs' | 'account' | 'published' | 'erasure-record' | 'none';

export const COLUMN_COVERAGE: Record<string, Record<string, Coverage>> = {
  users: {
    name: 'account',
    email: 'account',
    password_hash: 'account',
    role: 'none',
    status: 'none',
    phone: 'account',
  },
  sessions: { token_hash: 'account' },
  // A talent account (issue 39) is a user too: found by its e-mail (person-records.ts), exported
  // and erased with its terms, celebrities and blackout requests; who invited it is the team's.
  talent_accounts: { invited_by_name: 'account' },
  // A talent's blackout request: its reason (theirs, or naming someone) and staff's answer are
  // searched; the requester's name goes with their own requests.
  blackout_requests: {
    reason: 'searched',
    requested_by_name: 'theirs',
    state: 'none',
    decided_by_name: 'account',
    decision_reason: 'searched',
  },
  password_reset_tokens: { token_hash: 'account' },
  celebrities: {
    name: 'published',
    category: 'published',
    followers: 'published',
    location: 'published',
    specialties: 'published',
    description: 'published',
    social_profile: 'published',
    achievements: 'published',
    events_completed: 'published',
    brand_partnerships: 'published',
    years_experience: 'published',
    search_text: 'published',
    status: 'none',
    slug: 'published',
    // The SHA-256 of the calendar feed's secret: no one's data.
    calendar_feed_token_hash: 'none',
    // A random seed: its HMAC with a key kept outside the database is the feed's secret.
    calendar_feed_seed: 'none',
    // The celebrity's manager (issue 39, decision 0038). A manager is found by their e-mail or
    // phone; their details are theirs, exported, and cleared by an erasure (the celebrity stays).
    // The e-mails sent to them are found by their address (EMAIL_KIND_COVERAGE).
    manager_name: 'theirs',
    manager_phone: 'identifies',
    manager_email: 'identifies',
  },
  celebrity_images: { kind: 'none', hash: 'none', variants: 'none' },
  celebrity_former_slugs: { slug: 'published' },
  // A customer's inquiry is theirs whole; a mention of someone else goes in its free text.
  inquiries: {
    email: 'identifies',
    phone_number: 'identifies',
    additional_details: 'searched',
    name: 'theirs',
    celebrity_name: 'theirs',
    kind: 'theirs',
    package_name: 'theirs',
    budget_range: 'theirs',
    audience_size: 'theirs',
    // The company billed and its GSTIN (issue 41) are the customer's, erased with the inquiry.
    company_name: 'theirs',
    gstin: 'theirs',
    billing_state: 'theirs',
    event_type: 'theirs',
    event_location: 'theirs',
    quote_state: 'none',
    status: 'theirs',
    search_text: 'theirs',
    reference: 'theirs',
  },
  // A random token's SHA-256 and a random seed: nothing about anyone; they go with their inquiry (cascade).
  inquiry_status_tokens: { token_hash: 'none', seed: 'none' },
  // Notes and timeline go with their inquiry (on delete cascade); on another's, they are searched.
  inquiry_notes: { body: 'searched', author_name: 'account' },
  inquiry_events: { kind: 'none', actor_name: 'account', details: 'searched' },
  // The outbox: an SMTP error or answer may quote the recipient's address.
  emails: {
    kind: 'none',
    recipients: 'searched',
    subject: 'searched',
    html: 'searched',
    text: 'searched',
    state: 'none',
    last_error: 'searched',
    smtp_response: 'searched',
    message_id: 'none',
    // The outbox search's copy of the reference, recipients and subject: never how a person is
    // found (it repeats the recipients), but a mention in it is erased with the subject's.
    search_text: 'searched',
  },
  audit_entries: {
    actor_name: 'account',
    kind: 'none',
    action: 'none',
    subject_id: 'none',
    subject_label: 'searched',
    before: 'searched',
    after: 'searched',
  },
  inquiry_reference_counters: { month: 'none' },
  inquiry_tallies: { kind: 'none', status: 'none' },
  legal_pages: { slug: 'none', title: 'published', markdown: 'published', updated_by_name: 'account' },
  site_settings: { section: 'none', value: 'published', updated_by_name: 'account' },
  privacy_erasures: { email_hash: 'erasure-record', actor_name: 'account' },
  // The agency as a seller (its own details, printed on quotes).
  business_details: { value: 'published', updated_by_name: 'account' },
  // How the agency is paid (its own UPI ID, printed on the status page and quotes), and its
  // payment gateway's keys (the agency's credentials, no person's data).
  payment_settings: {
    value: 'published',
    gateway_key_id: 'none',
    gateway_key_secret: 'none',
    gateway_webhook_secret: 'none',
    updated_by_name: 'account',
  },
  // The ledger names of the agency's Tally company (issue 40): its own books, no person's data.
  tally_ledgers: { value: 'none', updated_by_name: 'account' },
  // A quote goes with its inquiry (cascade) and is exported with it; on another's inquiry, its
  // free text (the billing block, the rider, an exemption's reason, a line) is searched.
  quotes: {
    state: 'none',
    number: 'theirs',
    customer: 'searched',
    venue_state: 'none',
    place_of_supply: 'none',
    agency_state: 'none',
    exemption_reason: 'searched',
    rider: 'searched',
    cancellation_slabs: 'none',
    terms_markdown: 'published',
    seller: 'published',
    decline_reason: 'searched',
    created_by_name: 'account',
  },
  // The record of a customer's acceptance goes with its quote (cascade), so with their inquiry.
  quote_acceptances: { number: 'theirs', name: 'theirs', ip_address: 'theirs', user_agent: 'theirs' },
  quote_lines: { kind: 'none', description: 'searched', sac: 'none' },
  // A booking and its money (payments, refunds, the invoice, credit notes) are tax records the
  // agency must keep: they are exported with their inquiry, and an inquiry with a booking can be
  // neither deleted nor erased (the desk and privacy-requests.ts refuse, the keys restrict).
  // Their free text may name someone else: a cancellation's reason is searched (and kept as it
  // is once a refund voucher prints it); what an issued document prints (a payment's or a
  // refund's reference, a credit note's reason, an invoice's or a credit note's document) is
  // searched, exported and reported, never changed (decision 0025).
  bookings: {
    number: 'theirs',
    state: 'none',
    venue: 'theirs',
    // A phone booking's billing block and lines: the customer's, as a quote's are.
    sale: 'theirs',
    cancel_reason: 'searched',
    cancelled_by: 'none',
    cancelled_by_name: 'account',
    created_by_name: 'account',
  },
  payments: {
    receipt_number: 'theirs',
    mode: 'none',
    reference: 'retained',
    tds_section: 'theirs',
    // The gateway's id of an online payment (`pay_…`): no one's data.
    gateway_payment_id: 'none',
    created_by_name: 'account',
  },
  refunds: { voucher_number: 'theirs', mode: 'none', reference: 'retained', created_by_name: 'account' },
  // What a customer said they paid (issue 38): their bank's reference, and staff's reason about it.
  payment_claims: {
    mode: 'none',
    reference: 'theirs',
    state: 'none',
    reason: 'theirs',
    decided_by_name: 'account',
  },
  // An invoice's and a credit note's document print the customer's billing details as issued,
  // and the lines of the quote, which may name someone else.
  invoices: { number: 'theirs', document: 'retained', created_by_name: 'account' },
  credit_notes: { number: 'theirs', reason: 'retained', document: 'retained', created_by_name: 'account' },
  // Each issued document's GST record (issue 40, decision 0041): the figures its document prints,
  // copied when billing issued it for the accountant's reports. The document itself (above) is
  // what a request exports and reports; the copy is kept with it, as the document is.
  gst_documents: {
    kind: 'none',
    number: 'theirs',
    booking_reference: 'theirs',
    party_name: 'theirs',
    party_gstin: 'theirs',
    party_state: 'theirs',
    place_of_supply: 'theirs',
    supply: 'none',
    exemption_reason: 'theirs',
    lines: 'none',
    invoice_number: 'theirs',
    mode: 'none',
    reference: 'theirs',
  },
  // The celebrities' calendar: a blackout's reason is free text staff write ("Meeting Ravi,
  // ravi@…"), and the manager's iCalendar feed publishes it: searched, the mention erased.
  calendar_entries: { kind: 'none', reason: 'searched', created_by_name: 'account' },
  // The payment gateway (issue 38): the gateway's ids, the links' addresses (the gateway's page
  // shows the customer their own booking), states and amounts. A notification's payload keeps
  // only ids, amounts and the booking's number, never the payer's contact details.
  gateway_payment_links: { link_id: 'none', short_url: 'none', state: 'none' },
  gateway_events: { event_id: 'none', kind: 'none', payload: 'none', result: 'none', gateway_payment_id: 'none' },
  gateway_refunds_due: { gateway_payment_id: 'none', reason: 'none' },
  // Paying the artists (issue 39, decision 0036). A payee is found by their contact address; their
  // details are theirs, exported, and erased unless payouts were made to them (tax records).
  celebrity_payees: {
    legal_name: 'theirs',
    pan: 'theirs',
    gstin: 'theirs',
    payee_kind: 'none',
    tds_section: 'none',
    no_tds_reason: 'theirs',
    bank_account_number: 'theirs',
    ifsc: 'theirs',
    bank_name: 'theirs',
    upi_id: 'theirs',
    contact_email: 'identifies',
    updated_by_name: 'account',
  },
  // Staff's free text on a booking's settlement: searched, the mention erased.
  booking_commissions: { reason: 'searched', updated_by_name: 'account' },
  payout_costs: { description: 'searched', created_by_name: 'account' },
  // A payout is a tax record its voucher and the TDS register print: searched and exported,
  // never changed (as an issued document's text, decision 0025).
  payouts: {
    number: 'none',
    financial_year: 'none',
    mode: 'none',
    reference: 'retained',
    payee_legal_name: 'retained',
    pan: 'retained',
    payee_kind: 'none',
    payee_key: 'retained',
    tds_section: 'none',
    section_label: 'none',
    tds_override_reason: 'retained',
    overpay_reason: 'retained',
    explanation: 'retained',
    created_by_name: 'account',
  },
  document_counters: { series: 'none', financial_year: 'none' },
  app_state: { key: 'none', value: 'none' },
};

/**
 * Audit entries of a kind about accounts are outside privacy requests (see `account` above);
 * every other kind is searched. A Record, so a new kind does not compile until it is placed.
 */
export const AUDIT_KIND_COVERAGE: Record<AuditKind, 'searched' | 'account'> = {
  celebrity: 'searched',
  settings: 'searched',
  inquiry: 'searched',
  staff: 'account',
  account: 'account',
  // A talent account's changes name the talent (a person the agency serves, not the team).
  talent: 'searched',
  // A report's download names the admin and the period, no customer (issue 40).
  report: 'account',
};

/**
 * Tables whose rows are found through their parent's, not searched: each row goes with its
 * parent (a foreign key that cascades) in an export and an erasure. An acceptance is exported
 * inside its quote (`acceptance`) and deleted with it.
 */
export const FOUND_THROUGH_PARENT: Record<string, string> = {
  quote_acceptances: 'quotes',
  bookings: 'inquiries',
  // Through its booking, whose inquiry is theirs.
  payments: 'inquiries',
  refunds: 'inquiries',
  payment_claims: 'inquiries',
  invoices: 'inquiries',
  credit_notes: 'inquiries',
  gst_documents: 'inquiries',
};

/**
 * The outbox's kinds of e-mail: to a customer (recipients and content searched), to the team
 * (content searched; the recipients are the team's addresses, so erasing an address that is also
 * a team member's leaves every other alert alone), or about an account (outside).
 */
export const EMAIL_KIND_COVERAGE: Record<EmailKind, 'customer' | 'team' | 'account'> = {
  inquiry_received: 'customer',
  customer_status: 'customer',
  status_link: 'customer',
  quote_sent: 'customer',
  quote_accepted: 'customer',
  team_new_inquiry: 'team',
  team_due_soon: 'team',
  team_quote_accepted: 'team',
  team_quote_declined: 'team',
  team_quote_requested: 'team',
  team_dates_taken: 'team',
  team_business_details: 'team',
  password_reset: 'account',
  receipt_voucher: 'customer',
  refund_voucher: 'customer',
  tax_invoice: 'customer',
  credit_note: 'customer',
  booking_cancelled: 'customer',
  balance_reminder: 'customer',
  booking_postponed: 'customer',
  team_gateway_refund_due: 'team',
  team_payment_claimed: 'team',
  payment_not_received: 'customer',
  // To a payee's contact address (issue 39): searched and erased for that address as a customer's are.
  payout_voucher: 'customer',
  // To a talent (issue 39): sent to them, so theirs, as a customer's e-mails are.
  talent_invitation: 'customer',
  blackout_approved: 'customer',
  blackout_rejected: 'customer',
  // To a celebrity's manager, someone outside the team: found by their address like a customer's.
  calendar_feed_link: 'customer',
};

/** The kinds that `coverage` places in one of `places`. */
export function kindsOf<K extends string, P extends string>(coverage: Record<K, P>, ...places: P[]): K[] {
  return (Object.keys(coverage) as K[]).filter((kind) => places.includes(coverage[kind]));
}

/** The columns of `table` classified as one of `coverage` (by their PostgreSQL names in the map above). */
export function columnsOf(table: Table, ...coverage: Coverage[]): PgColumn[] {
  const classified = COLUMN_COVERAGE[getTableName(table)] ?? {};
  return Object.values(getTableColumns(table) as Record<string, PgColumn>).filter((column) => {
    const placed = classified[column.name];
    return placed !== undefined && coverage.includes(placed);
  });
}
