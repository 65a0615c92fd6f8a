CREATE TABLE "lead_message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_message_attachments_kind_check" CHECK ("lead_message_attachments"."kind" IN ('image', 'pdf'))
);
--> statement-breakpoint
CREATE TABLE "lead_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quote_request_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"author_side" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_messages_author_side_check" CHECK ("lead_messages"."author_side" IN ('homeowner', 'brand', 'system')),
	CONSTRAINT "lead_messages_body_check" CHECK (char_length("lead_messages"."body") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" bigint NOT NULL,
	"reporter_id" text,
	"reason" text NOT NULL,
	"resolution" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reports_reason_check" CHECK ("message_reports"."reason" IN ('spam', 'abuse', 'off_platform_payment')),
	CONSTRAINT "message_reports_resolution_check" CHECK ("message_reports"."resolution" IS NULL OR "message_reports"."resolution" IN ('hidden', 'sender_suspended', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "homeowner_read_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "brand_read_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "homeowner_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "brand_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "homeowner_alert_queued" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_request_recipients" ADD COLUMN "brand_alert_queued" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_emails" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_message_attachments" ADD CONSTRAINT "lead_message_attachments_message_id_lead_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."lead_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_lead_fk" FOREIGN KEY ("quote_request_id","brand_id") REFERENCES "public"."quote_request_recipients"("quote_request_id","brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_lead_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."lead_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_message_attachments_message_idx" ON "lead_message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "lead_messages_thread_idx" ON "lead_messages" USING btree ("quote_request_id","brand_id","id");--> statement-breakpoint
CREATE INDEX "lead_messages_author_created_idx" ON "lead_messages" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_message_reporter_uq" ON "message_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "message_reports_open_idx" ON "message_reports" USING btree ("created_at") WHERE "message_reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_request_recipients_id_uq" ON "quote_request_recipients" USING btree ("id");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_close_reason_check" CHECK ("quote_requests"."close_reason" IS NULL OR "quote_requests"."close_reason" IN ('found_designer', 'no_longer_needed'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_closed_check" CHECK (("quote_requests"."closed_at" IS NULL) = ("quote_requests"."close_reason" IS NULL));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_message_emails_check" CHECK ("users"."message_emails" IN ('each', 'daily', 'off'));--> statement-breakpoint
INSERT INTO "lead_messages" ("quote_request_id", "brand_id", "author_side", "author_id", "body", "created_at")
  SELECT "quote_request_id", "brand_id", 'brand', "author_id", "body", "created_at" FROM "lead_replies" ORDER BY "created_at", "id";--> statement-breakpoint
UPDATE "quote_request_recipients" r SET "last_message_at" = m."last_at", "brand_read_id" = m."last_id"
  FROM (SELECT "quote_request_id", "brand_id", max("created_at") AS "last_at", max("id") AS "last_id" FROM "lead_messages" GROUP BY 1, 2) m
  WHERE m."quote_request_id" = r."quote_request_id" AND m."brand_id" = r."brand_id";--> statement-breakpoint
UPDATE "quote_requests" q SET "email" = u."email" FROM "users" u WHERE u."id" = q."user_id";--> statement-breakpoint
DROP TABLE "lead_replies";