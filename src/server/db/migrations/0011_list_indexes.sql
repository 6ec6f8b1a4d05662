DROP INDEX "audit_entries_actor_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_entries_kind_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_entries_subject_label_trgm_idx" ON "audit_entries" USING gin ("subject_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_entries_actor_name_trgm_idx" ON "audit_entries" USING gin ("actor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emails_state_created_at_idx" ON "emails" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_actor_created_at_idx" ON "audit_entries" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_kind_created_at_idx" ON "audit_entries" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);