DROP INDEX "job_search_city_idx";--> statement-breakpoint
DROP INDEX "job_search_area_idx";--> statement-breakpoint
DROP INDEX "job_search_category_group_idx";--> statement-breakpoint
DROP INDEX "job_search_category_idx";--> statement-breakpoint
DROP INDEX "job_search_org_idx";--> statement-breakpoint
CREATE INDEX "job_search_city_idx" ON "job_search" USING btree ("area_city","refreshed_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_area_idx" ON "job_search" USING btree ("area","refreshed_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_category_group_idx" ON "job_search" USING btree ("category_group","refreshed_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_category_idx" ON "job_search" USING btree ("category","refreshed_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_org_idx" ON "job_search" USING btree ("org_id","refreshed_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);