DROP INDEX "brands_city_id_rating_idx";--> statement-breakpoint
DROP INDEX "brands_city_id_created_idx";--> statement-breakpoint
DROP INDEX "brands_city_id_cost_idx";--> statement-breakpoint
CREATE INDEX "brands_popular_idx" ON "brands" USING btree ("review_count" DESC NULLS LAST,"rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "brands_rating_idx" ON "brands" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "brands_newest_idx" ON "brands" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "brands_price_idx" ON "brands" USING btree ("min_project_cost","rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "brands_city_id_popular_idx" ON "brands" USING btree ("city_id","review_count" DESC NULLS LAST,"rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "brands_city_id_rating_idx" ON "brands" USING btree ("city_id","rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "brands_city_id_created_idx" ON "brands" USING btree ("city_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "brands_city_id_cost_idx" ON "brands" USING btree ("city_id","min_project_cost","rating" DESC NULLS LAST,"id");