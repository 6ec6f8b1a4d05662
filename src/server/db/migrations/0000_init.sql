CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "celebrities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"followers" text NOT NULL,
	"location" text NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" integer,
	"price_on_demand" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"social_profile" text DEFAULT '' NOT NULL,
	"achievements" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "celebrities_rating_check" CHECK ("celebrities"."rating" >= 1 and "celebrities"."rating" <= 5),
	CONSTRAINT "celebrities_price_check" CHECK ("celebrities"."price" is null or "celebrities"."price" > 0),
	CONSTRAINT "celebrities_price_on_demand_check" CHECK ("celebrities"."price_on_demand" or "celebrities"."price" is not null)
);
--> statement-breakpoint
CREATE TABLE "celebrity_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"celebrity_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "celebrity_images_kind_check" CHECK ("celebrity_images"."kind" in ('profile', 'gallery'))
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"celebrity_id" uuid,
	"celebrity_name" text NOT NULL,
	"event_type" text NOT NULL,
	"event_date" date NOT NULL,
	"event_location" text NOT NULL,
	"additional_details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" in ('pending', 'contacted', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('staff', 'admin')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "celebrity_images" ADD CONSTRAINT "celebrity_images_celebrity_id_celebrities_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_celebrity_id_celebrities_id_fk" FOREIGN KEY ("celebrity_id") REFERENCES "public"."celebrities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "celebrities_created_at_idx" ON "celebrities" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "celebrities_category_created_at_idx" ON "celebrities" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "celebrities_search_text_trgm_idx" ON "celebrities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "celebrity_images_celebrity_idx" ON "celebrity_images" USING btree ("celebrity_id","kind","position");--> statement-breakpoint
CREATE INDEX "celebrity_images_hash_idx" ON "celebrity_images" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_status_created_at_idx" ON "inquiries" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_celebrity_idx" ON "inquiries" USING btree ("celebrity_id");--> statement-breakpoint
CREATE INDEX "inquiries_search_text_trgm_idx" ON "inquiries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id");