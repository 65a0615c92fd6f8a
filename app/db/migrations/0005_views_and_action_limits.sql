CREATE TABLE "action_counts" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "action_counts_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "page_visits" (
	"page" text NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "page_visits_pk" PRIMARY KEY("page","visitor","day")
);
--> statement-breakpoint
CREATE INDEX "action_counts_window_idx" ON "action_counts" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "page_visits_day_idx" ON "page_visits" USING btree ("day");