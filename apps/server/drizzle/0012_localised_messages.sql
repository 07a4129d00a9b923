ALTER TABLE "message" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "body_key" text;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "params" jsonb;