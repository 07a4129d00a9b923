ALTER TABLE "delivery" ADD COLUMN "greeting" text;--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "match_score" smallint;--> statement-breakpoint
ALTER TABLE "delivery" ADD COLUMN "match_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "interview" ADD COLUMN "proposed_times" jsonb;