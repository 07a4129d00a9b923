CREATE TABLE "operation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"username" text NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"status_code" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operation_log" ADD CONSTRAINT "operation_log_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_log_created_idx" ON "operation_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operation_log_account_idx" ON "operation_log" USING btree ("account_id","created_at");