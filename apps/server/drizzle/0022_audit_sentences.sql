ALTER TABLE "operation_log" ADD COLUMN "action_key" text;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "object_kind" text;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "object_id" text;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "object_name" text;--> statement-breakpoint
CREATE INDEX "operation_log_action_idx" ON "operation_log" USING btree ("action_key","created_at");