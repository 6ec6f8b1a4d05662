CREATE TABLE "blackout_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"celebrity_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"requested_by_id" uuid,
	"requested_by_name" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text DEFAULT '' NOT NULL,
	"blackout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blackout_requests_state_check" CHECK ("blackout_requests"."state" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "blackout_requests_dates_check" CHECK ("blackout_requests"."end_date" >= "blackout_requests"."start_date"),
	CONSTRAINT "blackout_requests_decided_check" CHECK (("blackout_requests"."state" = 'pending') = ("blackout_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "talent_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"share_fees" boolean DEFAULT false NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by_id" uuid,
	"invited_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_celebrities" (
	"user_id" uuid NOT NULL,
	"celebrity_id" uuid NOT NULL,
	CONSTRAINT "talent_celebrities_pk" PRIMARY KEY("user_id","celebrity_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_kind_check";--> statement-breakpoint
ALTER TABLE "emails" DROP CONSTRAINT "emails_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "blackout_requests" ADD CONSTRAINT "blackout_requests_celebrity_id_celebrities_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blackout_requests" ADD CONSTRAINT "blackout_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blackout_requests" ADD CONSTRAINT "blackout_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blackout_requests" ADD CONSTRAINT "blackout_requests_blackout_id_calendar_entries_id_fk" FOREIGN KEY ("blackout_id") REFERENCES "public"."calendar_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_accounts" ADD CONSTRAINT "talent_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_accounts" ADD CONSTRAINT "talent_accounts_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_celebrities" ADD CONSTRAINT "talent_celebrities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_celebrities" ADD CONSTRAINT "talent_celebrities_celebrity_id_celebrities_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blackout_requests_state_created_idx" ON "blackout_requests" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blackout_requests_celebrity_idx" ON "blackout_requests" USING btree ("celebrity_id","start_date");--> statement-breakpoint
CREATE INDEX "blackout_requests_requested_by_idx" ON "blackout_requests" USING btree ("requested_by_id");--> statement-breakpoint
CREATE INDEX "talent_celebrities_celebrity_idx" ON "talent_celebrities" USING btree ("celebrity_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('staff', 'admin', 'talent'));--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_kind_check" CHECK ("audit_entries"."kind" in ('celebrity', 'settings', 'staff', 'account', 'inquiry', 'talent'));--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_kind_check" CHECK ("emails"."kind" in ('inquiry_received', 'team_new_inquiry', 'team_due_soon', 'customer_status', 'password_reset', 'status_link', 'quote_sent', 'quote_accepted', 'team_quote_accepted', 'team_quote_declined', 'team_quote_requested', 'team_dates_taken', 'receipt_voucher', 'refund_voucher', 'tax_invoice', 'credit_note', 'booking_cancelled', 'balance_reminder', 'team_business_details', 'team_gateway_refund_due', 'team_payment_claimed', 'payment_not_received', 'talent_invitation', 'blackout_approved', 'blackout_rejected', 'payout_voucher'));