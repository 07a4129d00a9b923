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
ALTER TABLE "program_batch" ADD COLUMN "notice_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "program_notice_entry" ADD CONSTRAINT "program_notice_entry_notice_id_program_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."program_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_notice_entry" ADD CONSTRAINT "program_notice_entry_application_id_program_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."program_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_notice" ADD CONSTRAINT "program_notice_batch_id_program_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."program_batch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_notice" ADD CONSTRAINT "program_notice_published_by_account_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_score_sheet" ADD CONSTRAINT "program_score_sheet_updated_by_account_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_score" ADD CONSTRAINT "program_score_application_id_program_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."program_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_score" ADD CONSTRAINT "program_score_expert_id_account_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_notice_entry_uq" ON "program_notice_entry" USING btree ("notice_id","application_id");--> statement-breakpoint
CREATE INDEX "program_notice_entry_application_idx" ON "program_notice_entry" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "program_notice_published_idx" ON "program_notice" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "program_score_expert_uq" ON "program_score" USING btree ("application_id","expert_id","round");--> statement-breakpoint
CREATE INDEX "program_score_expert_idx" ON "program_score" USING btree ("expert_id");--> statement-breakpoint
ALTER TABLE "program_batch" ADD CONSTRAINT "program_batch_notice_days_ck" CHECK ("program_batch"."notice_days" > 0);