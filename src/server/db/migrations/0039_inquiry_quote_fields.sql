ALTER TABLE "inquiries" ADD COLUMN "budget_paise" bigint;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "guests" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "billing_state" text;