CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"version" smallint NOT NULL,
	"grade" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_paise" bigint NOT NULL,
	"gst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"included" text NOT NULL,
	"excluded" text NOT NULL,
	"timeline_weeks" smallint NOT NULL,
	"payment_stages" jsonb NOT NULL,
	"warranty_years" smallint NOT NULL,
	"valid_until" date NOT NULL,
	"message_id" bigint,
	"author_id" text,
	"accepted_at" timestamp with time zone,
	"final_cost_paise" bigint,
	"handed_over_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_grade_check" CHECK ("offers"."grade" IN ('basic', 'premium', 'luxury')),
	CONSTRAINT "offers_version_check" CHECK ("offers"."version" >= 1),
	CONSTRAINT "offers_totals_check" CHECK ("offers"."subtotal_paise" >= 0 AND "offers"."gst_paise" >= 0 AND "offers"."total_paise" = "offers"."subtotal_paise" + "offers"."gst_paise"),
	CONSTRAINT "offers_timeline_check" CHECK ("offers"."timeline_weeks" BETWEEN 1 AND 104),
	CONSTRAINT "offers_warranty_check" CHECK ("offers"."warranty_years" BETWEEN 0 AND 50),
	CONSTRAINT "offers_final_cost_check" CHECK ("offers"."final_cost_paise" IS NULL OR "offers"."final_cost_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_figures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"locality_id" uuid,
	"grade" text NOT NULL,
	"offer_count" integer NOT NULL,
	"brand_count" integer NOT NULL,
	"median_paise_per_sqft" bigint NOT NULL,
	"lower_quartile_paise_per_sqft" bigint NOT NULL,
	"upper_quartile_paise_per_sqft" bigint NOT NULL,
	"first_offer_at" timestamp with time zone NOT NULL,
	"last_offer_at" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_figures_grade_check" CHECK ("price_figures"."grade" IN ('basic', 'premium', 'luxury'))
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "warranty_years" smallint;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "typical_timeline_weeks" smallint;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "payment_stages" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "free_site_visit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "free_design_3d" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "emi_available" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "area_sqft" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_message_id_lead_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."lead_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_lead_fk" FOREIGN KEY ("quote_request_id","brand_id") REFERENCES "public"."quote_request_recipients"("quote_request_id","brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_figures" ADD CONSTRAINT "price_figures_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_figures" ADD CONSTRAINT "price_figures_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_lead_version_uq" ON "offers" USING btree ("quote_request_id","brand_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_accepted_uq" ON "offers" USING btree ("quote_request_id") WHERE "offers"."accepted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "offers_brand_accepted_idx" ON "offers" USING btree ("brand_id") WHERE "offers"."accepted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "price_figures_place_idx" ON "price_figures" USING btree ("city_id","locality_id","grade");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_warranty_years_check" CHECK ("brands"."warranty_years" IS NULL OR "brands"."warranty_years" BETWEEN 0 AND 50);--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_typical_timeline_check" CHECK ("brands"."typical_timeline_weeks" IS NULL OR "brands"."typical_timeline_weeks" BETWEEN 1 AND 104);--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_area_check" CHECK ("quote_requests"."area_sqft" IS NULL OR "quote_requests"."area_sqft" BETWEEN 50 AND 100000);