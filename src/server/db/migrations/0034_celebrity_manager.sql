ALTER TABLE "emails" DROP CONSTRAINT "emails_kind_check";--> statement-breakpoint
ALTER TABLE "celebrities" ADD COLUMN "calendar_feed_seed" text;--> statement-breakpoint
ALTER TABLE "celebrities" ADD COLUMN "manager_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "celebrities" ADD COLUMN "manager_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "celebrities" ADD COLUMN "manager_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "celebrity_id" uuid;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_celebrity_id_celebrities_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_celebrity_idx" ON "emails" USING btree ("celebrity_id") WHERE "emails"."celebrity_id" is not null;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_kind_check" CHECK ("emails"."kind" in ('inquiry_received', 'team_new_inquiry', 'team_due_soon', 'customer_status', 'password_reset', 'status_link', 'quote_sent', 'quote_accepted', 'team_quote_accepted', 'team_quote_declined', 'team_quote_requested', 'team_dates_taken', 'receipt_voucher', 'refund_voucher', 'tax_invoice', 'credit_note', 'booking_cancelled', 'balance_reminder', 'team_business_details', 'team_gateway_refund_due', 'team_payment_claimed', 'payment_not_received', 'payout_voucher', 'talent_invitation', 'blackout_approved', 'blackout_rejected', 'calendar_feed_link'));