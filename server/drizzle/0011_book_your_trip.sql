-- The home page's Book Your Trip popup (name, e-mail, address) is stored as an enquiry of its own kind.
ALTER TYPE "public"."enquiry_kind" ADD VALUE 'TRIP_BOOKING';--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "address" text;