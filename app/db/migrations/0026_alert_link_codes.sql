ALTER TABLE "alerts" ADD COLUMN "link_code" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "link_opened_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_link_code_key" ON "alerts" USING btree ("link_code");