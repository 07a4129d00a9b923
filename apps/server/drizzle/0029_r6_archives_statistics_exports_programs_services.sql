CREATE TABLE "program_notice_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"round" integer NOT NULL,
	"name" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_score_sheet" (
	"category" text PRIMARY KEY NOT NULL,
	"criteria" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_score" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"round" integer NOT NULL,
	"sheet" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"total" double precision NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_score_total_ck" CHECK ("program_score"."total" >= 0 AND "program_score"."total" <= 100)
);
--> statement-breakpoint
CREATE TABLE "archive_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer,
	"holder_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" date,
	"revoked_at" timestamp with time zone,
	"verification_code" text NOT NULL,
	"issued_by" integer
);
--> statement-breakpoint
CREATE TABLE "archive_movement" (
	"id" serial PRIMARY KEY NOT NULL,
	"archive_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"counterpart" text DEFAULT '' NOT NULL,
	"shelf" text,
	"due_on" date,
	"target_agency" text,
	"letter_no" text,
	"dispatch" text,
	"tracking_no" text,
	"receipt" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_movement_transfer_ck" CHECK ("archive_movement"."kind" <> 'transfer-out' OR ("archive_movement"."target_agency" IS NOT NULL AND "archive_movement"."letter_no" IS NOT NULL AND "archive_movement"."dispatch" IS NOT NULL AND "archive_movement"."tracking_no" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "archive_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"form" jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archive_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_request_kind_ck" CHECK ("archive_request"."form"->>'kind' = "archive_request"."kind")
);
--> statement-breakpoint
CREATE TABLE "personnel_archive" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"holder_id" integer NOT NULL,
	"source" text NOT NULL,
	"received_on" date NOT NULL,
	"shelf" text NOT NULL,
	"status" text DEFAULT 'in-store' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_daily" (
	"day" date NOT NULL,
	"grain" smallint NOT NULL,
	"metric" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"industry" text NOT NULL,
	"n" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_daily_grain_day_metric_city_district_industry_pk" PRIMARY KEY("grain","day","metric","city","district","industry")
);
--> statement-breakpoint
CREATE TABLE "stat_monthly" (
	"month" date NOT NULL,
	"grain" smallint NOT NULL,
	"metric" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"industry" text NOT NULL,
	"n" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_monthly_grain_month_metric_city_district_industry_pk" PRIMARY KEY("grain","month","metric","city","district","industry")
);
--> statement-breakpoint
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
CREATE TABLE "talent_recognition" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"statement" text DEFAULT '' NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_tier_id" integer,
	"valid_from" date,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_recognition_validity_ck" CHECK ("talent_recognition"."valid_from" is null or "talent_recognition"."valid_from" <= "talent_recognition"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "talent_service_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_service_payment_amount_ck" CHECK ("talent_service_payment"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "talent_service_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"recognition_id" integer,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"granted_amount" integer,
	"period_from" date,
	"period_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_service_request_amount_ck" CHECK ("talent_service_request"."granted_amount" is null or "talent_service_request"."granted_amount" > 0),
	CONSTRAINT "talent_service_request_period_ck" CHECK ("talent_service_request"."period_from" is null or "talent_service_request"."period_from" <= "talent_service_request"."period_until")
);
--> statement-breakpoint
CREATE TABLE "talent_service_rule" (
	"reference_id" integer PRIMARY KEY NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_cap" integer,
	"period_months" integer,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_service_rule_cap_ck" CHECK ("talent_service_rule"."amount_cap" is null or "talent_service_rule"."amount_cap" > 0),
	CONSTRAINT "talent_service_rule_period_ck" CHECK ("talent_service_rule"."period_months" is null or "talent_service_rule"."period_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "talent_tier_rule" (
	"reference_id" integer PRIMARY KEY NOT NULL,
	"criteria" text DEFAULT '' NOT NULL,
	"validity_years" integer NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_tier_rule_validity_ck" CHECK ("talent_tier_rule"."validity_years" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "expert" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "expert" ADD COLUMN "load_limit" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "program_batch" ADD COLUMN "notice_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "program_notice_entry" ADD CONSTRAINT "program_notice_entry_notice_id_program_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."program_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_notice_entry" ADD CONSTRAINT "program_notice_entry_application_id_program_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."program_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_notice" ADD CONSTRAINT "program_notice_batch_id_program_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."program_batch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_notice" ADD CONSTRAINT "program_notice_published_by_account_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_score_sheet" ADD CONSTRAINT "program_score_sheet_updated_by_account_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_score" ADD CONSTRAINT "program_score_application_id_program_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."program_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_score" ADD CONSTRAINT "program_score_expert_id_account_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_document" ADD CONSTRAINT "archive_document_request_id_archive_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."archive_request"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_document" ADD CONSTRAINT "archive_document_holder_id_account_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_document" ADD CONSTRAINT "archive_document_issued_by_account_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_movement" ADD CONSTRAINT "archive_movement_archive_id_personnel_archive_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."personnel_archive"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_movement" ADD CONSTRAINT "archive_movement_actor_id_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_request" ADD CONSTRAINT "archive_request_applicant_id_account_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_request" ADD CONSTRAINT "archive_request_archive_id_personnel_archive_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."personnel_archive"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_archive" ADD CONSTRAINT "personnel_archive_holder_id_account_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_owner_id_account_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_file_id_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_recognition" ADD CONSTRAINT "talent_recognition_applicant_id_account_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_recognition" ADD CONSTRAINT "talent_recognition_tier_id_program_reference_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."program_reference"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_recognition" ADD CONSTRAINT "talent_recognition_decided_tier_id_program_reference_id_fk" FOREIGN KEY ("decided_tier_id") REFERENCES "public"."program_reference"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_payment" ADD CONSTRAINT "talent_service_payment_request_id_talent_service_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."talent_service_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_payment" ADD CONSTRAINT "talent_service_payment_recorded_by_account_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_request" ADD CONSTRAINT "talent_service_request_applicant_id_account_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_request" ADD CONSTRAINT "talent_service_request_type_id_program_reference_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."program_reference"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_request" ADD CONSTRAINT "talent_service_request_recognition_id_talent_recognition_id_fk" FOREIGN KEY ("recognition_id") REFERENCES "public"."talent_recognition"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_rule" ADD CONSTRAINT "talent_service_rule_reference_id_program_reference_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."program_reference"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_tier_rule" ADD CONSTRAINT "talent_tier_rule_reference_id_program_reference_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."program_reference"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_notice_entry_uq" ON "program_notice_entry" USING btree ("notice_id","application_id");--> statement-breakpoint
CREATE INDEX "program_notice_entry_application_idx" ON "program_notice_entry" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "program_notice_published_idx" ON "program_notice" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "program_score_expert_uq" ON "program_score" USING btree ("application_id","expert_id","round");--> statement-breakpoint
CREATE INDEX "program_score_expert_idx" ON "program_score" USING btree ("expert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_document_serial_uq" ON "archive_document" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_document_code_uq" ON "archive_document" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_document_request_uq" ON "archive_document" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "archive_document_holder_idx" ON "archive_document" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "archive_document_kind_idx" ON "archive_document" USING btree ("kind","issued_at");--> statement-breakpoint
CREATE INDEX "archive_movement_archive_idx" ON "archive_movement" USING btree ("archive_id","created_at");--> statement-breakpoint
CREATE INDEX "archive_request_applicant_idx" ON "archive_request" USING btree ("applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_archive_number_uq" ON "personnel_archive" USING btree ("number");--> statement-breakpoint
CREATE INDEX "personnel_archive_holder_idx" ON "personnel_archive" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "personnel_archive_status_idx" ON "personnel_archive" USING btree ("status");--> statement-breakpoint
CREATE INDEX "stat_daily_city_idx" ON "stat_daily" USING btree ("grain","city","day");--> statement-breakpoint
CREATE INDEX "stat_daily_district_idx" ON "stat_daily" USING btree ("grain","district","day");--> statement-breakpoint
CREATE INDEX "stat_daily_industry_idx" ON "stat_daily" USING btree ("grain","industry","day");--> statement-breakpoint
CREATE INDEX "stat_monthly_city_idx" ON "stat_monthly" USING btree ("grain","city","month");--> statement-breakpoint
CREATE INDEX "stat_monthly_district_idx" ON "stat_monthly" USING btree ("grain","district","month");--> statement-breakpoint
CREATE INDEX "stat_monthly_industry_idx" ON "stat_monthly" USING btree ("grain","industry","month");--> statement-breakpoint
CREATE INDEX "export_job_owner_idx" ON "export_job" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "export_job_status_idx" ON "export_job" USING btree ("status");--> statement-breakpoint
CREATE INDEX "talent_recognition_applicant_idx" ON "talent_recognition" USING btree ("applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_service_payment_reference_uq" ON "talent_service_payment" USING btree ("request_id","reference");--> statement-breakpoint
CREATE INDEX "talent_service_request_applicant_idx" ON "talent_service_request" USING btree ("applicant_id");--> statement-breakpoint
ALTER TABLE "expert" ADD CONSTRAINT "expert_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert" ADD CONSTRAINT "expert_account_uq" UNIQUE("account_id");--> statement-breakpoint
ALTER TABLE "program_batch" ADD CONSTRAINT "program_batch_notice_days_ck" CHECK ("program_batch"."notice_days" > 0);