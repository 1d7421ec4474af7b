-- Issue 37: the money of a cancelled trip, VAT per line, and the terms a customer accepted.
-- Columns that must be NOT NULL are added nullable, filled for the rows already there (the guard
-- triggers that keep sent quotes, invoices and credit notes unchanged are switched off for that one
-- statement each), then made NOT NULL.
CREATE TYPE "public"."vat_treatment" AS ENUM('STANDARD', 'ZERO_RATED', 'EXEMPT');--> statement-breakpoint
ALTER TYPE "public"."quote_status" ADD VALUE 'CANCELLED';--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_on" date NOT NULL,
	"method" "payment_method" NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_amounts";--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "vat_credited_cents" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "refund_due_cents" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "vat_treatment" "vat_treatment" DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "vat_percent" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "vat_cents" integer;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "vat_treatment" "vat_treatment" DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "vat_percent" integer;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "vat_cents" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "terms_text" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "cancellation_policy_text" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accepted_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "accepted_from_ip" text;--> statement-breakpoint
-- Every line so far was priced at its quote's (or invoice's) one rate: STANDARD at that rate. A line's VAT
-- is its own (amount − round(amount × 100 / (100 + rate)), half-up as the contract rounds), with the
-- rounding difference to the document's stored VAT on its largest line (the first by position of equals),
-- as contract/src/quote-maths.ts lineVatCents computes it.
ALTER TABLE "quote_lines" DISABLE TRIGGER quote_lines_guard;--> statement-breakpoint
UPDATE "quote_lines" l SET vat_percent = q.vat_percent,
  vat_cents = l.amount_cents - round(l.amount_cents * 100.0 / (100 + q.vat_percent))::integer
  FROM "quotes" q WHERE q.id = l.quote_id;--> statement-breakpoint
UPDATE "quote_lines" l SET vat_cents = l.vat_cents + d.difference
  FROM (
    SELECT x.id, q.vat_cents - sum(x.vat_cents) OVER (PARTITION BY x.quote_id) AS difference,
           row_number() OVER (PARTITION BY x.quote_id ORDER BY x.amount_cents DESC, x.position) AS rank
      FROM "quote_lines" x JOIN "quotes" q ON q.id = x.quote_id
  ) d
  WHERE d.id = l.id AND d.rank = 1 AND d.difference <> 0;--> statement-breakpoint
ALTER TABLE "quote_lines" ENABLE TRIGGER quote_lines_guard;--> statement-breakpoint
ALTER TABLE "invoice_lines" DISABLE TRIGGER invoice_lines_immutable;--> statement-breakpoint
UPDATE "invoice_lines" l SET vat_percent = i.vat_percent,
  vat_cents = l.amount_cents - round(l.amount_cents * 100.0 / (100 + i.vat_percent))::integer
  FROM "invoices" i WHERE i.id = l.invoice_id;--> statement-breakpoint
UPDATE "invoice_lines" l SET vat_cents = l.vat_cents + d.difference
  FROM (
    SELECT x.id, i.vat_cents - sum(x.vat_cents) OVER (PARTITION BY x.invoice_id) AS difference,
           row_number() OVER (PARTITION BY x.invoice_id ORDER BY x.amount_cents DESC, x.position) AS rank
      FROM "invoice_lines" x JOIN "invoices" i ON i.id = x.invoice_id
  ) d
  WHERE d.id = l.id AND d.rank = 1 AND d.difference <> 0;--> statement-breakpoint
