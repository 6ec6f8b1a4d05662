-- What a booking agreed by phone sold (its billing block, place of supply, lines and tax), so its
-- receipts, invoice and credit notes bill the booking and never the inquiry's latest quote
-- (decision 0024), and the timeline's step for lines entered on an older booking. No backfill on
-- purpose: a booking with a quote keeps billing it; an older phone booking has no lines until
-- staff enter them, and is not invoiced before.
-- Issue 36, finding 6: a credit note may have no taxable part (a small credit on an invoice mostly
-- of reimbursements, which rounds it to nothing, or an invoice of reimbursements only); its total
-- must still be more than nothing.
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_amounts_check";--> statement-breakpoint
ALTER TABLE "inquiry_events" DROP CONSTRAINT "inquiry_events_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sale" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_amounts_check" CHECK ("credit_notes"."taxable_paise" >= 0 and "credit_notes"."tax_paise" >= 0 and "credit_notes"."total_paise" > 0);--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_kind_check" CHECK ("inquiry_events"."kind" in ('received', 'status_changed', 'assigned', 'quoted', 'note_added', 'email_sent', 'email_failed', 'status_link_sent', 'status_links_revoked', 'quote_drafted', 'quote_changed', 'quote_sent', 'quote_revised', 'quote_viewed', 'quote_accepted', 'quote_declined', 'quote_requested', 'quote_dates_taken', 'booking_made', 'booking_confirmed', 'booking_lines_entered', 'payment_recorded', 'booking_cancelled', 'refund_recorded', 'booking_completed', 'invoice_issued', 'credit_note_issued', 'balance_reminder_sent'));