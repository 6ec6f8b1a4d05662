CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "gst_rates" (
	"from" date PRIMARY KEY NOT NULL,
	"basis_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"rate_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"sac" text NOT NULL,
	"reimbursement" boolean DEFAULT false NOT NULL,
	CONSTRAINT "quote_lines_kind_check" CHECK ("quote_lines"."kind" in ('artist_fee', 'agency_fee', 'travel', 'accommodation', 'ground_transport', 'production', 'other')),
	CONSTRAINT "quote_lines_amounts_check" CHECK ("quote_lines"."quantity" >= 1 and "quote_lines"."rate_paise" >= 0 and "quote_lines"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"customer" jsonb NOT NULL,
	"venue_state" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"agency_state" text NOT NULL,
	"gst_basis_points" integer NOT NULL,
	"exemption_reason" text DEFAULT '' NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"reimbursement_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"rider" jsonb NOT NULL,
	"advance_percent" integer NOT NULL,
	"balance_due_days" integer NOT NULL,
	"cancellation_slabs" jsonb NOT NULL,
	"terms_markdown" text NOT NULL,
	"seller" jsonb,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number"),
	CONSTRAINT "quotes_state_check" CHECK ("quotes"."state" in ('draft', 'sent', 'accepted', 'declined', 'superseded')),
	CONSTRAINT "quotes_version_check" CHECK ("quotes"."version" >= 1),
	CONSTRAINT "quotes_amounts_check" CHECK ("quotes"."taxable_paise" >= 0 and "quotes"."reimbursement_paise" >= 0 and "quotes"."total_paise" >= 0),
	CONSTRAINT "quotes_sent_numbered" CHECK (("quotes"."state" = 'draft') = ("quotes"."number" is null))
);
--> statement-breakpoint
ALTER TABLE "inquiry_events" DROP CONSTRAINT "inquiry_events_kind_check";--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_quote_position_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_inquiry_version_idx" ON "quotes" USING btree ("inquiry_id","version");--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_kind_check" CHECK ("inquiry_events"."kind" in ('received', 'status_changed', 'assigned', 'quoted', 'note_added', 'email_sent', 'email_failed', 'status_link_sent', 'quote_drafted', 'quote_sent'));--> statement-breakpoint
-- GST began on 1 July 2017 at 18 % for the services a quote sells (SAC 9996 and 9985); a change is a new row from its day.
INSERT INTO "gst_rates" ("from", "basis_points") VALUES ('2017-07-01', 1800);