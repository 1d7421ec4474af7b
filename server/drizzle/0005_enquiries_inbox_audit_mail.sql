CREATE TYPE "public"."audit_entity" AS ENUM('BOOKING', 'ENQUIRY', 'RATE', 'RATE_TYPE', 'ROOM', 'HOTEL', 'PACKAGE');--> statement-breakpoint
CREATE TYPE "public"."enquiry_kind" AS ENUM('TRIP_PLAN', 'INSURANCE_QUOTE', 'CONTACT');--> statement-breakpoint
CREATE TYPE "public"."holiday_type" AS ENUM('adventure', 'beach', 'city', 'cultural', 'family', 'romantic', 'wellness');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('PENDING', 'SENT', 'FAILED');--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'CONTACTED' BEFORE 'CONFIRMED';--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'QUOTED' BEFORE 'CONFIRMED';--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'DECLINED' BEFORE 'CANCELLED';--> statement-breakpoint
CREATE TABLE "agency_policies" (
	"key" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" "audit_entity" NOT NULL,
	"entity_id" uuid NOT NULL,
	"hotel_id" uuid,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" "enquiry_kind" NOT NULL,
	"status" "booking_status" DEFAULT 'PENDING' NOT NULL,
	"full_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"destination" text,
	"guests" integer,
	"departure_date" date,
	"return_date" date,
	"holiday_type" "holiday_type",
	"budget_cents" integer,
	"message" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"assigned_to_id" uuid,
	"booking_id" uuid,
	"fingerprint" text NOT NULL,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "enquiries_reply_to" CHECK ("enquiries"."email" is not null or "enquiries"."phone" is not null),
	CONSTRAINT "enquiries_dates_order" CHECK ("enquiries"."return_date" is null or "enquiries"."departure_date" is null or "enquiries"."return_date" >= "enquiries"."departure_date"),
	CONSTRAINT "enquiries_guests_positive" CHECK ("enquiries"."guests" is null or "enquiries"."guests" >= 1),
	CONSTRAINT "enquiries_budget_nonneg" CHECK ("enquiries"."budget_cents" is null or "enquiries"."budget_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"enquiry_id" uuid,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_notes_one_subject" CHECK (("inbox_notes"."booking_id" is null) <> ("inbox_notes"."enquiry_id" is null))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"template" text NOT NULL,
	"status" "mail_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "assigned_to_id" uuid;--> statement-breakpoint
ALTER TABLE "agency_policies" ADD CONSTRAINT "agency_policies_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_hotel_idx" ON "audit_events" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_kind_idx" ON "enquiries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_fingerprint_idx" ON "enquiries" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_client_address_idx" ON "enquiries" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_assigned_idx" ON "enquiries" USING btree ("assigned_to_id");--> statement-breakpoint
CREATE INDEX "inbox_notes_booking_idx" ON "inbox_notes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_notes_enquiry_idx" ON "inbox_notes" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;