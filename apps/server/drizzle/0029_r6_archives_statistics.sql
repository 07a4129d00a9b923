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
	"metric" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"industry" text NOT NULL,
	"n" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_daily_day_metric_district_industry_pk" PRIMARY KEY("day","metric","district","industry")
);
--> statement-breakpoint
CREATE TABLE "stat_monthly" (
	"month" date NOT NULL,
	"metric" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"industry" text NOT NULL,
	"n" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_monthly_month_metric_district_industry_pk" PRIMARY KEY("month","metric","district","industry")
);
--> statement-breakpoint
ALTER TABLE "archive_document" ADD CONSTRAINT "archive_document_request_id_archive_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."archive_request"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_document" ADD CONSTRAINT "archive_document_holder_id_account_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_document" ADD CONSTRAINT "archive_document_issued_by_account_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_movement" ADD CONSTRAINT "archive_movement_archive_id_personnel_archive_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."personnel_archive"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_movement" ADD CONSTRAINT "archive_movement_actor_id_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_request" ADD CONSTRAINT "archive_request_applicant_id_account_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_request" ADD CONSTRAINT "archive_request_archive_id_personnel_archive_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."personnel_archive"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_archive" ADD CONSTRAINT "personnel_archive_holder_id_account_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "stat_daily_city_idx" ON "stat_daily" USING btree ("city","day");--> statement-breakpoint
CREATE INDEX "stat_monthly_city_idx" ON "stat_monthly" USING btree ("city","month");