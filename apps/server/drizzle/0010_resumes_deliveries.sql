CREATE TABLE "contact_view" (
	"id" serial PRIMARY KEY NOT NULL,
	"viewer_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"resume_id" integer,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"resume_id" integer,
	"job_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"status" text DEFAULT 'delivered' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"invitation_id" integer,
	"reject_reason" text,
	"viewed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"actor_id" integer,
	"actor_side" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_kind" text,
	"target_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"attachment_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"response_note" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'hidden' NOT NULL,
	"public_consent_at" timestamp with time zone,
	"content" jsonb NOT NULL,
	"photo_file_id" uuid,
	"attachment_file_id" uuid,
	"completeness" smallint DEFAULT 0 NOT NULL,
	"staff_hidden" boolean DEFAULT false NOT NULL,
	"staff_hidden_reason" text,
	"staff_hidden_by" integer,
	"staff_hidden_at" timestamp with time zone,
	"tokens" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"intention_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"intention_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"resume_id" integer,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_view" ADD CONSTRAINT "contact_view_viewer_id_account_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_view" ADD CONSTRAINT "contact_view_person_id_account_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_view" ADD CONSTRAINT "contact_view_resume_id_resume_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resume"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_person_id_account_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_resume_id_resume_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resume"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_job_id_job_posting_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery" ADD CONSTRAINT "delivery_org_id_account_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_event" ADD CONSTRAINT "delivery_event_delivery_id_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_event" ADD CONSTRAINT "delivery_event_actor_id_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note" ADD CONSTRAINT "delivery_note_delivery_id_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note" ADD CONSTRAINT "delivery_note_author_id_account_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_author_id_account_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_account_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_delivery_id_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_person_id_account_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_org_id_account_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume" ADD CONSTRAINT "resume_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume" ADD CONSTRAINT "resume_photo_file_id_file_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume" ADD CONSTRAINT "resume_attachment_file_id_file_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume" ADD CONSTRAINT "resume_staff_hidden_by_account_id_fk" FOREIGN KEY ("staff_hidden_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitation" ADD CONSTRAINT "talent_invitation_org_id_account_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitation" ADD CONSTRAINT "talent_invitation_job_id_job_posting_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitation" ADD CONSTRAINT "talent_invitation_person_id_account_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitation" ADD CONSTRAINT "talent_invitation_resume_id_resume_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resume"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_view_person_idx" ON "contact_view" USING btree ("person_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_view_viewer_idx" ON "contact_view" USING btree ("viewer_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_one_open_uq" ON "delivery" USING btree ("person_id","job_id") WHERE "delivery"."status" IN ('delivered', 'viewed', 'interview');--> statement-breakpoint
CREATE INDEX "delivery_person_idx" ON "delivery" USING btree ("person_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "delivery_org_idx" ON "delivery" USING btree ("org_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "delivery_job_idx" ON "delivery" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "delivery_event_delivery_idx" ON "delivery_event" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE INDEX "delivery_note_delivery_idx" ON "delivery_note" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE INDEX "feedback_author_idx" ON "feedback" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interview_person_idx" ON "interview" USING btree ("person_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interview_org_idx" ON "interview" USING btree ("org_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interview_delivery_idx" ON "interview" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "resume_owner_idx" ON "resume" USING btree ("account_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "resume_one_default_uq" ON "resume" USING btree ("account_id") WHERE "resume"."is_default";--> statement-breakpoint
CREATE INDEX "resume_public_tokens_gin" ON "resume" USING gin ("tokens") WHERE "resume"."visibility" = 'public' AND NOT "resume"."staff_hidden";--> statement-breakpoint
CREATE INDEX "resume_public_refreshed_idx" ON "resume" USING btree ("refreshed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "resume"."visibility" = 'public' AND NOT "resume"."staff_hidden";--> statement-breakpoint
CREATE UNIQUE INDEX "talent_invitation_one_pending_uq" ON "talent_invitation" USING btree ("job_id","person_id") WHERE "talent_invitation"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "talent_invitation_person_idx" ON "talent_invitation" USING btree ("person_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_invitation_org_idx" ON "talent_invitation" USING btree ("org_id","created_at" DESC NULLS LAST);