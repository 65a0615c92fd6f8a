CREATE TABLE "project_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"milestone_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_paise" bigint NOT NULL,
	"gst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"days" integer NOT NULL,
	"state" text DEFAULT 'proposed' NOT NULL,
	"proposed_by" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_changes_totals_check" CHECK ("project_changes"."subtotal_paise" > 0 AND "project_changes"."gst_paise" >= 0 AND "project_changes"."total_paise" = "project_changes"."subtotal_paise" + "project_changes"."gst_paise"),
	CONSTRAINT "project_changes_reason_check" CHECK (char_length("project_changes"."reason") BETWEEN 1 AND 1000),
	CONSTRAINT "project_changes_days_check" CHECK ("project_changes"."days" BETWEEN 0 AND 365),
	CONSTRAINT "project_changes_state_check" CHECK ("project_changes"."state" IN ('proposed', 'approved', 'declined', 'withdrawn')),
	CONSTRAINT "project_changes_decided_check" CHECK (("project_changes"."state" = 'proposed') = ("project_changes"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_milestone_fk" FOREIGN KEY ("project_id","milestone_id") REFERENCES "public"."project_milestones"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_changes_number_uq" ON "project_changes" USING btree ("project_id","number");--> statement-breakpoint
-- Money adds up at every commit, now with change orders: as before, a project's milestones come to its contract
-- total plus its approved changes and a stage's payments that are not disputed never come to more than its amount;
-- and the approved changes are exactly the sum of its change orders approved (so none is counted twice or lost).
CREATE OR REPLACE FUNCTION nivasa_check_project_money() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project uuid;
  changes bigint;
  owed bigint;
  staged bigint;
  approved bigint;
  overpaid uuid;
BEGIN
  IF TG_TABLE_NAME = 'projects' THEN
    project := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    project := OLD.project_id;
  ELSE
    project := NEW.project_id;
  END IF;
  SELECT approved_changes_paise, contract_total_paise + approved_changes_paise INTO changes, owed
    FROM projects WHERE id = project;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(amount_paise), 0) INTO staged FROM project_milestones WHERE project_id = project;
  IF staged <> owed THEN
    RAISE EXCEPTION 'the milestones of project % come to % paise, not %', project, staged, owed
      USING ERRCODE = '23514', CONSTRAINT = 'project_money_check';
  END IF;
  SELECT coalesce(sum(total_paise), 0) INTO approved FROM project_changes
    WHERE project_id = project AND state = 'approved';
  IF approved <> changes THEN
    RAISE EXCEPTION 'the approved changes of project % come to % paise, not %', project, approved, changes
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
CREATE CONSTRAINT TRIGGER project_changes_money_check AFTER INSERT OR UPDATE ON project_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION nivasa_check_project_money();
