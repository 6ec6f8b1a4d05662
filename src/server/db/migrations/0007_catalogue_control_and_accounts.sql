CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_label" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_entries_kind_check" CHECK ("audit_entries"."kind" in ('celebrity', 'settings', 'staff', 'account', 'inquiry'))
);
--> statement-breakpoint
CREATE TABLE "celebrity_former_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"celebrity_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emails" DROP CONSTRAINT "emails_kind_check";--> statement-breakpoint
ALTER TABLE "celebrities" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "celebrities" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "celebrities" ADD COLUMN "featured_position" integer;--> statement-breakpoint
-- The catalogue so far was public: it stays published, and the three newest stay featured.
UPDATE "celebrities" SET "status" = 'published', "published_at" = "created_at";--> statement-breakpoint
UPDATE "celebrities" AS c SET "featured_position" = n.position
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at" DESC, "id" DESC) AS position FROM "celebrities") AS n
  WHERE c."id" = n."id" AND n.position <= 3;--> statement-breakpoint
-- Slugs from the names (lower-case ASCII words and hyphens); a name shared by several gets the
-- first eight characters of the id after its slug, on all but the oldest.
ALTER TABLE "celebrities" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "celebrities" SET "slug" = coalesce(nullif(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), ''), 'celebrity');--> statement-breakpoint
UPDATE "celebrities" AS c SET "slug" = c."slug" || '-' || substr(c."id"::text, 1, 8)
  FROM (SELECT "id", row_number() OVER (PARTITION BY "slug" ORDER BY "created_at", "id") AS n FROM "celebrities") AS d
  WHERE c."id" = d."id" AND d.n > 1;--> statement-breakpoint
ALTER TABLE "celebrities" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "celebrity_former_slugs" ADD CONSTRAINT "celebrity_former_slugs_celebrity_id_celebrities_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_actor_created_at_idx" ON "audit_entries" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_kind_created_at_idx" ON "audit_entries" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "celebrity_former_slugs_celebrity_idx" ON "celebrity_former_slugs" USING btree ("celebrity_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "celebrities_slug_unique" ON "celebrities" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "celebrities_featured_position_unique" ON "celebrities" USING btree ("featured_position") WHERE "celebrities"."featured_position" is not null;--> statement-breakpoint
CREATE INDEX "celebrities_status_created_at_idx" ON "celebrities" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "celebrities_status_featured_idx" ON "celebrities" USING btree ("status","featured_position","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "celebrities_status_name_idx" ON "celebrities" USING btree ("status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "celebrities_status_price_asc_idx" ON "celebrities" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "celebrities_status_price_desc_idx" ON "celebrities" USING btree ("status","price" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "celebrities_status_rating_idx" ON "celebrities" USING btree ("status","rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "celebrities_status_city_idx" ON "celebrities" USING btree ("status",lower(btrim(split_part("location", ',', 1))));--> statement-breakpoint
ALTER TABLE "celebrities" ADD CONSTRAINT "celebrities_status_check" CHECK ("celebrities"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "celebrities" ADD CONSTRAINT "celebrities_slug_check" CHECK ("celebrities"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_kind_check" CHECK ("emails"."kind" in ('inquiry_received', 'team_new_inquiry', 'team_due_soon', 'customer_status', 'password_reset'));