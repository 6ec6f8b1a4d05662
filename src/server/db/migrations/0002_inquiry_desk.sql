CREATE TABLE "emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"inquiry_id" uuid,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"smtp_response" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_kind_check" CHECK ("emails"."kind" in ('inquiry_received', 'team_new_inquiry', 'team_due_soon', 'customer_status')),
	CONSTRAINT "emails_state_check" CHECK ("emails"."state" in ('pending', 'sending', 'sent', 'failed', 'unsent'))
);
--> statement-breakpoint
CREATE TABLE "inquiry_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_events_kind_check" CHECK ("inquiry_events"."kind" in ('received', 'status_changed', 'assigned', 'quoted', 'note_added', 'email_sent', 'email_failed'))
);
--> statement-breakpoint
CREATE TABLE "inquiry_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_reference_counters" (
	"month" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "status_token_hash" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "reply_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "quoted_amount" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "due_soon_alerted_at" timestamp with time zone;--> statement-breakpoint
-- Inquiries from before the desk (hand-written): a reference numbered by arrival within each
-- month of India's calendar, a promised reply 24 hours after arrival (RESPONSE_HOURS' default),
-- the last change as the first answer of those no longer pending, and a timeline that starts
-- with their arrival (and, for answered ones, the change of status).
WITH numbered AS (
	SELECT "id",
		to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYMM') AS "month",
		row_number() OVER (
			PARTITION BY to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYMM')
			ORDER BY "created_at", "id"
		) AS "n"
	FROM "inquiries"
)
UPDATE "inquiries" SET
	"reference" = 'SLT-' || numbered."month" || '-' || lpad(numbered."n"::text, 4, '0'),
	"reply_by" = "inquiries"."created_at" + interval '24 hours',
	"first_response_at" = CASE WHEN "inquiries"."status" = 'pending' THEN NULL ELSE "inquiries"."updated_at" END
FROM numbered WHERE numbered."id" = "inquiries"."id";--> statement-breakpoint
INSERT INTO "inquiry_reference_counters" ("month", "last")
	SELECT substring("reference" from 5 for 4), count(*) FROM "inquiries" GROUP BY 1;--> statement-breakpoint
INSERT INTO "inquiry_events" ("inquiry_id", "kind", "details", "created_at")
	SELECT "id", 'received', '{}'::jsonb, "created_at" FROM "inquiries";--> statement-breakpoint
INSERT INTO "inquiry_events" ("inquiry_id", "kind", "details", "created_at")
	SELECT "id", 'status_changed', jsonb_build_object('from', 'pending', 'to', "status"), "updated_at"
	FROM "inquiries" WHERE "status" <> 'pending';--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "reply_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_due_idx" ON "emails" USING btree ("next_attempt_at") WHERE "emails"."state" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "emails_created_at_idx" ON "emails" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "emails_inquiry_idx" ON "emails" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_events_inquiry_idx" ON "inquiry_events" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_events_kind_created_at_idx" ON "inquiry_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_notes_inquiry_idx" ON "inquiry_notes" USING btree ("inquiry_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_reply_by_idx" ON "inquiries" USING btree ("reply_by") WHERE "inquiries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "inquiries_assignee_idx" ON "inquiries" USING btree ("assignee_id");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_status_token_hash_unique" UNIQUE("status_token_hash");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_quoted_amount_check" CHECK ("inquiries"."quoted_amount" is null or "inquiries"."quoted_amount" >= 0);