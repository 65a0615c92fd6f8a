CREATE TABLE "import_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url_template" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_sources_template_check" CHECK (position('{city}' in "import_sources"."url_template") > 0)
);
--> statement-breakpoint
ALTER TABLE "import_runs" DROP CONSTRAINT "import_runs_status_check";--> statement-breakpoint
ALTER TABLE "import_run_cities" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_run_cities" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_run_cities" ADD COLUMN "records" jsonb;--> statement-breakpoint
ALTER TABLE "import_run_cities" ADD COLUMN "found" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_run_cities" ADD COLUMN "invalid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_run_cities" ADD COLUMN "duplicates" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_run_cities" ADD COLUMN "capped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_run_cities" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "import_run_cities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "sealed_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_one_running_uq" ON "import_runs" USING btree ("status") WHERE "import_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "interior_listings_import_run_idx" ON "interior_listings" USING btree ("import_run_id") WHERE "interior_listings"."import_run_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "import_run_cities" ADD CONSTRAINT "import_run_cities_status_check" CHECK ("import_run_cities"."status" IN ('pending', 'scraped', 'imported', 'failed'));--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_status_check" CHECK ("import_runs"."status" IN ('running', 'completed', 'failed', 'cancelled'));--> statement-breakpoint
-- City rows written before cities had a status were written when they were imported.
UPDATE "import_run_cities" SET "status" = 'imported' WHERE "status" = 'pending';--> statement-breakpoint
-- The three directories the scraper starts with (editable on /admin/data-scraper).
INSERT INTO "import_sources" ("name", "url_template") VALUES
  ('Sulekha', 'https://www.sulekha.com/interior-designers/{city}'),
  ('Justdial', 'https://www.justdial.com/{city}/Interior-Designers'),
  ('Houzz India', 'https://www.houzz.in/professionals/interior-designers/c/{city}');
