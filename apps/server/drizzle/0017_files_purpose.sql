ALTER TABLE "file" ADD COLUMN "purpose" text DEFAULT 'own' NOT NULL;--> statement-breakpoint
CREATE INDEX "file_created_idx" ON "file" USING btree ("created_at");