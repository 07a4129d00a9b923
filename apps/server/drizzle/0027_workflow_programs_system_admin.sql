CREATE TABLE "role_menu_revoked" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_menu_revoked_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "workflow_assignment" (
	"instance_id" integer NOT NULL,
	"step" text NOT NULL,
	"account_id" integer NOT NULL,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_assignment_instance_id_step_account_id_pk" PRIMARY KEY("instance_id","step","account_id")
);
--> statement-breakpoint
CREATE TABLE "workflow_definition" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_instance" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_step" text,
	"returned_from" text,
	"title" text NOT NULL,
	"link" text,
	"review_link" text,
	"round" integer DEFAULT 0 NOT NULL,
	"step_since" timestamp with time zone,
	"due_at" timestamp with time zone,
	"remind_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_step" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"step" text,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"opinion" text,
	"data" jsonb,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"to_step" text,
	"round" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"year" integer NOT NULL,
	"applicant_type" text NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"quota" integer NOT NULL,
	"eligibility" jsonb NOT NULL,
	"materials" jsonb NOT NULL,
	"process" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_batch_dates_ck" CHECK ("program_batch"."opens_on" <= "program_batch"."closes_on"),
	CONSTRAINT "program_batch_quota_ck" CHECK ("program_batch"."quota" > 0)
);
--> statement-breakpoint
CREATE TABLE "program_reference" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_param_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"account_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_param" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "role_menu_revoked" ADD CONSTRAINT "role_menu_revoked_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menu_revoked" ADD CONSTRAINT "role_menu_revoked_menu_id_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_assignment" ADD CONSTRAINT "workflow_assignment_instance_id_workflow_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_assignment" ADD CONSTRAINT "workflow_assignment_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_assignment" ADD CONSTRAINT "workflow_assignment_assigned_by_account_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instance" ADD CONSTRAINT "workflow_instance_applicant_id_account_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instance" ADD CONSTRAINT "workflow_instance_definition_id_workflow_definition_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."workflow_definition"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_step" ADD CONSTRAINT "workflow_step_instance_id_workflow_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_step" ADD CONSTRAINT "workflow_step_actor_id_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_batch" ADD CONSTRAINT "program_batch_created_by_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_param_change" ADD CONSTRAINT "system_param_change_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_param" ADD CONSTRAINT "system_param_updated_by_account_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_assignment_account_idx" ON "workflow_assignment" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_definition_version_uq" ON "workflow_definition" USING btree ("key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_instance_subject_uq" ON "workflow_instance" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "workflow_instance_applicant_idx" ON "workflow_instance" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "workflow_instance_due_idx" ON "workflow_instance" USING btree ("due_at") WHERE "workflow_instance"."due_at" IS NOT NULL AND "workflow_instance"."overdue_at" IS NULL;--> statement-breakpoint
CREATE INDEX "workflow_step_instance_idx" ON "workflow_step" USING btree ("instance_id","id");--> statement-breakpoint
CREATE INDEX "program_batch_list_idx" ON "program_batch" USING btree ("status","year","category");--> statement-breakpoint
CREATE UNIQUE INDEX "program_reference_code_uq" ON "program_reference" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "system_param_change_key_idx" ON "system_param_change" USING btree ("key","changed_at");