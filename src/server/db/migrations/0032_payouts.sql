CREATE TABLE "booking_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"reason" text NOT NULL,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_commissions_booking_unique" UNIQUE("booking_id"),
	CONSTRAINT "booking_commissions_rate_check" CHECK ("booking_commissions"."commission_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "celebrity_payees" (
	"celebrity_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"pan" text DEFAULT '' NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"payee_kind" text NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"tds_section" text NOT NULL,
	"no_tds_reason" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"ifsc" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "celebrity_payees_kind_check" CHECK ("celebrity_payees"."payee_kind" in ('individual_or_huf', 'other')),
	CONSTRAINT "celebrity_payees_section_check" CHECK ("celebrity_payees"."tds_section" in ('194J', '194C', 'none')),
	CONSTRAINT "celebrity_payees_commission_check" CHECK ("celebrity_payees"."commission_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "payout_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"spent_on" date NOT NULL,
	"description" text NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_costs_amount_check" CHECK ("payout_costs"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"celebrity_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"financial_year" text NOT NULL,
	"mode" text NOT NULL,
	"reference" text NOT NULL,
	"payee_legal_name" text NOT NULL,
	"pan" text NOT NULL,
	"payee_kind" text NOT NULL,
	"payee_key" text NOT NULL,
	"tds_section" text,
	"section_label" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"gross_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"computed_tds_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"tds_override_reason" text DEFAULT '' NOT NULL,
	"overpay_reason" text DEFAULT '' NOT NULL,
	"explanation" text NOT NULL,
	"created_by_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "payouts_number_unique" UNIQUE("number"),
	CONSTRAINT "payouts_mode_check" CHECK ("payouts"."mode" in ('bank_transfer', 'upi', 'cheque')),
	CONSTRAINT "payouts_section_check" CHECK ("payouts"."tds_section" in ('194J', '194C')),
	CONSTRAINT "payouts_kind_check" CHECK ("payouts"."payee_kind" in ('individual_or_huf', 'other')),
	CONSTRAINT "payouts_amounts_check" CHECK ("payouts"."gross_paise" > 0 and "payouts"."tds_paise" between 0 and "payouts"."gross_paise" and "payouts"."computed_tds_paise" >= 0 and "payouts"."net_paise" = "payouts"."gross_paise" - "payouts"."tds_paise")
);
--> statement-breakpoint
ALTER TABLE "emails" DROP CONSTRAINT "emails_kind_check";--> statement-breakpoint
ALTER TABLE "booking_commissions" ADD CONSTRAINT "booking_commissions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebrity_payees" ADD CONSTRAINT "celebrity_payees_celebrity_id_celebrities_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_costs" ADD CONSTRAINT "payout_costs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_costs" ADD CONSTRAINT "payout_costs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_celebrity_id_celebrities_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "celebrity_payees_pan_idx" ON "celebrity_payees" USING btree ("pan");--> statement-breakpoint
CREATE INDEX "payout_costs_booking_idx" ON "payout_costs" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payouts_booking_idx" ON "payouts" USING btree ("booking_id","paid_on");--> statement-breakpoint
CREATE INDEX "payouts_payee_year_idx" ON "payouts" USING btree ("payee_key","financial_year","tds_section");--> statement-breakpoint
CREATE INDEX "payouts_paid_on_idx" ON "payouts" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "payouts_celebrity_idx" ON "payouts" USING btree ("celebrity_id","paid_on");--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_kind_check" CHECK ("emails"."kind" in ('inquiry_received', 'team_new_inquiry', 'team_due_soon', 'customer_status', 'password_reset', 'status_link', 'quote_sent', 'quote_accepted', 'team_quote_accepted', 'team_quote_declined', 'team_quote_requested', 'team_dates_taken', 'receipt_voucher', 'refund_voucher', 'tax_invoice', 'credit_note', 'booking_cancelled', 'balance_reminder', 'team_business_details', 'team_gateway_refund_due', 'team_payment_claimed', 'payment_not_received', 'payout_voucher'));