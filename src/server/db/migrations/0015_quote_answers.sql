CREATE TABLE "quote_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"number" text NOT NULL,
	"version" integer NOT NULL,
	"total_paise" bigint NOT NULL,
	"name" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_acceptances_quote_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
ALTER TABLE "emails" DROP CONSTRAINT "emails_kind_check";--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_quoted_amount_check";--> statement-breakpoint
ALTER TABLE "inquiry_events" DROP CONSTRAINT "inquiry_events_kind_check";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "quote_state" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "quote_valid_until" date;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "quote_total_paise" bigint;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_quote_state_idx" ON "inquiries" USING btree ("quote_state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "inquiries"."quote_state" is not null;--> statement-breakpoint
-- The single "quoted amount" gives way to quotes (issue 21): each amount set before is kept as a
-- note on its inquiry's timeline, in rupees with Indian grouping (₹2,00,000).
WITH "kept" AS (
	INSERT INTO "inquiry_notes" ("inquiry_id", "author_name", "body")
	SELECT "id", 'System', 'Quoted amount before quotes: ₹' || CASE
		WHEN length("quoted_amount"::text) > 3 THEN regexp_replace(left("quoted_amount"::text, length("quoted_amount"::text) - 3), '(\d)(?=(\d\d)+$)', '\1,', 'g') || ',' || right("quoted_amount"::text, 3)
		ELSE "quoted_amount"::text END
	FROM "inquiries" WHERE "quoted_amount" IS NOT NULL
	RETURNING "id", "inquiry_id", "created_at"
)
INSERT INTO "inquiry_events" ("inquiry_id", "kind", "details", "created_at")
SELECT "inquiry_id", 'note_added', jsonb_build_object('noteId', "id"), "created_at" FROM "kept";--> statement-breakpoint
-- Each inquiry's current quote (its latest version) on the inquiry row, for the list.
UPDATE "inquiries" SET
	"quote_state" = CASE WHEN "latest"."state" = 'sent' AND "latest"."viewed_at" IS NOT NULL THEN 'viewed' ELSE "latest"."state" END,
	"quote_valid_until" = "latest"."valid_until",
	"quote_total_paise" = "latest"."total_paise"
FROM (
	SELECT DISTINCT ON ("inquiry_id") "inquiry_id", "state", "viewed_at", "valid_until", "total_paise"
	FROM "quotes" ORDER BY "inquiry_id", "version" DESC
) AS "latest"
WHERE "latest"."inquiry_id" = "inquiries"."id";--> statement-breakpoint
ALTER TABLE "inquiries" DROP COLUMN "quoted_amount";--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_kind_check" CHECK ("emails"."kind" in ('inquiry_received', 'team_new_inquiry', 'team_due_soon', 'customer_status', 'password_reset', 'status_link', 'quote_sent', 'quote_accepted', 'team_quote_accepted', 'team_quote_declined', 'team_quote_requested'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_quote_state_check" CHECK ("inquiries"."quote_state" is null or "inquiries"."quote_state" in ('draft', 'sent', 'viewed', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_kind_check" CHECK ("inquiry_events"."kind" in ('received', 'status_changed', 'assigned', 'quoted', 'note_added', 'email_sent', 'email_failed', 'status_link_sent', 'quote_drafted', 'quote_changed', 'quote_sent', 'quote_revised', 'quote_viewed', 'quote_accepted', 'quote_declined', 'quote_requested'));