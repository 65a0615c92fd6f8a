CREATE TABLE "brand_project_records" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"handovers" integer NOT NULL,
	"on_time" integer NOT NULL,
	"median_delay_days" double precision NOT NULL,
	"median_change_percent" double precision NOT NULL,
	"first_handover_at" timestamp with time zone NOT NULL,
	"last_handover_at" timestamp with time zone NOT NULL,
	"snags_closed" integer NOT NULL,
	"median_snag_days" double precision,
	"first_snag_at" timestamp with time zone,
	"last_snag_at" timestamp with time zone,
	"claims" integer NOT NULL,
	"claims_acknowledged_in_time" integer NOT NULL,
	"first_claim_at" timestamp with time zone,
	"last_claim_at" timestamp with time zone,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_project_records_counts_check" CHECK ("brand_project_records"."handovers" > 0 AND "brand_project_records"."on_time" BETWEEN 0 AND "brand_project_records"."handovers" AND "brand_project_records"."snags_closed" >= 0 AND "brand_project_records"."claims_acknowledged_in_time" BETWEEN 0 AND "brand_project_records"."claims")
);
--> statement-breakpoint
ALTER TABLE "brand_project_records" ADD CONSTRAINT "brand_project_records_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;