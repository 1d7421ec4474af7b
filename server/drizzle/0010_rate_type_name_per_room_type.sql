-- One rate name per room type. A database that already holds two rate types of one name for a room type
-- stops here (the index cannot be built): rename or delete the extra one, then migrate again. The leading
-- column of the new index serves lookups by room type, so the plain index on it goes.
DROP INDEX "rate_types_room_type_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "rate_types_room_type_name_key" ON "rate_types" USING btree ("room_type_id","name");