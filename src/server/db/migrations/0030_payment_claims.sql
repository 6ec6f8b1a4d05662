CREATE TABLE "payment_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"due_now_paise" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"mode" text NOT NULL,
	"reference" text NOT NULL,
	"state" text DEFAULT 'claimed' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by_id" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_claims_mode_check" CHECK ("payment_claims"."mode" in ('upi', 'bank_transfer')),
	CONSTRAINT "payment_claims_state_check" CHECK ("payment_claims"."state" in ('claimed', 'confirmed', 'rejected')),
	CONSTRAINT "payment_claims_amount_check" CHECK ("payment_claims"."amount_paise" > 0 and "payment_claims"."due_now_paise" >= 0),
	CONSTRAINT "payment_claims_confirmed_check" CHECK (("payment_claims"."state" = 'confirmed') = ("payment_claims"."payment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_id" uuid,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_one_row" CHECK ("payment_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "inquiry_events" DROP CONSTRAINT "inquiry_events_kind_check";--> statement-breakpoint
ALTER TABLE "emails" DROP CONSTRAINT "emails_kind_check";--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_claims_reference_unique" ON "payment_claims" USING btree ("reference") WHERE "payment_claims"."state" <> 'rejected';--> statement-breakpoint
CREATE INDEX "payment_claims_state_idx" ON "payment_claims" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "payment_claims_booking_idx" ON "payment_claims" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_kind_check" CHECK ("inquiry_events"."kind" in ('received', 'status_changed', 'assigned', 'quoted', 'note_added', 'email_sent', 'email_failed', 'status_link_sent', 'status_links_revoked', 'quote_drafted', 'quote_changed', 'quote_sent', 'quote_revised', 'quote_viewed', 'quote_accepted', 'quote_declined', 'quote_requested', 'quote_dates_taken', 'booking_made', 'booking_confirmed', 'booking_lines_entered', 'payment_recorded', 'booking_cancelled', 'refund_recorded', 'booking_completed', 'invoice_issued', 'credit_note_issued', 'balance_reminder_sent', 'payment_link_created', 'gateway_refund_due', 'payment_claimed', 'payment_claim_rejected'));--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_kind_check" CHECK ("emails"."kind" in ('inquiry_received', 'team_new_inquiry', 'team_due_soon', 'customer_status', 'password_reset', 'status_link', 'quote_sent', 'quote_accepted', 'team_quote_accepted', 'team_quote_declined', 'team_quote_requested', 'team_dates_taken', 'receipt_voucher', 'refund_voucher', 'tax_invoice', 'credit_note', 'booking_cancelled', 'balance_reminder', 'team_business_details', 'team_gateway_refund_due', 'team_payment_claimed', 'payment_not_received'));