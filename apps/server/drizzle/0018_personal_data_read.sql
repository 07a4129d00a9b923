CREATE TABLE "personal_data_read" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"viewer_id" integer,
	"viewer_username" text NOT NULL,
	"subject_id" integer,
	"subject_username" text,
	"kinds" text[] NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"screen" text NOT NULL,
	"route" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_data_read" ADD CONSTRAINT "personal_data_read_viewer_id_account_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_read" ADD CONSTRAINT "personal_data_read_subject_id_account_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_read_created_idx" ON "personal_data_read" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "personal_data_read_viewer_idx" ON "personal_data_read" USING btree ("viewer_id","created_at");--> statement-breakpoint
CREATE INDEX "personal_data_read_subject_idx" ON "personal_data_read" USING btree ("subject_id","created_at");