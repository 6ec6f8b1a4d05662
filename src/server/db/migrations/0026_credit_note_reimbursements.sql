-- Issue 36, finding 6: a credit note may have no taxable part (a small credit on an invoice mostly
-- of reimbursements, which rounds it to nothing, or an invoice of reimbursements only); its total
-- must still be more than nothing.
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_amounts_check";--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_amounts_check" CHECK ("credit_notes"."taxable_paise" >= 0 and "credit_notes"."tax_paise" >= 0 and "credit_notes"."total_paise" > 0);