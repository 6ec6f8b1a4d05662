CREATE TABLE "tally_ledgers" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_id" uuid,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tally_ledgers_one_row" CHECK ("tally_ledgers"."id")
);
--> statement-breakpoint
ALTER TABLE "tally_ledgers" ADD CONSTRAINT "tally_ledgers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;