CREATE TABLE "talent_recognition" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"statement" text DEFAULT '' NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_tier_id" integer,
	"valid_from" date,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_recognition_validity_ck" CHECK ("talent_recognition"."valid_from" is null or "talent_recognition"."valid_from" <= "talent_recognition"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "talent_service_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_service_payment_amount_ck" CHECK ("talent_service_payment"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "talent_service_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"recognition_id" integer,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"granted_amount" integer,
	"period_from" date,
	"period_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_service_request_amount_ck" CHECK ("talent_service_request"."granted_amount" is null or "talent_service_request"."granted_amount" > 0),
	CONSTRAINT "talent_service_request_period_ck" CHECK ("talent_service_request"."period_from" is null or "talent_service_request"."period_from" <= "talent_service_request"."period_until")
);
--> statement-breakpoint
CREATE TABLE "talent_service_rule" (
	"reference_id" integer PRIMARY KEY NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_cap" integer,
	"period_months" integer,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_service_rule_cap_ck" CHECK ("talent_service_rule"."amount_cap" is null or "talent_service_rule"."amount_cap" > 0),
	CONSTRAINT "talent_service_rule_period_ck" CHECK ("talent_service_rule"."period_months" is null or "talent_service_rule"."period_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "talent_tier_rule" (
	"reference_id" integer PRIMARY KEY NOT NULL,
	"criteria" text DEFAULT '' NOT NULL,
	"validity_years" integer NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_tier_rule_validity_ck" CHECK ("talent_tier_rule"."validity_years" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "talent_recognition" ADD CONSTRAINT "talent_recognition_applicant_id_account_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_recognition" ADD CONSTRAINT "talent_recognition_tier_id_program_reference_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."program_reference"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_recognition" ADD CONSTRAINT "talent_recognition_decided_tier_id_program_reference_id_fk" FOREIGN KEY ("decided_tier_id") REFERENCES "public"."program_reference"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_payment" ADD CONSTRAINT "talent_service_payment_request_id_talent_service_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."talent_service_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_payment" ADD CONSTRAINT "talent_service_payment_recorded_by_account_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_request" ADD CONSTRAINT "talent_service_request_applicant_id_account_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_request" ADD CONSTRAINT "talent_service_request_type_id_program_reference_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."program_reference"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_request" ADD CONSTRAINT "talent_service_request_recognition_id_talent_recognition_id_fk" FOREIGN KEY ("recognition_id") REFERENCES "public"."talent_recognition"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_service_rule" ADD CONSTRAINT "talent_service_rule_reference_id_program_reference_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."program_reference"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_tier_rule" ADD CONSTRAINT "talent_tier_rule_reference_id_program_reference_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."program_reference"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_recognition_applicant_idx" ON "talent_recognition" USING btree ("applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_service_payment_reference_uq" ON "talent_service_payment" USING btree ("request_id","reference");--> statement-breakpoint
CREATE INDEX "talent_service_request_applicant_idx" ON "talent_service_request" USING btree ("applicant_id");