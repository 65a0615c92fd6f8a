CREATE TABLE "project_snags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"room" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reported_by" text,
	"fixed_at" timestamp with time zone,
	"fix_note" text,
	"closed_at" timestamp with time zone,
	"reopened_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_snags_state_check" CHECK ("project_snags"."state" IN ('open', 'fixed', 'closed')),
	CONSTRAINT "project_snags_room_check" CHECK (char_length("project_snags"."room") BETWEEN 1 AND 80),
	CONSTRAINT "project_snags_body_check" CHECK (char_length("project_snags"."body") BETWEEN 1 AND 1000),
	CONSTRAINT "project_snags_fix_note_check" CHECK ("project_snags"."fix_note" IS NULL OR char_length("project_snags"."fix_note") <= 1000),
	CONSTRAINT "project_snags_fixed_check" CHECK (("project_snags"."state" = 'open') = ("project_snags"."fixed_at" IS NULL)),
	CONSTRAINT "project_snags_closed_check" CHECK (("project_snags"."state" = 'closed') = ("project_snags"."closed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"raised_by" text,
	"ack_due_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"close_note" text,
	"closed_at" timestamp with time zone,
	"reopened_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claims_state_check" CHECK ("warranty_claims"."state" IN ('open', 'acknowledged', 'closed')),
	CONSTRAINT "warranty_claims_body_check" CHECK (char_length("warranty_claims"."body") BETWEEN 1 AND 2000),
	CONSTRAINT "warranty_claims_note_check" CHECK ("warranty_claims"."close_note" IS NULL OR char_length("warranty_claims"."close_note") BETWEEN 1 AND 1000),
	CONSTRAINT "warranty_claims_ack_check" CHECK (("warranty_claims"."state" = 'open') = ("warranty_claims"."acknowledged_at" IS NULL)),
	CONSTRAINT "warranty_claims_closed_check" CHECK (("warranty_claims"."state" = 'closed') = ("warranty_claims"."closed_at" IS NOT NULL)),
	CONSTRAINT "warranty_claims_due_check" CHECK ("warranty_claims"."ack_due_at" > "warranty_claims"."created_at")
);
--> statement-breakpoint
ALTER TABLE "project_files" DROP CONSTRAINT "project_files_owner_check";--> statement-breakpoint
ALTER TABLE "project_files" ADD COLUMN "snag_id" uuid;--> statement-breakpoint
ALTER TABLE "project_files" ADD COLUMN "warranty_claim_id" uuid;--> statement-breakpoint
ALTER TABLE "project_files" ADD COLUMN "uploaded_by_side" text;--> statement-breakpoint
ALTER TABLE "project_snags" ADD CONSTRAINT "project_snags_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_snags" ADD CONSTRAINT "project_snags_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_snags_number_uq" ON "project_snags" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "project_snags_unclosed_idx" ON "project_snags" USING btree ("project_id") WHERE "project_snags"."state" <> 'closed';--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_number_uq" ON "warranty_claims" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "warranty_claims_open_due_idx" ON "warranty_claims" USING btree ("ack_due_at") WHERE "warranty_claims"."state" = 'open';--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_snag_id_project_snags_id_fk" FOREIGN KEY ("snag_id") REFERENCES "public"."project_snags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_warranty_claim_id_warranty_claims_id_fk" FOREIGN KEY ("warranty_claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_side_check" CHECK ("project_files"."uploaded_by_side" IS NULL OR "project_files"."uploaded_by_side" IN ('homeowner', 'brand'));--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_owner_check" CHECK (num_nonnulls("project_files"."update_id", "project_files"."payment_id", "project_files"."snag_id", "project_files"."warranty_claim_id") = 1);