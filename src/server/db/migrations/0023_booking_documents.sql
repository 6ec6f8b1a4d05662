CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"reason" text NOT NULL,
	"document" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_amounts_check" CHECK ("credit_notes"."taxable_paise" > 0 and "credit_notes"."tax_paise" >= 0 and "credit_notes"."total_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"document" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_booking_unique" UNIQUE("booking_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."taxable_paise" >= 0 and "invoices"."tax_paise" >= 0 and "invoices"."total_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"voucher_number" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"mode" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_voucher_number_unique" UNIQUE("voucher_number"),
	CONSTRAINT "refunds_mode_check" CHECK ("refunds"."mode" in ('bank_transfer', 'upi', 'cheque', 'cash')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "emails" DROP CONSTRAINT "emails_kind_check";--> statement-breakpoint
ALTER TABLE "inquiry_events" DROP CONSTRAINT "inquiry_events_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_inquiry_id_inquiries_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_celebrity_id_celebrities_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kept_paise" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_due_paise" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_celebrity_id_celebrities_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_reminder_due_idx" ON "bookings" USING btree ("start_date") WHERE "bookings"."state" = 'confirmed' and "bookings"."balance_reminder_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_received_on_idx" ON "payments" USING btree ("received_on");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" in ('customer', 'agency'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_check" CHECK (("bookings"."state" = 'cancelled') = ("bookings"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_kind_check" CHECK ("emails"."kind" in ('inquiry_received', 'team_new_inquiry', 'team_due_soon', 'customer_status', 'password_reset', 'status_link', 'quote_sent', 'quote_accepted', 'team_quote_accepted', 'team_quote_declined', 'team_quote_requested', 'team_dates_taken', 'receipt_voucher', 'refund_voucher', 'tax_invoice', 'credit_note', 'booking_cancelled', 'balance_reminder'));--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_kind_check" CHECK ("inquiry_events"."kind" in ('received', 'status_changed', 'assigned', 'quoted', 'note_added', 'email_sent', 'email_failed', 'status_link_sent', 'quote_drafted', 'quote_changed', 'quote_sent', 'quote_revised', 'quote_viewed', 'quote_accepted', 'quote_declined', 'quote_requested', 'booking_made', 'booking_confirmed', 'payment_recorded', 'booking_cancelled', 'refund_recorded', 'booking_completed', 'invoice_issued', 'credit_note_issued', 'balance_reminder_sent'));--> statement-breakpoint
-- "Free on" (issue 22): the days a celebrity is taken, by the day alone. The exclusion constraint's
-- index leads with the celebrity, so a lookup by day read most of it; this one reads only the day's.
CREATE INDEX "calendar_entries_blocking_days_idx" ON "calendar_entries" USING gist ("blocked") WHERE "kind" in ('confirmed', 'blackout');
