ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_kind_check";--> statement-breakpoint
CREATE INDEX "credit_notes_issued_on_idx" ON "credit_notes" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "refunds_paid_on_idx" ON "refunds" USING btree ("paid_on");--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_kind_check" CHECK ("audit_entries"."kind" in ('celebrity', 'settings', 'staff', 'account', 'inquiry', 'talent', 'report'));