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
ALTER TABLE "workflow_assignment" ADD CONSTRAINT "workflow_assignment_instance_id_workflow_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_assignment" ADD CONSTRAINT "workflow_assignment_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_assignment" ADD CONSTRAINT "workflow_assignment_assigned_by_account_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instance" ADD CONSTRAINT "workflow_instance_applicant_id_account_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instance" ADD CONSTRAINT "workflow_instance_definition_id_workflow_definition_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."workflow_definition"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_step" ADD CONSTRAINT "workflow_step_instance_id_workflow_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_step" ADD CONSTRAINT "workflow_step_actor_id_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_assignment_account_idx" ON "workflow_assignment" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_definition_version_uq" ON "workflow_definition" USING btree ("key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_instance_subject_uq" ON "workflow_instance" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "workflow_instance_applicant_idx" ON "workflow_instance" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "workflow_instance_due_idx" ON "workflow_instance" USING btree ("due_at") WHERE "workflow_instance"."due_at" IS NOT NULL AND "workflow_instance"."overdue_at" IS NULL;--> statement-breakpoint
CREATE INDEX "workflow_step_instance_idx" ON "workflow_step" USING btree ("instance_id","id");