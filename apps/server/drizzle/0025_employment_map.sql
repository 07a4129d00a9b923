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
CREATE INDEX "map_org_count_area_idx" ON "map_org_count" USING btree ("area","n" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "map_org_count_city_idx" ON "map_org_count" USING btree ("area_city","n" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "map_org_count_province_idx" ON "map_org_count" USING btree ("area_province","n" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "map_posting_count_city_idx" ON "map_posting_count" USING btree ("area_city");--> statement-breakpoint
CREATE INDEX "map_posting_count_province_idx" ON "map_posting_count" USING btree ("area_province");