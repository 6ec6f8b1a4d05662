-- Status links that run out and can be revoked (issue 36, finding 9; decision 0023): a seed to
-- carry the newest link again in later e-mails, when an e-mail last carried a link, and when staff
-- revoked it. Links issued before this migration have no seed (they keep working, but are never
-- carried again) and count as last sent when they were made.
ALTER TABLE "inquiry_events" DROP CONSTRAINT "inquiry_events_kind_check";--> statement-breakpoint
ALTER TABLE "inquiry_status_tokens" ADD COLUMN "seed" text;--> statement-breakpoint
ALTER TABLE "inquiry_status_tokens" ADD COLUMN "last_sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_status_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_kind_check" CHECK ("inquiry_events"."kind" in ('received', 'status_changed', 'assigned', 'quoted', 'note_added', 'email_sent', 'email_failed', 'status_link_sent', 'status_links_revoked', 'quote_drafted', 'quote_changed', 'quote_sent', 'quote_revised', 'quote_viewed', 'quote_accepted', 'quote_declined', 'quote_requested', 'quote_dates_taken', 'booking_made', 'booking_confirmed', 'payment_recorded', 'booking_cancelled', 'refund_recorded', 'booking_completed', 'invoice_issued', 'credit_note_issued', 'balance_reminder_sent'));--> statement-breakpoint
UPDATE "inquiry_status_tokens" SET "last_sent_at" = "created_at";
