CREATE TABLE "site_settings" (
	"section" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_id" uuid,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_section_check" CHECK ("site_settings"."section" in ('contact', 'social', 'figures', 'testimonials', 'team', 'events', 'packages'))
);
--> statement-breakpoint
ALTER TABLE "celebrities" ADD COLUMN "events_completed" text DEFAULT '500+' NOT NULL;--> statement-breakpoint
ALTER TABLE "celebrities" ADD COLUMN "brand_partnerships" text DEFAULT '25+' NOT NULL;--> statement-breakpoint
ALTER TABLE "celebrities" ADD COLUMN "years_experience" text DEFAULT '10+' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;