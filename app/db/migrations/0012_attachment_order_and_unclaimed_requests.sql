ALTER TABLE "lead_message_attachments" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "quote_requests_unclaimed_email_idx" ON "quote_requests" USING btree ("email") WHERE "quote_requests"."user_id" IS NULL;--> statement-breakpoint
UPDATE "quote_request_recipients" r SET "responded_at" = (
  SELECT min(m."created_at") FROM "lead_messages" m
  WHERE m."quote_request_id" = r."quote_request_id" AND m."brand_id" = r."brand_id" AND m."author_side" = 'brand'
) WHERE r."responded_at" IS NOT NULL;
