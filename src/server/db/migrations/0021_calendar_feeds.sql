ALTER TABLE "celebrities" ADD COLUMN "calendar_feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "celebrities" ADD COLUMN "calendar_feed_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "celebrities" ADD CONSTRAINT "celebrities_calendar_feed_token_unique" UNIQUE("calendar_feed_token_hash");