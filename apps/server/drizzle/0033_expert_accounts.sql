ALTER TABLE "expert" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "expert" ADD COLUMN "load_limit" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "expert" ADD CONSTRAINT "expert_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert" ADD CONSTRAINT "expert_account_uq" UNIQUE("account_id");