CREATE TYPE "public"."payment_reminder_kind" AS ENUM('DEPOSIT_REMINDER', 'DEPOSIT_OVERDUE', 'BALANCE_REMINDER', 'BALANCE_OVERDUE');--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"invoice_id" uuid NOT NULL,
	"kind" "payment_reminder_kind" NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_invoice_id_kind_due_on_pk" PRIMARY KEY("invoice_id","kind","due_on")
);
--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- One row per reminder mail queued: the reminder job inserts it with ON CONFLICT DO NOTHING in the
-- transaction that queues the mail, so of several processes (or runs) only the one whose insert wins
-- queues it. A row is the record that the mail went out: never changed or deleted.
CREATE TRIGGER payment_reminders_immutable BEFORE UPDATE OR DELETE ON payment_reminders FOR EACH ROW EXECUTE FUNCTION refuse_money_change();
