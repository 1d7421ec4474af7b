CREATE TYPE "public"."invoice_status" AS ENUM('ISSUED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('EFT', 'CARD', 'CASH');--> statement-breakpoint
CREATE TYPE "public"."quote_line_kind" AS ENUM('PACKAGE', 'STAY', 'FLIGHT', 'TRANSFER', 'INSURANCE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."quote_status" AS ENUM('DRAFT', 'SENT', 'ACCEPTED', 'SUPERSEDED', 'WITHDRAWN');--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'QUOTE';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'INVOICE';--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "credit_note_counters_nonneg" CHECK ("credit_note_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"cancellation_fee_cents" integer NOT NULL,
	"amount_credited_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "credit_notes_amounts" CHECK ("credit_notes"."cancellation_fee_cents" >= 0 and "credit_notes"."amount_credited_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_nonneg" CHECK ("invoice_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "quote_line_kind" NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"exchange_rate" numeric(12, 4) NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_position_key" UNIQUE("invoice_id","position"),
	CONSTRAINT "invoice_lines_quantity" CHECK ("invoice_lines"."quantity" >= 1),
	CONSTRAINT "invoice_lines_amounts" CHECK ("invoice_lines"."unit_price_cents" >= 0 and "invoice_lines"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"quote_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"user_id" uuid,
	"issued_on" date NOT NULL,
	"vat_percent" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"deposit_due_on" date NOT NULL,
	"balance_due_on" date NOT NULL,
	"status" "invoice_status" DEFAULT 'ISSUED' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."subtotal_cents" >= 0 and "invoices"."vat_cents" >= 0 and "invoices"."total_cents" = "invoices"."subtotal_cents" + "invoices"."vat_cents"),
	CONSTRAINT "invoices_deposit" CHECK ("invoices"."deposit_cents" between 0 and "invoices"."total_cents"),
	CONSTRAINT "invoices_due_order" CHECK ("invoices"."balance_due_on" >= "invoices"."deposit_due_on"),
	CONSTRAINT "invoices_cancelled" CHECK (("invoices"."status" = 'CANCELLED') = ("invoices"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"method" "payment_method" NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "quote_line_kind" NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"exchange_rate" numeric(12, 4) NOT NULL,
	"amount_cents" integer NOT NULL,
	"net_cost_cents" integer,
	CONSTRAINT "quote_lines_position_key" UNIQUE("quote_id","position"),
	CONSTRAINT "quote_lines_quantity" CHECK ("quote_lines"."quantity" >= 1),
	CONSTRAINT "quote_lines_amounts" CHECK ("quote_lines"."unit_price_cents" >= 0 and "quote_lines"."amount_cents" >= 0 and ("quote_lines"."net_cost_cents" is null or "quote_lines"."net_cost_cents" >= 0)),
	CONSTRAINT "quote_lines_rate" CHECK ("quote_lines"."exchange_rate" > 0 and ("quote_lines"."currency" <> 'ZAR' or "quote_lines"."exchange_rate" = 1))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"enquiry_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"revises_quote_id" uuid,
	"status" "quote_status" DEFAULT 'DRAFT' NOT NULL,
	"currency" "currency" DEFAULT 'ZAR' NOT NULL,
	"valid_until" date NOT NULL,
	"deposit_percent" integer NOT NULL,
	"deposit_due_on" date NOT NULL,
	"balance_due_on" date NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"vat_percent" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "quotes_one_subject" CHECK (("quotes"."booking_id" is null) <> ("quotes"."enquiry_id" is null)),
	CONSTRAINT "quotes_rand_only" CHECK ("quotes"."currency" = 'ZAR'),
	CONSTRAINT "quotes_version_positive" CHECK ("quotes"."version" >= 1),
	CONSTRAINT "quotes_deposit_percent" CHECK ("quotes"."deposit_percent" between 0 and 100),
	CONSTRAINT "quotes_vat_percent" CHECK ("quotes"."vat_percent" between 0 and 100),
	CONSTRAINT "quotes_amounts" CHECK ("quotes"."subtotal_cents" >= 0 and "quotes"."vat_cents" >= 0 and "quotes"."total_cents" = "quotes"."subtotal_cents" + "quotes"."vat_cents"),
	CONSTRAINT "quotes_due_order" CHECK ("quotes"."balance_due_on" >= "quotes"."deposit_due_on"),
	CONSTRAINT "quotes_sent_has_token" CHECK ("quotes"."status" = 'DRAFT' or ("quotes"."token_hash" is not null and "quotes"."token_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_revises_quote_id_quotes_id_fk" FOREIGN KEY ("revises_quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoices_email_idx" ON "invoices" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_token_hash_key" ON "quotes" USING btree ("token_hash") WHERE "quotes"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "quotes_booking_idx" ON "quotes" USING btree ("booking_id","version");--> statement-breakpoint
CREATE INDEX "quotes_enquiry_idx" ON "quotes" USING btree ("enquiry_id","version");--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quotes_email_idx" ON "quotes" USING btree (lower("customer_email"));--> statement-breakpoint
-- Money rules the database keeps itself: the services check first and answer with a clear message; these
-- refuse whatever gets past them (another client, a bug) with restrict_violation (23001), whose message
-- the API passes on as CONFLICT (common/database-rules.ts).
-- A sent quote is what the customer was offered: its prices, dates and lines never change (a revision is a
-- new quote). Only its status, token and acceptance move.
CREATE FUNCTION quotes_guard() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ) THEN
    RAISE EXCEPTION 'A quote that has been sent cannot be changed: revise it instead.' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status <> 'DRAFT' AND NEW.status = 'DRAFT' THEN
    RAISE EXCEPTION 'A quote that has been sent cannot become a draft again.' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER quotes_guard BEFORE UPDATE OR DELETE ON quotes FOR EACH ROW EXECUTE FUNCTION quotes_guard();--> statement-breakpoint
CREATE FUNCTION quote_lines_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quote_status text;
BEGIN
  SELECT status::text INTO quote_status FROM quotes WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.quote_id ELSE NEW.quote_id END;
  -- A draft deleted as a whole takes its lines with it (the quote row is already gone then).
  IF quote_status IS NOT NULL AND quote_status <> 'DRAFT' THEN
    RAISE EXCEPTION 'The lines of a quote that has been sent cannot be changed: revise it instead.' USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.quote_id <> OLD.quote_id THEN
    RAISE EXCEPTION 'A quote line cannot move to another quote.' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER quote_lines_guard BEFORE INSERT OR UPDATE OR DELETE ON quote_lines FOR EACH ROW EXECUTE FUNCTION quote_lines_guard();--> statement-breakpoint
-- An invoice is never edited or deleted: only ISSUED → CANCELLED (with its credit note) may happen to it.
CREATE FUNCTION invoices_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'An invoice cannot be deleted: cancel it with a credit note.' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (to_jsonb(NEW) - 'status' - 'cancelled_at') IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'cancelled_at') THEN
    RAISE EXCEPTION 'An invoice cannot be changed: cancel it with a credit note.' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.status = 'CANCELLED' AND (NEW.status <> 'CANCELLED' OR NEW.cancelled_at IS DISTINCT FROM OLD.cancelled_at) THEN
    RAISE EXCEPTION 'A cancelled invoice stays cancelled.' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_guard BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_guard();--> statement-breakpoint
-- Lines, payments and credit notes are written once.
CREATE FUNCTION refuse_money_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows cannot be changed or deleted.', initcap(replace(TG_TABLE_NAME, '_', ' ')) USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER invoice_lines_immutable BEFORE UPDATE OR DELETE ON invoice_lines FOR EACH ROW EXECUTE FUNCTION refuse_money_change();--> statement-breakpoint
CREATE TRIGGER payments_immutable BEFORE UPDATE OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION refuse_money_change();--> statement-breakpoint
CREATE TRIGGER credit_notes_immutable BEFORE UPDATE OR DELETE ON credit_notes FOR EACH ROW EXECUTE FUNCTION refuse_money_change();--> statement-breakpoint
-- A payment never takes the amount paid above the invoice total, nor lands on a cancelled invoice. The
-- invoice row is locked first, so two payments recorded at once are counted one after the other.
CREATE FUNCTION payments_within_total() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  inv invoices%ROWTYPE;
  paid bigint;
BEGIN
  SELECT * INTO inv FROM invoices WHERE id = NEW.invoice_id FOR UPDATE;
  IF inv.status = 'CANCELLED' THEN
    RAISE EXCEPTION 'This invoice is cancelled: no payment can be recorded against it.' USING ERRCODE = 'restrict_violation';
  END IF;
  SELECT coalesce(sum(amount_cents), 0) INTO paid FROM payments WHERE invoice_id = NEW.invoice_id;
  IF paid + NEW.amount_cents > inv.total_cents THEN
    RAISE EXCEPTION 'This payment would take the amount paid above the invoice total.' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_within_total BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION payments_within_total();
