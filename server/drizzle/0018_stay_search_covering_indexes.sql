-- The stay search (stays/stay-search-sql.ts) reads, for every hotel of a city, its room types, the
-- Weekend and Rack Rates of those with nights without a dated rate, and the rooms and room units of
-- each hotel's cheapest room type for the availability check. With only the foreign key in these
-- indexes each of those reads also visited the table (and the planner preferred a sequential scan of
-- every room type to one probe per hotel). With every column those reads need in the key they are
-- index-only scans. The narrower indexes they replace had the same leading column, so every other
-- lookup by hotel, room type or room still has its index.
DROP INDEX "room_types_hotel_idx";--> statement-breakpoint
DROP INDEX "room_units_room_idx";--> statement-breakpoint
DROP INDEX "rooms_room_type_idx";--> statement-breakpoint
CREATE INDEX "rate_types_room_type_prices_idx" ON "rate_types" USING btree ("room_type_id","name","active","single_rate_cents","double_rate_cents","group_rate_cents");--> statement-breakpoint
CREATE INDEX "room_types_hotel_search_idx" ON "room_types" USING btree ("hotel_id","capacity","id","base_rate_cents");--> statement-breakpoint
CREATE INDEX "room_units_room_search_idx" ON "room_units" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "rooms_room_type_search_idx" ON "rooms" USING btree ("room_type_id","active","max_people","id");
