ALTER TABLE "quote_request_recipients" RENAME TO "leads";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "quote_request_recipients_pk" TO "leads_pk";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "quote_request_recipients_status_check" TO "leads_status_check";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "quote_request_recipients_quote_request_id_quote_requests_id_fk" TO "leads_quote_request_id_quote_requests_id_fk";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "quote_request_recipients_brand_id_brands_id_fk" TO "leads_brand_id_brands_id_fk";--> statement-breakpoint
ALTER TABLE "leads" RENAME CONSTRAINT "quote_request_recipients_routed_by_users_id_fk" TO "leads_routed_by_users_id_fk";--> statement-breakpoint
ALTER INDEX "quote_request_recipients_id_uq" RENAME TO "leads_id_uq";--> statement-breakpoint
ALTER INDEX "quote_request_recipients_brand_idx" RENAME TO "leads_brand_idx";--> statement-breakpoint
ALTER INDEX "quote_request_recipients_brand_status_idx" RENAME TO "leads_brand_status_idx";--> statement-breakpoint
ALTER INDEX "quote_request_recipients_untouched_idx" RENAME TO "leads_untouched_idx";--> statement-breakpoint
-- PostgreSQL 18 (PGlite) also keeps NOT NULL constraints, named after the table; PostgreSQL 15 has none.
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint
    WHERE conrelid = '"leads"'::regclass AND contype = 'n' AND conname LIKE 'quote\_request\_recipients\_%'
  LOOP
    EXECUTE format('ALTER TABLE "leads" RENAME CONSTRAINT %I TO %I', c.conname,
      'leads' || substr(c.conname, length('quote_request_recipients') + 1));
  END LOOP;
END $$;
