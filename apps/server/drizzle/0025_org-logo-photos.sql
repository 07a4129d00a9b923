ALTER TABLE "gb01" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "gb01" ADD COLUMN "photo_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gb01" ADD CONSTRAINT "gb01_logo_file_id_file_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;