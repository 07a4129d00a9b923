CREATE TABLE "booth_application_posting" (
	"application_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	CONSTRAINT "booth_application_posting_application_id_job_id_pk" PRIMARY KEY("application_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "booth_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"booth_id" integer,
	"preference" text,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"reason" text,
	"check_in_code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"no_show" boolean DEFAULT false NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_application_check_in_code_unique" UNIQUE("check_in_code")
);
--> statement-breakpoint
CREATE TABLE "fair_booth" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"code" text NOT NULL,
	"zone" text DEFAULT '' NOT NULL,
	"row" smallint NOT NULL,
	"col" smallint NOT NULL,
	"size" smallint DEFAULT 9 NOT NULL,
	CONSTRAINT "fair_booth_code_uq" UNIQUE("fair_id","code"),
	CONSTRAINT "fair_booth_cell_uq" UNIQUE("fair_id","row","col")
);
--> statement-breakpoint
CREATE TABLE "fair_layout_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"layout" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_suspension" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"application_id" integer,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_ticket" (
	"id" serial PRIMARY KEY NOT NULL,
	"fair_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_ticket_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "job_fair" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"area" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"booking_opens_at" timestamp with time zone NOT NULL,
	"booking_closes_at" timestamp with time zone NOT NULL,
	"cancel_deadline" timestamp with time zone NOT NULL,
	"venue" text,
	"transport" text,
	"lat" double precision,
	"lng" double precision,
	"organiser" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"banner_file_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"layout" jsonb,
	"capacity" integer,
	"approved_orgs_only" boolean DEFAULT true NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_resume_completeness" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"cancel_reason" text,
	"recap" text,
	"recap_photo_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "fair_id" integer;--> statement-breakpoint
ALTER TABLE "booth_application_posting" ADD CONSTRAINT "booth_application_posting_application_id_booth_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."booth_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_application_posting" ADD CONSTRAINT "booth_application_posting_job_id_job_posting_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_application" ADD CONSTRAINT "booth_application_fair_id_job_fair_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."job_fair"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_application" ADD CONSTRAINT "booth_application_org_id_account_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_application" ADD CONSTRAINT "booth_application_booth_id_fair_booth_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."fair_booth"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_application" ADD CONSTRAINT "booth_application_reviewed_by_account_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_booth" ADD CONSTRAINT "fair_booth_fair_id_job_fair_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."job_fair"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_layout_template" ADD CONSTRAINT "fair_layout_template_created_by_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_suspension" ADD CONSTRAINT "fair_suspension_org_id_account_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_suspension" ADD CONSTRAINT "fair_suspension_application_id_booth_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."booth_application"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_ticket" ADD CONSTRAINT "fair_ticket_fair_id_job_fair_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."job_fair"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_ticket" ADD CONSTRAINT "fair_ticket_person_id_account_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fair" ADD CONSTRAINT "job_fair_banner_file_id_file_id_fk" FOREIGN KEY ("banner_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fair" ADD CONSTRAINT "job_fair_created_by_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_application_posting_job_idx" ON "booth_application_posting" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booth_application_booth_uq" ON "booth_application" USING btree ("booth_id") WHERE "booth_application"."status" = 'approved' AND "booth_application"."booth_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "booth_application_one_live_uq" ON "booth_application" USING btree ("fair_id","org_id") WHERE "booth_application"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "booth_application_org_idx" ON "booth_application" USING btree ("org_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booth_application_review_idx" ON "booth_application" USING btree ("fair_id","status","created_at");--> statement-breakpoint
CREATE INDEX "fair_suspension_org_idx" ON "fair_suspension" USING btree ("org_id","until" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fair_ticket_one_live_uq" ON "fair_ticket" USING btree ("fair_id","person_id") WHERE "fair_ticket"."status" = 'registered';--> statement-breakpoint
CREATE INDEX "fair_ticket_person_idx" ON "fair_ticket" USING btree ("person_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_fair_public_idx" ON "job_fair" USING btree ("starts_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "job_fair"."status" IN ('published', 'cancelled');--> statement-breakpoint
CREATE INDEX "job_fair_area_idx" ON "job_fair" USING btree ("area","starts_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_fair_id_job_fair_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."job_fair"("id") ON DELETE set null ON UPDATE no action;