ALTER TABLE "invoice_lines" ENABLE TRIGGER invoice_lines_immutable;--> statement-breakpoint
-- A credit note so far recorded paid − fee as "credited". It now credits the invoice total − fee, with the
-- VAT in it (the fee's VAT at the invoice's one rate taken off the invoice's VAT); paid − fee becomes the
-- refund owed.
ALTER TABLE "credit_notes" DISABLE TRIGGER credit_notes_immutable;--> statement-breakpoint
UPDATE "credit_notes" n SET refund_due_cents = n.amount_credited_cents,
  amount_credited_cents = i.total_cents - n.cancellation_fee_cents,
  vat_credited_cents = i.vat_cents - (n.cancellation_fee_cents - round(n.cancellation_fee_cents * 100.0 / (100 + i.vat_percent))::integer)
  FROM "invoices" i WHERE i.id = n.invoice_id;--> statement-breakpoint
ALTER TABLE "credit_notes" ENABLE TRIGGER credit_notes_immutable;--> statement-breakpoint
ALTER TABLE "quote_lines" ALTER COLUMN "vat_treatment" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quote_lines" ALTER COLUMN "vat_percent" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_lines" ALTER COLUMN "vat_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "vat_treatment" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "vat_percent" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "vat_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "vat_credited_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "refund_due_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_invoice_idx" ON "refunds" USING btree ("invoice_id","refunded_on");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_vat" CHECK ("credit_notes"."vat_credited_cents" between 0 and "credit_notes"."amount_credited_cents");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_amounts" CHECK ("credit_notes"."cancellation_fee_cents" >= 0 and "credit_notes"."amount_credited_cents" >= 0 and "credit_notes"."refund_due_cents" >= 0);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_vat" CHECK ("invoice_lines"."vat_percent" between 0 and 100 and ("invoice_lines"."vat_treatment" = 'STANDARD' or "invoice_lines"."vat_percent" = 0) and "invoice_lines"."vat_cents" between 0 and "invoice_lines"."amount_cents");--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_vat" CHECK ("quote_lines"."vat_percent" between 0 and 100 and ("quote_lines"."vat_treatment" = 'STANDARD' or "quote_lines"."vat_percent" = 0) and "quote_lines"."vat_cents" between 0 and "quote_lines"."amount_cents");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_terms_together" CHECK (("quotes"."terms_version" is null) = ("quotes"."terms_text" is null) and ("quotes"."terms_version" is null) = ("quotes"."cancellation_policy_text" is null));--> statement-breakpoint
-- A sent quote's terms are what the customer was offered, like its prices: fixed once it is sent.
CREATE OR REPLACE FUNCTION quotes_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'DRAFT' THEN
      RAISE EXCEPTION 'A quote that has been sent cannot be deleted.' USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'DRAFT' AND (
    NEW.booking_id IS DISTINCT FROM OLD.booking_id OR NEW.enquiry_id IS DISTINCT FROM OLD.enquiry_id
    OR NEW.customer_name IS DISTINCT FROM OLD.customer_name OR NEW.customer_email IS DISTINCT FROM OLD.customer_email
    OR NEW.version IS DISTINCT FROM OLD.version OR NEW.revises_quote_id IS DISTINCT FROM OLD.revises_quote_id
    OR NEW.currency IS DISTINCT FROM OLD.currency OR NEW.valid_until IS DISTINCT FROM OLD.valid_until
    OR NEW.deposit_percent IS DISTINCT FROM OLD.deposit_percent OR NEW.deposit_due_on IS DISTINCT FROM OLD.deposit_due_on
    OR NEW.balance_due_on IS DISTINCT FROM OLD.balance_due_on OR NEW.message IS DISTINCT FROM OLD.message
    OR NEW.vat_percent IS DISTINCT FROM OLD.vat_percent OR NEW.subtotal_cents IS DISTINCT FROM OLD.subtotal_cents
    OR NEW.vat_cents IS DISTINCT FROM OLD.vat_cents OR NEW.total_cents IS DISTINCT FROM OLD.total_cents
    OR NEW.terms_text IS DISTINCT FROM OLD.terms_text OR NEW.cancellation_policy_text IS DISTINCT FROM OLD.cancellation_policy_text
    OR NEW.terms_version IS DISTINCT FROM OLD.terms_version
  ) THEN
    RAISE EXCEPTION 'A quote that has been sent cannot be changed: revise it instead.' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status <> 'DRAFT' AND NEW.status = 'DRAFT' THEN
    RAISE EXCEPTION 'A quote that has been sent cannot become a draft again.' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status = 'CANCELLED' AND NEW.status <> 'CANCELLED' THEN
    RAISE EXCEPTION 'A cancelled quote stays cancelled.' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Refunds are written once, land only on a cancelled invoice, and never take what has been refunded
-- above the refund its credit note owes. The credit note row is locked first, so two refunds recorded
-- at once are counted one after the other, whatever the number of server processes.
CREATE TRIGGER refunds_immutable BEFORE UPDATE OR DELETE ON refunds FOR EACH ROW EXECUTE FUNCTION refuse_money_change();--> statement-breakpoint
CREATE FUNCTION refunds_within_due() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  note credit_notes%ROWTYPE;
  refunded bigint;
BEGIN
  SELECT * INTO note FROM credit_notes WHERE invoice_id = NEW.invoice_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'A refund can only be recorded against a cancelled invoice.' USING ERRCODE = 'restrict_violation';
  END IF;
  SELECT coalesce(sum(amount_cents), 0) INTO refunded FROM refunds WHERE invoice_id = NEW.invoice_id;
  IF refunded + NEW.amount_cents > note.refund_due_cents THEN
    RAISE EXCEPTION 'This refund would take the amount refunded above the refund owed.' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER refunds_within_due BEFORE INSERT ON refunds FOR EACH ROW EXECUTE FUNCTION refunds_within_due();--> statement-breakpoint
-- A credit note's refund owed is exactly what was paid less the fee kept, and its credit the invoice total
-- less the fee: checked against the invoice's payments when it is written (they cannot change afterwards:
-- payments_within_total refuses any on a cancelled invoice).
CREATE FUNCTION credit_notes_consistent() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  inv invoices%ROWTYPE;
  paid bigint;
BEGIN
  SELECT * INTO inv FROM invoices WHERE id = NEW.invoice_id FOR UPDATE;
  SELECT coalesce(sum(amount_cents), 0) INTO paid FROM payments WHERE invoice_id = NEW.invoice_id;
  IF NEW.cancellation_fee_cents > paid THEN
    RAISE EXCEPTION 'The cancellation fee cannot be more than what has been paid.' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.refund_due_cents <> paid - NEW.cancellation_fee_cents OR NEW.amount_credited_cents <> inv.total_cents - NEW.cancellation_fee_cents
     OR NEW.vat_credited_cents > inv.vat_cents THEN
    RAISE EXCEPTION 'A credit note must credit the invoice total less the fee and owe what was paid less the fee.' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER credit_notes_consistent BEFORE INSERT ON credit_notes FOR EACH ROW EXECUTE FUNCTION credit_notes_consistent();
