CREATE TABLE "gateway_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" text NOT NULL,
	"gateway_payment_id" text,
	CONSTRAINT "gateway_events_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "gateway_events_result_check" CHECK ("gateway_events"."result" in ('recorded', 'refund_due', 'already_recorded', 'awaiting_link', 'ignored', 'duplicate', 'bad_signature'))
);
--> statement-breakpoint
CREATE TABLE "gateway_payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"link_id" text NOT NULL,
	"short_url" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_payment_links_link_id_unique" UNIQUE("link_id"),
	CONSTRAINT "gateway_payment_links_state_check" CHECK ("gateway_payment_links"."state" in ('created', 'paid', 'expired')),
	CONSTRAINT "gateway_payment_links_amount_check" CHECK ("gateway_payment_links"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_refunds_due" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_refunds_due_payment_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "gateway_refunds_due_reason_check" CHECK ("gateway_refunds_due"."reason" in ('cancelled', 'more_than_due')),
	CONSTRAINT "gateway_refunds_due_amount_check" CHECK ("gateway_refunds_due"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "emails" DROP CONSTRAINT "emails_kind_check";--> statement-breakpoint
ALTER TABLE "inquiry_events" DROP CONSTRAINT "inquiry_events_kind_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_mode_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "gateway_payment_links" ADD CONSTRAINT "gateway_payment_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refunds_due" ADD CONSTRAINT "gateway_refunds_due_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_events_payment_idx" ON "gateway_events" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "gateway_events_received_idx" ON "gateway_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "gateway_payment_links_booking_idx" ON "gateway_payment_links" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "gateway_refunds_due_booking_idx" ON "gateway_refunds_due" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_payment_id_unique" UNIQUE("gateway_payment_id");--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_kind_check" CHECK ("emails"."kind" in ('inquiry_received', 'team_new_inquiry', 'team_due_soon', 'customer_status', 'password_reset', 'status_link', 'quote_sent', 'quote_accepted', 'team_quote_accepted', 'team_quote_declined', 'team_quote_requested', 'team_dates_taken', 'receipt_voucher', 'refund_voucher', 'tax_invoice', 'credit_note', 'booking_cancelled', 'balance_reminder', 'team_business_details', 'team_gateway_refund_due'));--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_kind_check" CHECK ("inquiry_events"."kind" in ('received', 'status_changed', 'assigned', 'quoted', 'note_added', 'email_sent', 'email_failed', 'status_link_sent', 'status_links_revoked', 'quote_drafted', 'quote_changed', 'quote_sent', 'quote_revised', 'quote_viewed', 'quote_accepted', 'quote_declined', 'quote_requested', 'quote_dates_taken', 'booking_made', 'booking_confirmed', 'booking_lines_entered', 'payment_recorded', 'booking_cancelled', 'refund_recorded', 'booking_completed', 'invoice_issued', 'credit_note_issued', 'balance_reminder_sent', 'payment_link_created', 'gateway_refund_due'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_check" CHECK (("payments"."mode" = 'gateway') = ("payments"."gateway_payment_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_mode_check" CHECK ("payments"."mode" in ('bank_transfer', 'upi', 'cheque', 'cash', 'gateway'));