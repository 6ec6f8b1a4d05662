ALTER TABLE "payment_settings" ADD COLUMN "gateway_key_id" text;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "gateway_key_secret" text;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "gateway_webhook_secret" text;