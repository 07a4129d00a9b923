CREATE TABLE "browse_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alert_send" (
	"alert_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alert" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "browse_history" ADD CONSTRAINT "browse_history_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_send" ADD CONSTRAINT "job_alert_send_alert_id_job_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_send" ADD CONSTRAINT "job_alert_send_job_id_job_posting_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert" ADD CONSTRAINT "job_alert_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "browse_history_owner_target_idx" ON "browse_history" USING btree ("account_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "browse_history_owner_time_idx" ON "browse_history" USING btree ("account_id","viewed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_send_idx" ON "job_alert_send" USING btree ("alert_id","job_id");--> statement-breakpoint
CREATE INDEX "job_alert_owner_idx" ON "job_alert" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "job_alert_enabled_idx" ON "job_alert" USING btree ("enabled");