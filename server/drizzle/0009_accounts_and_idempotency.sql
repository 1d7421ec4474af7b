-- Issue 7 (reliability and security).
--
-- Sign-out and password changes must end sessions that are already out there. Every token carries the
-- user's token_version when it was issued: bumping it ("sign out everywhere", a password change, a role
-- change) ends every older token at once; revoked_tokens ends one token (this device's sign-out) until it
-- would have expired anyway.
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Expired rows are pruned by expiry.
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Login throttling: one row per failed sign-in, counted over a sliding window per username (as typed,
-- lower case, whether or not it exists) and per client address. Kept in the database so that every app
-- process counts the same failures.
CREATE TABLE "login_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username_key" text NOT NULL,
	"client_address" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username_key","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("client_address","failed_at");--> statement-breakpoint
-- Idempotency keys: a client that did not hear the answer to a booking request, a reservation or an
-- enquiry (a crash, a dropped connection) sends it again with the same key and gets the first answer
-- instead of a second booking. The fingerprint is a hash of the request, so a key reused for a
-- different request is refused rather than answered with someone else's booking.
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_key" ON "bookings" USING btree ("idempotency_key") WHERE "bookings"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_idempotency_key" ON "enquiries" USING btree ("idempotency_key") WHERE "enquiries"."idempotency_key" is not null;--> statement-breakpoint
-- Role changes on the agency admin's user management page are audited like any other change.
ALTER TYPE "public"."audit_entity" ADD VALUE 'USER';
