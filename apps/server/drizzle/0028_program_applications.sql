CREATE TABLE "program_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_type" text NOT NULL,
	"info" jsonb NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"declared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_application" ADD CONSTRAINT "program_application_batch_id_program_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."program_batch"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_application" ADD CONSTRAINT "program_application_applicant_id_account_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_application_applicant_uq" ON "program_application" USING btree ("batch_id","applicant_id");--> statement-breakpoint
CREATE INDEX "program_application_applicant_idx" ON "program_application" USING btree ("applicant_id");