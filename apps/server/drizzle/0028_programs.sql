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
ALTER TABLE "program_batch" ADD CONSTRAINT "program_batch_created_by_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_batch_list_idx" ON "program_batch" USING btree ("status","year","category");--> statement-breakpoint
CREATE UNIQUE INDEX "program_reference_code_uq" ON "program_reference" USING btree ("kind","code");