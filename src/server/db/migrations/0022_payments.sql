CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"receipt_number" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"received_on" date NOT NULL,
	"mode" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"tds_section" text DEFAULT '' NOT NULL,
	"tds_paise" bigint DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "payments_mode_check" CHECK ("payments"."mode" in ('bank_transfer', 'upi', 'cheque', 'cash')),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_paise" > 0 and "payments"."tds_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inquiry_events" DROP CONSTRAINT "inquiry_events_kind_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","received_on");--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_kind_check" CHECK ("inquiry_events"."kind" in ('received', 'status_changed', 'assigned', 'quoted', 'note_added', 'email_sent', 'email_failed', 'status_link_sent', 'quote_drafted', 'quote_changed', 'quote_sent', 'quote_revised', 'quote_viewed', 'quote_accepted', 'quote_declined', 'quote_requested', 'booking_made', 'booking_confirmed', 'payment_recorded'));