/* The site's tables: its content sections, business details, payment settings and legal pages. */
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEGAL_PAGES } from '#shared/constants/site';
import { SITE_SECTIONS } from '#shared/schemas/site-content';
import { oneOf } from '#server/db/columns';
import { users } from '#server/accounts/accounts-tables';

/** The legal pages (privacy, terms): Markdown edited by admins, with who saved it and when. */
export const legalPages = pgTable(
  'legal_pages',
  {
    slug: text('slug', { enum: LEGAL_PAGES }).primaryKey(),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('legal_pages_slug_check', oneOf(t.slug, LEGAL_PAGES))],
);

/**
 * The agency's own content, one row per section (contact details, figures, testimonials, …),
 * each value checked by its shared schema (src/shared/schemas/site-content.ts) before it is
 * written. A section without a row shows its starting text (src/shared/site-content-defaults.ts).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    section: text('section', { enum: SITE_SECTIONS }).primaryKey(),
    value: jsonb('value').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_section_check', oneOf(t.section, SITE_SECTIONS))],
);

/**
 * The agency's business details (one row): what quotes say about the seller. Kept apart from
 * site_settings, whose sections every visitor reads; this is for staff only. The value is the
 * shared schema's output (schemas/business-details.ts), read back through it.
 */
export const businessDetails = pgTable(
  'business_details',
  {
    /** Always true: the table holds one row. */
    id: boolean('id').primaryKey().default(true),
    value: jsonb('value').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('business_details_one_row', sql`${t.id}`)],
);

/**
 * How customers pay the agency (issue 38, one row): its UPI ID, payee name, whether it is a
 * verified merchant and UPI's limit per payment, and the gateway's credentials. Stored as business details are: the shared
 * schema's output (schemas/payment-settings.ts), read back through it.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    /** Always true: the table holds one row. */
    id: boolean('id').primaryKey().default(true),
    value: jsonb('value').notNull(),
    /*
     * The payment gateway's credentials when an admin sets them (the environment's win): all three
     * or none. Apart from `value`, so the audit log's copies of it never hold a secret.
     */
    gatewayKeyId: text('gateway_key_id'),
    gatewayKeySecret: text('gateway_key_secret'),
    gatewayWebhookSecret: text('gateway_webhook_secret'),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('payment_settings_one_row', sql`${t.id}`)],
);
