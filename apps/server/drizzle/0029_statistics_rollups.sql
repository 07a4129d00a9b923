CREATE TABLE "stat_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"industry" text NOT NULL,
	"n" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_daily_day_metric_district_industry_pk" PRIMARY KEY("day","metric","district","industry")
);
--> statement-breakpoint
CREATE TABLE "stat_monthly" (
	"month" date NOT NULL,
	"metric" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"industry" text NOT NULL,
	"n" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_monthly_month_metric_district_industry_pk" PRIMARY KEY("month","metric","district","industry")
);
--> statement-breakpoint
CREATE INDEX "stat_daily_city_idx" ON "stat_daily" USING btree ("city","day");--> statement-breakpoint
CREATE INDEX "stat_monthly_city_idx" ON "stat_monthly" USING btree ("city","month");