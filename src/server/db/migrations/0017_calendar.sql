CREATE TABLE "calendar_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"celebrity_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"buffer_before" integer DEFAULT 0 NOT NULL,
	"buffer_after" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"quote_id" uuid,
	"created_by_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_entries_kind_check" CHECK ("calendar_entries"."kind" in ('hold', 'confirmed', 'blackout')),
	CONSTRAINT "calendar_entries_dates_check" CHECK ("calendar_entries"."end_date" >= "calendar_entries"."start_date"),
	CONSTRAINT "calendar_entries_buffers_check" CHECK ("calendar_entries"."buffer_before" between 0 and 30 and "calendar_entries"."buffer_after" between 0 and 30)
);
--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_celebrity_id_celebrities_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_entries_celebrity_start_idx" ON "calendar_entries" USING btree ("celebrity_id","start_date");--> statement-breakpoint
-- What Drizzle cannot describe (schema.ts, calendarEntries): the days an entry takes with its
-- buffers, and the guard that no two confirmed entries or blackouts of one celebrity share one.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD COLUMN "blocked" daterange GENERATED ALWAYS AS (daterange("start_date" - "buffer_before", "end_date" + "buffer_after", '[]')) STORED;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_no_overlap" EXCLUDE USING gist ("celebrity_id" WITH =, "blocked" WITH &&) WHERE ("kind" in ('confirmed', 'blackout'));--> statement-breakpoint
-- The calendar's month view and the clash lookups read the entries by their days.
CREATE INDEX "calendar_entries_blocked_idx" ON "calendar_entries" USING gist ("celebrity_id", "blocked");
