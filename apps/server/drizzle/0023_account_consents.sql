CREATE TABLE "account_consent" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "account_consent" ADD CONSTRAINT "account_consent_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_consent_account_idx" ON "account_consent" USING btree ("account_id","document");