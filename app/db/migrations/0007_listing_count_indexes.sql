DROP INDEX "brands_rating_idx";--> statement-breakpoint
DROP INDEX "brands_price_idx";--> statement-breakpoint
DROP INDEX "brands_city_id_cost_idx";--> statement-breakpoint
CREATE INDEX "brands_rating_idx" ON "brands" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id","is_verified");--> statement-breakpoint
CREATE INDEX "brands_price_idx" ON "brands" USING btree ("min_project_cost","rating" DESC NULLS LAST,"id","is_verified");--> statement-breakpoint
CREATE INDEX "brands_city_id_cost_idx" ON "brands" USING btree ("city_id","min_project_cost","rating" DESC NULLS LAST,"id","is_verified");