CREATE TYPE "public"."currency" AS ENUM('ZAR', 'USD');--> statement-breakpoint
CREATE TYPE "public"."package_kind" AS ENUM('PACKAGE', 'HOLIDAY');--> statement-breakpoint
CREATE TYPE "public"."package_type" AS ENUM('Adventure', 'Honeymoon', 'Family', 'Solo', 'Group', 'Luxury', 'Customized', 'Cruise');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('CUSTOMER', 'HOTEL_MANAGER', 'AGENCY_ADMIN', 'STAFF');--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration" text NOT NULL,
	"max_participants" integer NOT NULL,
	"price_cents" integer
);
--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "destinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"country" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "destinations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "hotel_managers" (
	"user_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	CONSTRAINT "hotel_managers_user_id_hotel_id_pk" PRIMARY KEY("user_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"distance_from_centre_m" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_rating_range" CHECK ("hotels"."rating" >= 0 and "hotels"."rating" <= 5),
	CONSTRAINT "hotels_photos_max" CHECK (cardinality("hotels"."photos") <= 8)
);
--> statement-breakpoint
CREATE TABLE "package_destinations" (
	"package_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"location" text NOT NULL,
	"attractions" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "package_destinations_package_id_position_pk" PRIMARY KEY("package_id","position")
);
--> statement-breakpoint
CREATE TABLE "package_itinerary_days" (
	"package_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"breakfast" boolean DEFAULT false NOT NULL,
	"lunch" boolean DEFAULT false NOT NULL,
	"dinner" boolean DEFAULT false NOT NULL,
	"accommodation_name" text,
	"accommodation_type" text,
	"accommodation_rating" smallint,
	"transportation_type" text,
	"transportation_details" text,
	CONSTRAINT "package_itinerary_days_package_id_day_pk" PRIMARY KEY("package_id","day")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "package_kind" DEFAULT 'PACKAGE' NOT NULL,
	"title" text NOT NULL,
	"type" "package_type" NOT NULL,
	"description" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"duration_days" integer DEFAULT 0 NOT NULL,
	"duration_nights" integer DEFAULT 0 NOT NULL,
	"from_date" date,
	"to_date" date,
	"max_guests" integer,
	"min_age" integer,
	"price_adult_cents" integer NOT NULL,
	"price_child_cents" integer,
	"currency" "currency" DEFAULT 'ZAR' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"includes" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"cancellation_policy" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_photos_max" CHECK (cardinality("packages"."photos") <= 8),
	CONSTRAINT "packages_price_nonneg" CHECK ("packages"."price_adult_cents" >= 0),
	CONSTRAINT "packages_dates_order" CHECK ("packages"."to_date" is null or "packages"."from_date" is null or "packages"."to_date" >= "packages"."from_date")
);
--> statement-breakpoint
CREATE TABLE "rate_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"single_rate_cents" integer NOT NULL,
	"double_rate_cents" integer NOT NULL,
	"group_rate_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"rate_type_id" uuid,
	"date" date NOT NULL,
	"sto_rate_single_cents" integer,
	"rack_rate_single_cents" integer,
	"sto_rate_double_cents" integer NOT NULL,
	"rack_rate_double_cents" integer NOT NULL,
	"sto_rate_group_cents" integer,
	"rack_rate_group_cents" integer,
	CONSTRAINT "rates_room_type_rate_type_date_key" UNIQUE NULLS NOT DISTINCT("room_type_id","rate_type_id","date")
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"base_rate_cents" integer NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_types_capacity_pos" CHECK ("room_types"."capacity" > 0),
	CONSTRAINT "room_types_photos_max" CHECK (cardinality("room_types"."photos") <= 8)
);
--> statement-breakpoint
CREATE TABLE "room_unit_unavailable_dates" (
	"room_unit_id" uuid NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "room_unit_unavailable_dates_room_unit_id_date_pk" PRIMARY KEY("room_unit_id","date")
);
--> statement-breakpoint
CREATE TABLE "room_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"title" text NOT NULL,
	"max_people" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'CUSTOMER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenities" ADD CONSTRAINT "amenities_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_managers" ADD CONSTRAINT "hotel_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_managers" ADD CONSTRAINT "hotel_managers_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_destinations" ADD CONSTRAINT "package_destinations_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_itinerary_days" ADD CONSTRAINT "package_itinerary_days_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_types" ADD CONSTRAINT "rate_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_types" ADD CONSTRAINT "rate_types_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_rate_type_id_rate_types_id_fk" FOREIGN KEY ("rate_type_id") REFERENCES "public"."rate_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_unit_unavailable_dates" ADD CONSTRAINT "room_unit_unavailable_dates_room_unit_id_room_units_id_fk" FOREIGN KEY ("room_unit_id") REFERENCES "public"."room_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_units" ADD CONSTRAINT "room_units_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_units" ADD CONSTRAINT "room_units_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_hotel_idx" ON "activities" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "amenities_hotel_idx" ON "amenities" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotel_managers_hotel_idx" ON "hotel_managers" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "package_destinations_location_idx" ON "package_destinations" USING btree ("location");--> statement-breakpoint
CREATE INDEX "packages_type_idx" ON "packages" USING btree ("type");--> statement-breakpoint
CREATE INDEX "packages_dates_idx" ON "packages" USING btree ("from_date","to_date");--> statement-breakpoint
CREATE INDEX "rate_types_hotel_idx" ON "rate_types" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "rate_types_room_type_idx" ON "rate_types" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "rates_hotel_date_idx" ON "rates" USING btree ("hotel_id","date");--> statement-breakpoint
CREATE INDEX "room_types_hotel_idx" ON "room_types" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_units_hotel_number_key" ON "room_units" USING btree ("hotel_id","number");--> statement-breakpoint
CREATE INDEX "room_units_room_idx" ON "room_units" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "rooms_hotel_idx" ON "rooms" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "rooms_room_type_idx" ON "rooms" USING btree ("room_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));