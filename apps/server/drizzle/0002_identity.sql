CREATE TABLE "gb01" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"legal_rep" text,
	"nature" text,
	"industry" text,
	"scale" text,
	"region" text,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"contact" text,
	"telephone" text,
	"website" text,
	"description" text,
	"licence_file_id" uuid,
	"review_status" text DEFAULT 'draft' NOT NULL,
	"review_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gc01" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"id_number_enc" text NOT NULL,
	"id_number_index" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"education" text,
	"major" text,
	"school" text,
	"work_years" smallint,
	"region" text,
	"address" text,
	"political_status" text,
	"photo_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_bind_ticket" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"claims" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_binding" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_login_state" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"text" text NOT NULL,
	"code_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gb01" ADD CONSTRAINT "gb01_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gb01" ADD CONSTRAINT "gb01_licence_file_id_file_id_fk" FOREIGN KEY ("licence_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gb01" ADD CONSTRAINT "gb01_reviewed_by_account_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gc01" ADD CONSTRAINT "gc01_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gc01" ADD CONSTRAINT "gc01_photo_file_id_file_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_binding" ADD CONSTRAINT "oidc_binding_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_code_id_sms_code_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."sms_code"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gb01_credit_code_uq" ON "gb01" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "gb01_review_idx" ON "gb01" USING btree ("review_status","submitted_at");--> statement-breakpoint
CREATE INDEX "gb01_region_idx" ON "gb01" USING btree ("region");--> statement-breakpoint
CREATE UNIQUE INDEX "gc01_id_number_index_uq" ON "gc01" USING btree ("id_number_index");--> statement-breakpoint
CREATE INDEX "gc01_region_idx" ON "gc01" USING btree ("region");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_binding_subject_uq" ON "oidc_binding" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_binding_account_issuer_uq" ON "oidc_binding" USING btree ("account_id","issuer");--> statement-breakpoint
CREATE INDEX "sms_code_mobile_idx" ON "sms_code" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_recipient_idx" ON "sms_outbox" USING btree ("recipient");