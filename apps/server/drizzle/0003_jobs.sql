CREATE TABLE "job_posting" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"industry" text NOT NULL,
	"area" text NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"education" text NOT NULL,
	"experience" text NOT NULL,
	"job_type" text NOT NULL,
	"headcount" smallint DEFAULT 1 NOT NULL,
	"welfare" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"review_reason" text,
	"revision" jsonb,
	"revision_submitted_at" timestamp with time zone,
	"taken_down" boolean DEFAULT false NOT NULL,
	"copied_from" integer,
	"view_count" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_search" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"tokens" text[] NOT NULL,
	"area_province" text NOT NULL,
	"area_city" text NOT NULL,
	"area" text NOT NULL,
	"category_group" text NOT NULL,
	"category" text NOT NULL,
	"industry_section" text NOT NULL,
	"industry" text NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"education" text NOT NULL,
	"experience" text NOT NULL,
	"job_type" text NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_page_view" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_posting" ADD CONSTRAINT "job_posting_org_id_account_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting" ADD CONSTRAINT "job_posting_reviewed_by_account_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_job_id_job_posting_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_page_view" ADD CONSTRAINT "org_page_view_org_id_account_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_posting_org_idx" ON "job_posting" USING btree ("org_id","updated_at");--> statement-breakpoint
CREATE INDEX "job_posting_hot_idx" ON "job_posting" USING btree ("view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "job_posting"."status" = 'published';--> statement-breakpoint
CREATE INDEX "job_posting_review_idx" ON "job_posting" USING btree ("submitted_at") WHERE "job_posting"."status" = 'pending' OR "job_posting"."revision" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_search_tokens_gin" ON "job_search" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "job_search_refreshed_idx" ON "job_search" USING btree ("refreshed_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_salary_idx" ON "job_search" USING btree ("salary_max" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_city_idx" ON "job_search" USING btree ("area_city","refreshed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_area_idx" ON "job_search" USING btree ("area","refreshed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_category_group_idx" ON "job_search" USING btree ("category_group","refreshed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_category_idx" ON "job_search" USING btree ("category","refreshed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_org_idx" ON "job_search" USING btree ("org_id","refreshed_at" DESC NULLS LAST);