ALTER TABLE "menu" ADD COLUMN "origin" text DEFAULT 'code' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN "overridden" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "role_menu" ADD COLUMN "origin" text DEFAULT 'code' NOT NULL;