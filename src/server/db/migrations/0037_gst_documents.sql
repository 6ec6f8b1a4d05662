CREATE TABLE "gst_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"booking_id" uuid NOT NULL,
	"booking_reference" text NOT NULL,
	"party_name" text NOT NULL,
	"party_gstin" text NOT NULL,
	"party_state" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"supply" text NOT NULL,
	"gst_basis_points" integer NOT NULL,
	"exemption_reason" text NOT NULL,
	"reverse_charge" boolean NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"reimbursement_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"invoice_number" text,
	"invoice_date" date,
	"invoice_total_paise" bigint,
	"mode" text NOT NULL,
	"reference" text NOT NULL,
	"tds_paise" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gst_documents_kind_check" CHECK ("gst_documents"."kind" in ('receipt_voucher', 'refund_voucher', 'tax_invoice', 'credit_note'))
);
--> statement-breakpoint
ALTER TABLE "gst_documents" ADD CONSTRAINT "gst_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gst_documents_date_idx" ON "gst_documents" USING btree ("date");--> statement-breakpoint
CREATE INDEX "gst_documents_booking_idx" ON "gst_documents" USING btree ("booking_id","kind");