CREATE TABLE "inquiry_status_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_status_token_hash_unique";--> statement-breakpoint
ALTER TABLE "emails" DROP CONSTRAINT "emails_kind_check";--> statement-breakpoint
ALTER TABLE "inquiry_events" DROP CONSTRAINT "inquiry_events_kind_check";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "email_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiry_status_tokens" ADD CONSTRAINT "inquiry_status_tokens_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_status_tokens" ADD CONSTRAINT "inquiry_status_tokens_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_status_tokens_inquiry_idx" ON "inquiry_status_tokens" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_status_tokens_email_idx" ON "inquiry_status_tokens" USING btree ("email_id");--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_email_idx" ON "password_reset_tokens" USING btree ("email_id");--> statement-breakpoint
-- The links already issued keep working: each inquiry's one status token moves to the new table.
INSERT INTO "inquiry_status_tokens" ("token_hash", "inquiry_id", "created_at")
  SELECT "status_token_hash", "id", "created_at" FROM "inquiries" WHERE "status_token_hash" IS NOT NULL;--> statement-breakpoint
-- Stored e-mails lose their working links (services/secret-links.ts): the token becomes [hidden].
-- One still waiting to be sent gets a fresh link when it goes, as every new e-mail does.
UPDATE "emails" SET
  "html" = regexp_replace(regexp_replace("html", '(/admin/reset-password\?token=)[A-Za-z0-9_%-]+', '\1[hidden]', 'g'), '(/inquiry/)[A-Za-z0-9_-]{43}', '\1[hidden]', 'g'),
  "text" = regexp_replace(regexp_replace("text", '(/admin/reset-password\?token=)[A-Za-z0-9_%-]+', '\1[hidden]', 'g'), '(/inquiry/)[A-Za-z0-9_-]{43}', '\1[hidden]', 'g');--> statement-breakpoint
UPDATE "emails" SET "user_id" = "users"."id" FROM "users"
  WHERE "emails"."kind" = 'password_reset' AND "users"."email" = "emails"."recipients"[1];--> statement-breakpoint
ALTER TABLE "inquiries" DROP COLUMN "status_token_hash";--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_kind_check" CHECK ("emails"."kind" in ('inquiry_received', 'team_new_inquiry', 'team_due_soon', 'customer_status', 'password_reset', 'status_link'));--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_kind_check" CHECK ("inquiry_events"."kind" in ('received', 'status_changed', 'assigned', 'quoted', 'note_added', 'email_sent', 'email_failed', 'status_link_sent'));