CREATE TABLE "map_org_count" (
	"org_id" integer NOT NULL,
	"area" text NOT NULL,
	"area_city" text NOT NULL,
	"area_province" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "map_org_count_org_id_area_pk" PRIMARY KEY("org_id","area")
);
--> statement-breakpoint
CREATE TABLE "map_posting_count" (
	"area" text NOT NULL,
	"area_city" text NOT NULL,
	"area_province" text NOT NULL,
	"category_group" text NOT NULL,
	"salary_band" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "map_posting_count_area_category_group_salary_band_pk" PRIMARY KEY("area","category_group","salary_band")
);
--> statement-breakpoint
CREATE TABLE "gig_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"gig_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"origin" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gig_order_gig_worker_uq" UNIQUE("gig_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "gig_posting" (
	"id" serial PRIMARY KEY NOT NULL,
	"poster_id" integer NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"pay_amount" integer NOT NULL,
	"pay_unit" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"daily_start" text NOT NULL,
	"daily_end" text NOT NULL,
	"area" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"headcount" integer NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"review_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gig_rating" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"rater_id" integer NOT NULL,
	"ratee_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gig_rating_order_rater_uq" UNIQUE("order_id","rater_id"),
	CONSTRAINT "gig_rating_score_ck" CHECK ("gig_rating"."score" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "worker_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"time_from" text NOT NULL,
	"time_to" text NOT NULL,
	"expected_pay" integer NOT NULL,
	"pay_unit" text NOT NULL,
	"photo_file_id" uuid,
	"intro" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"review_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_card_person_id_unique" UNIQUE("person_id")
);
--> statement-breakpoint
ALTER TABLE "gb01" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "gb01" ADD COLUMN "photo_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gig_order" ADD CONSTRAINT "gig_order_gig_id_gig_posting_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gig_posting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_order" ADD CONSTRAINT "gig_order_worker_id_account_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_posting" ADD CONSTRAINT "gig_posting_poster_id_account_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_posting" ADD CONSTRAINT "gig_posting_reviewed_by_account_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_rating" ADD CONSTRAINT "gig_rating_order_id_gig_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."gig_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_rating" ADD CONSTRAINT "gig_rating_rater_id_account_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_rating" ADD CONSTRAINT "gig_rating_ratee_id_account_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_card" ADD CONSTRAINT "worker_card_person_id_account_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_card" ADD CONSTRAINT "worker_card_photo_file_id_file_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_card" ADD CONSTRAINT "worker_card_reviewed_by_account_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "map_org_count_area_idx" ON "map_org_count" USING btree ("area","n" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "map_org_count_city_idx" ON "map_org_count" USING btree ("area_city","n" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "map_org_count_province_idx" ON "map_org_count" USING btree ("area_province","n" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "map_posting_count_city_idx" ON "map_posting_count" USING btree ("area_city");--> statement-breakpoint
CREATE INDEX "map_posting_count_province_idx" ON "map_posting_count" USING btree ("area_province");--> statement-breakpoint
CREATE INDEX "gig_order_worker_idx" ON "gig_order" USING btree ("worker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gig_order_gig_idx" ON "gig_order" USING btree ("gig_id","status");--> statement-breakpoint
CREATE INDEX "gig_posting_point_idx" ON "gig_posting" USING btree ("lat","lng") WHERE "gig_posting"."status" = 'published';--> statement-breakpoint
CREATE INDEX "gig_posting_public_idx" ON "gig_posting" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "gig_posting"."status" = 'published';--> statement-breakpoint
CREATE INDEX "gig_posting_poster_idx" ON "gig_posting" USING btree ("poster_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gig_posting_review_idx" ON "gig_posting" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "gig_rating_ratee_idx" ON "gig_rating" USING btree ("ratee_id");--> statement-breakpoint
CREATE INDEX "worker_card_point_idx" ON "worker_card" USING btree ("lat","lng") WHERE "worker_card"."status" = 'published';--> statement-breakpoint
CREATE INDEX "worker_card_review_idx" ON "worker_card" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "gb01" ADD CONSTRAINT "gb01_logo_file_id_file_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;