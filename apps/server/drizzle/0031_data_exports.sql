CREATE TABLE "export_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"dataset" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"row_count" integer,
	"file_id" uuid,
	"masked" boolean DEFAULT true NOT NULL,
	"locale" text DEFAULT 'zh-CN' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "export_job_progress_range" CHECK ("export_job"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_owner_id_account_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_file_id_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_job_owner_idx" ON "export_job" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "export_job_status_idx" ON "export_job" USING btree ("status");