-- The staff inbox and the booking lists read bookings and enquiries newest first, filtered (see
-- InboxService.query): with an agency's 1.7 million stay reservations in bookings, each filter needs an
-- index that yields rows in received order, so a page stops after its 20 rows instead of sorting all.
-- Newest first, whatever else is filtered (received dates, several statuses), both sources.
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at", "id");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at", "id");--> statement-breakpoint
-- Package requests only (or stays only): 3 % of bookings are package requests.
CREATE INDEX "bookings_kind_created_idx" ON "bookings" USING btree ("kind", "created_at", "id");--> statement-breakpoint
-- "Assigned to": most rows (every stay) have nobody, so only assigned rows are indexed.
CREATE INDEX "bookings_assigned_idx" ON "bookings" USING btree ("assigned_to_id", "created_at") WHERE "assigned_to_id" IS NOT NULL;--> statement-breakpoint
-- The search box: a substring of the name, e-mail or reference, any case (ILIKE '%…%'). One trigram index
-- on the three fields together; the service tests this same expression, then each field exactly.
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin (("full_name" || ' ' || "email" || ' ' || "reference") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_search_trgm_idx" ON "enquiries" USING gin (("full_name" || ' ' || coalesce("email", '') || ' ' || "reference") gin_trgm_ops);
