DROP INDEX "inquiries_reply_by_idx";--> statement-breakpoint
CREATE INDEX "inquiries_waiting_reply_by_idx" ON "inquiries" USING btree ("reply_by") WHERE "inquiries"."status" = 'pending' and "inquiries"."first_response_at" is null;--> statement-breakpoint
CREATE INDEX "inquiries_reply_by_order_idx" ON "inquiries" USING btree ("reply_by","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_event_date_order_idx" ON "inquiries" USING btree ("event_date","created_at","id");