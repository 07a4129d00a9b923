CREATE TABLE "stat_daily" (
	"day" date NOT NULL,
	"grain" smallint NOT NULL,
	"metric" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"industry" text NOT NULL,
	"n" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_daily_grain_day_metric_city_district_industry_pk" PRIMARY KEY("grain","day","metric","city","district","industry")
);
--> statement-breakpoint
CREATE TABLE "stat_monthly" (
	"month" date NOT NULL,
	"grain" smallint NOT NULL,
	"metric" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"industry" text NOT NULL,
	"n" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_monthly_grain_month_metric_city_district_industry_pk" PRIMARY KEY("grain","month","metric","city","district","industry")
);
--> statement-breakpoint
CREATE INDEX "stat_daily_city_idx" ON "stat_daily" USING btree ("grain","city","day");--> statement-breakpoint
CREATE INDEX "stat_daily_district_idx" ON "stat_daily" USING btree ("grain","district","day");--> statement-breakpoint
CREATE INDEX "stat_daily_industry_idx" ON "stat_daily" USING btree ("grain","industry","day");--> statement-breakpoint
CREATE INDEX "stat_monthly_city_idx" ON "stat_monthly" USING btree ("grain","city","month");--> statement-breakpoint
CREATE INDEX "stat_monthly_district_idx" ON "stat_monthly" USING btree ("grain","district","month");--> statement-breakpoint
CREATE INDEX "stat_monthly_industry_idx" ON "stat_monthly" USING btree ("grain","industry","month");