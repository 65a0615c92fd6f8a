CREATE TABLE "project_date_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"proposed_by_side" text NOT NULL,
	"proposed_by" text,
	"day" date NOT NULL,
	"reason" text,
	"state" text DEFAULT 'open' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_date_proposals_kind_check" CHECK ("project_date_proposals"."kind" IN ('start', 'handover')),
	CONSTRAINT "project_date_proposals_side_check" CHECK ("project_date_proposals"."proposed_by_side" IN ('homeowner', 'brand')),
	CONSTRAINT "project_date_proposals_state_check" CHECK ("project_date_proposals"."state" IN ('open', 'accepted', 'declined')),
	CONSTRAINT "project_date_proposals_reason_check" CHECK ("project_date_proposals"."kind" = 'start' OR char_length("project_date_proposals"."reason") BETWEEN 1 AND 1000),
	CONSTRAINT "project_date_proposals_decided_check" CHECK (("project_date_proposals"."state" = 'open') = ("project_date_proposals"."decided_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "project_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"actor_side" text NOT NULL,
	"actor_id" text,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_events_side_check" CHECK ("project_events"."actor_side" IN ('homeowner', 'brand', 'system'))
);
--> statement-breakpoint
CREATE TABLE "project_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"update_id" uuid,
	"payment_id" uuid,
	"position" smallint DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_files_owner_check" CHECK (num_nonnulls("project_files"."update_id", "project_files"."payment_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "project_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_milestones_amount_check" CHECK ("project_milestones"."amount_paise" > 0),
	CONSTRAINT "project_milestones_position_check" CHECK ("project_milestones"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"paid_on" date NOT NULL,
	"state" text DEFAULT 'recorded' NOT NULL,
	"dispute_reason" text,
	"client_key" uuid NOT NULL,
	"recorded_by" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_payments_amount_check" CHECK ("project_payments"."amount_paise" > 0),
	CONSTRAINT "project_payments_method_check" CHECK ("project_payments"."method" IN ('upi', 'bank_transfer', 'cheque', 'cash')),
	CONSTRAINT "project_payments_state_check" CHECK ("project_payments"."state" IN ('recorded', 'confirmed', 'disputed')),
	CONSTRAINT "project_payments_reference_check" CHECK (char_length("project_payments"."reference") <= 100),
	CONSTRAINT "project_payments_dispute_check" CHECK (("project_payments"."state" = 'disputed') = ("project_payments"."dispute_reason" IS NOT NULL) AND ("project_payments"."state" = 'recorded') = ("project_payments"."decided_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "project_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"on_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_updates_body_check" CHECK (char_length("project_updates"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"contract_total_paise" bigint NOT NULL,
	"approved_changes_paise" bigint DEFAULT 0 NOT NULL,
	"timeline_days" integer NOT NULL,
	"warranty_years" smallint NOT NULL,
	"start_on" date,
	"planned_handover_on" date,
	"handed_over_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_total_check" CHECK ("projects"."contract_total_paise" > 0 AND "projects"."approved_changes_paise" >= 0),
	CONSTRAINT "projects_timeline_check" CHECK ("projects"."timeline_days" > 0),
	CONSTRAINT "projects_warranty_check" CHECK ("projects"."warranty_years" BETWEEN 0 AND 50),
	CONSTRAINT "projects_dates_check" CHECK (("projects"."start_on" IS NULL) = ("projects"."planned_handover_on" IS NULL) AND ("projects"."planned_handover_on" IS NULL OR "projects"."planned_handover_on" >= "projects"."start_on"))
);
--> statement-breakpoint
-- The target of the (project, milestone) foreign keys, so it comes before them.
CREATE UNIQUE INDEX "project_milestones_project_id_uq" ON "project_milestones" USING btree ("project_id","id");--> statement-breakpoint
ALTER TABLE "project_date_proposals" ADD CONSTRAINT "project_date_proposals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_date_proposals" ADD CONSTRAINT "project_date_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_date_proposals" ADD CONSTRAINT "project_date_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_update_id_project_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."project_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_payment_id_project_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."project_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_milestone_fk" FOREIGN KEY ("project_id","milestone_id") REFERENCES "public"."project_milestones"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_milestone_fk" FOREIGN KEY ("project_id","milestone_id") REFERENCES "public"."project_milestones"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_lead_fk" FOREIGN KEY ("quote_request_id","brand_id") REFERENCES "public"."leads"("quote_request_id","brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_date_proposals_open_uq" ON "project_date_proposals" USING btree ("project_id","kind") WHERE "project_date_proposals"."state" = 'open';--> statement-breakpoint
CREATE INDEX "project_date_proposals_project_idx" ON "project_date_proposals" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_events_project_idx" ON "project_events" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "project_files_project_idx" ON "project_files" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_milestones_position_uq" ON "project_milestones" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "project_payments_client_key_uq" ON "project_payments" USING btree ("project_id","client_key");--> statement-breakpoint
CREATE INDEX "project_payments_project_idx" ON "project_payments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_updates_project_idx" ON "project_updates" USING btree ("project_id","on_day" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "projects_offer_uq" ON "projects" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_request_uq" ON "projects" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "projects_brand_idx" ON "projects" USING btree ("brand_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Money adds up at every commit (checked when the transaction ends, so a project and its stages are written
-- together): a project's milestones come to its contract total plus its approved changes, and the payments of
-- a stage that are not disputed never come to more than its amount.
CREATE OR REPLACE FUNCTION nivasa_check_project_money() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project uuid;
  owed bigint;
  staged bigint;
  overpaid uuid;
BEGIN
  IF TG_TABLE_NAME = 'projects' THEN
    project := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    project := OLD.project_id;
  ELSE
    project := NEW.project_id;
  END IF;
  SELECT contract_total_paise + approved_changes_paise INTO owed FROM projects WHERE id = project;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(amount_paise), 0) INTO staged FROM project_milestones WHERE project_id = project;
  IF staged <> owed THEN
    RAISE EXCEPTION 'the milestones of project % come to % paise, not %', project, staged, owed
      USING ERRCODE = '23514', CONSTRAINT = 'project_money_check';
  END IF;
  SELECT m.id INTO overpaid FROM project_milestones m
    WHERE m.project_id = project AND m.amount_paise < (
      SELECT coalesce(sum(p.amount_paise), 0) FROM project_payments p
      WHERE p.milestone_id = m.id AND p.state <> 'disputed')
    LIMIT 1;
  IF overpaid IS NOT NULL THEN
    RAISE EXCEPTION 'the payments of milestone % come to more than its amount', overpaid
      USING ERRCODE = '23514', CONSTRAINT = 'project_money_check';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER projects_money_check AFTER INSERT OR UPDATE ON projects
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION nivasa_check_project_money();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER project_milestones_money_check AFTER INSERT OR UPDATE OR DELETE ON project_milestones
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION nivasa_check_project_money();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER project_payments_money_check AFTER INSERT OR UPDATE ON project_payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION nivasa_check_project_money();
--> statement-breakpoint
-- Offers accepted before projects existed get theirs: the stages split as splitByPercent does (each stage the
-- rounded running total up to it less the rounded running total before it, half up, in integer arithmetic).
INSERT INTO projects (offer_id, lead_id, quote_request_id, brand_id, contract_total_paise, timeline_days, warranty_years, created_at)
SELECT o.id, r.id, o.quote_request_id, o.brand_id, o.total_paise, o.timeline_weeks * 7, o.warranty_years, o.accepted_at
FROM offers o
JOIN leads r ON r.quote_request_id = o.quote_request_id AND r.brand_id = o.brand_id
WHERE o.accepted_at IS NOT NULL AND o.total_paise > 0;
--> statement-breakpoint
INSERT INTO project_milestones (project_id, position, label, amount_paise, created_at)
SELECT s.project_id, s.position, s.label,
  (s.total * s.upto * 2 + 100) / 200 - (s.total * (s.upto - s.percent) * 2 + 100) / 200,
  s.created_at
FROM (
  SELECT p.id AS project_id, p.contract_total_paise AS total, p.created_at, (stage.ord - 1)::smallint AS position,
    stage.value ->> 'label' AS label, (stage.value ->> 'percent')::bigint AS percent,
    (sum((stage.value ->> 'percent')::bigint) OVER (PARTITION BY p.id ORDER BY stage.ord))::bigint AS upto
  FROM projects p
  JOIN offers o ON o.id = p.offer_id
  CROSS JOIN LATERAL jsonb_array_elements(o.payment_stages) WITH ORDINALITY AS stage(value, ord)
) s;
