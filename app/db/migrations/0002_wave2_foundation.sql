CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_replies_body_check" CHECK (char_length("lead_replies"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
DROP INDEX "brands_claimed_by_idx";--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "portfolio_images" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portfolio_images" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "portfolio_images" ADD COLUMN "moderated_by" text;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "routed_by" text;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_recipient_fk" FOREIGN KEY ("quote_request_id","brand_id") REFERENCES "public"."quote_request_recipients"("quote_request_id","brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_replies_request_created_idx" ON "lead_replies" USING btree ("quote_request_id","created_at");--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_images" ADD CONSTRAINT "portfolio_images_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD CONSTRAINT "quote_request_recipients_routed_by_users_id_fk" FOREIGN KEY ("routed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A user owns at most one brand. Before the unique index, anyone who owned several keeps the one on their
-- brand profile (else the first claimed); the others become claimable again.
UPDATE "brands" AS b SET "claimed_by" = NULL, "claimed_at" = NULL
WHERE b."claimed_by" IS NOT NULL AND b."id" <> (
	SELECT b2."id" FROM "brands" AS b2
	LEFT JOIN "brand_profiles" AS bp ON bp."brand_id" = b2."id" AND bp."user_id" = b2."claimed_by"
	WHERE b2."claimed_by" = b."claimed_by"
	ORDER BY (bp."id" IS NULL), b2."claimed_at" NULLS LAST, b2."id"
	LIMIT 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "brands_claimed_by_uq" ON "brands" USING btree ("claimed_by") WHERE "brands"."claimed_by" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_open_listing_uq" ON "claims" USING btree ("listing_id") WHERE "claims"."status" = 'new' AND "claims"."listing_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_open_brand_uq" ON "claims" USING btree ("brand_id") WHERE "claims"."status" = 'new' AND "claims"."brand_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "portfolio_images_pending_idx" ON "portfolio_images" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "portfolio_images"."is_approved" AND "portfolio_images"."rejected_at" IS NULL;--> statement-breakpoint
CREATE INDEX "quote_request_recipients_untouched_idx" ON "quote_request_recipients" USING btree ("created_at") WHERE "quote_request_recipients"."responded_at" IS NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_target_check" CHECK (("claims"."listing_id" IS NULL) <> ("claims"."brand_id" IS NULL));--> statement-breakpoint
ALTER TABLE "portfolio_images" ADD CONSTRAINT "portfolio_images_moderation_check" CHECK (NOT ("portfolio_images"."is_approved" AND "portfolio_images"."rejected_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD CONSTRAINT "quote_request_recipients_status_check" CHECK ("quote_request_recipients"."status" IN ('new', 'contacted', 'won', 'lost'));--> statement-breakpoint
-- The audit log is append-only in the database too, whatever connects to it.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
