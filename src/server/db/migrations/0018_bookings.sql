CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"celebrity_id" uuid NOT NULL,
	"quote_id" uuid,
	"state" text DEFAULT 'awaiting_advance' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"total_paise" bigint NOT NULL,
	"advance_paise" bigint NOT NULL,
	"balance_due_days" integer NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_number_unique" UNIQUE("number"),
	CONSTRAINT "bookings_state_check" CHECK ("bookings"."state" in ('awaiting_advance', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "bookings_dates_check" CHECK ("bookings"."end_date" >= "bookings"."start_date"),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."total_paise" >= 0 and "bookings"."advance_paise" between 0 and "bookings"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_celebrity_id_celebrities_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_inquiry_idx" ON "bookings" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_quote_idx" ON "bookings" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
