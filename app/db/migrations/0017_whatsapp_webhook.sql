CREATE TABLE "whatsapp_auto_replies" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"replied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "whatsapp_auto_replies_replied_idx" ON "whatsapp_auto_replies" USING btree ("replied_at");