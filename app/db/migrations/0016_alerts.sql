CREATE TABLE "alert_channel_settings" (
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"phone_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_channel_settings_user_id_channel_pk" PRIMARY KEY("user_id","channel"),
	CONSTRAINT "alert_channel_settings_channel_check" CHECK ("alert_channel_settings"."channel" IN ('email', 'whatsapp', 'sms')),
	CONSTRAINT "alert_channel_settings_phone_check" CHECK ("alert_channel_settings"."channel" = 'email' OR NOT "alert_channel_settings"."enabled" OR "alert_channel_settings"."phone_number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "alert_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"phone_number" text,
	"wording" text NOT NULL,
	"page" text NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_consents_channel_check" CHECK ("alert_consents"."channel" IN ('email', 'whatsapp', 'sms')),
	CONSTRAINT "alert_consents_via_check" CHECK ("alert_consents"."via" IN ('settings', 'whatsapp_stop', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_key" text NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"template" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"recipient" text NOT NULL,
	"provider_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_code" text,
	"failure_reason" text,
	"fallback_from" uuid,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "alerts_channel_check" CHECK ("alerts"."channel" IN ('email', 'whatsapp', 'sms')),
	CONSTRAINT "alerts_kind_check" CHECK ("alerts"."kind" IN ('new_lead', 'homeowner_message', 'offer_accepted', 'another_designer_chosen', 'first_reply', 'offer_received', 'offer_expiring', 'request_closed')),
	CONSTRAINT "alerts_state_check" CHECK ("alerts"."state" IN ('queued', 'sent', 'delivered', 'read', 'failed', 'skipped')),
	CONSTRAINT "alerts_attempts_check" CHECK ("alerts"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "alert_channel_settings" ADD CONSTRAINT "alert_channel_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_consents" ADD CONSTRAINT "alert_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_fallback_from_fkey" FOREIGN KEY ("fallback_from") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_channel_settings_phone_idx" ON "alert_channel_settings" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "alert_consents_user_idx" ON "alert_consents" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_event_user_channel_key" ON "alerts" USING btree ("event_key","user_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_provider_id_key" ON "alerts" USING btree ("channel","provider_id");--> statement-breakpoint
CREATE INDEX "alerts_created_idx" ON "alerts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alerts_user_idx" ON "alerts" USING btree ("user_id","created_at" DESC NULLS LAST);