CREATE INDEX "brands_free_site_visit_idx" ON "brands" USING btree ("city_id") WHERE "brands"."free_site_visit";--> statement-breakpoint
CREATE INDEX "brands_free_design_3d_idx" ON "brands" USING btree ("city_id") WHERE "brands"."free_design_3d";--> statement-breakpoint
CREATE INDEX "brands_emi_available_idx" ON "brands" USING btree ("city_id") WHERE "brands"."emi_available";--> statement-breakpoint
CREATE INDEX "brands_warranty_years_idx" ON "brands" USING btree ("city_id","warranty_years") WHERE "brands"."warranty_years" IS NOT NULL;