CREATE TYPE "public"."booking_kind" AS ENUM('PACKAGE', 'STAY');--> statement-breakpoint
CREATE TABLE "booking_nights" (
	"booking_id" uuid NOT NULL,
	"night" date NOT NULL,
	"price_cents" integer NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "booking_nights_booking_id_night_pk" PRIMARY KEY("booking_id","night"),
	CONSTRAINT "booking_nights_price_nonneg" CHECK ("booking_nights"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_unit_nights" (
	"room_unit_id" uuid NOT NULL,
	"night" date NOT NULL,
	"booking_id" uuid,
	CONSTRAINT "room_unit_nights_room_unit_id_night_pk" PRIMARY KEY("room_unit_id","night")
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "package_title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "package_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "adult_price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" "booking_kind" DEFAULT 'PACKAGE' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hotel_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "room_type_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hotel_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "room_type_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "adults" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "children" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "room_count" integer;--> statement-breakpoint
ALTER TABLE "booking_nights" ADD CONSTRAINT "booking_nights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_unit_nights" ADD CONSTRAINT "room_unit_nights_room_unit_id_room_units_id_fk" FOREIGN KEY ("room_unit_id") REFERENCES "public"."room_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_unit_nights" ADD CONSTRAINT "room_unit_nights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_unit_nights_booking_idx" ON "room_unit_nights" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_hotel_idx" ON "bookings" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "rates_room_type_date_idx" ON "rates" USING btree ("room_type_id","date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_fields" CHECK (("bookings"."kind" = 'PACKAGE' and "bookings"."package_title" is not null and "bookings"."package_type" is not null and "bookings"."adult_price_cents" is not null)
        or ("bookings"."kind" = 'STAY' and "bookings"."hotel_name" is not null and "bookings"."room_type_name" is not null and "bookings"."adults" >= 1
            and "bookings"."children" >= 0 and "bookings"."room_count" >= 1 and "bookings"."return_date" > "bookings"."departure_date"));--> statement-breakpoint
-- Manager-blocked dates move into room_unit_nights as holds without a booking.
INSERT INTO "room_unit_nights" ("room_unit_id", "night", "booking_id")
  SELECT "room_unit_id", "date", NULL FROM "room_unit_unavailable_dates" ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "room_unit_unavailable_dates" CASCADE;
