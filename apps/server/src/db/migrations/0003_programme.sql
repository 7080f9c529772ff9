-- The event programme's rule that drizzle does not model (tables: src/db/schema/programme.ts,
-- migration 0001). Hand-written and kept by db:regenerate.

-- Two sessions of one hall may not overlap in time; ranges are half-open, so a session may start
-- when the previous one ends. An exclusion constraint holds under concurrent writes, where a
-- check-then-insert would not; sessions without a hall are not constrained.
ALTER TABLE schedules ADD CONSTRAINT schedules_hall_overlap_ex
  EXCLUDE USING gist (fk_event_id WITH =, fk_hall_id WITH =, tstzrange(start_time, end_time) WITH &&)
  WHERE (fk_hall_id IS NOT NULL);
