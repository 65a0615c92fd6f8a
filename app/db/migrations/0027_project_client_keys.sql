ALTER TABLE "project_snags" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "project_updates" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "project_snags_client_key_uq" ON "project_snags" USING btree ("project_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "project_updates_client_key_uq" ON "project_updates" USING btree ("project_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_client_key_uq" ON "warranty_claims" USING btree ("project_id","client_key");