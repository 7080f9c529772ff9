-- The one-to-one meetings' rules that drizzle does not model (tables: src/db/schema/meetings.ts,
-- migration 0001). Hand-written and kept by db:regenerate. Each holds under concurrent requests,
-- where a check in code followed by a write would not.

-- One live meeting per table and time of a session.
ALTER TABLE user_reservations ADD CONSTRAINT user_reservations_table_slot_ex
  EXCLUDE USING gist (fk_schedule_id WITH =, table_number WITH =, tstzrange(slot_start, slot_end) WITH &&)
  WHERE (status IN ('requested', 'accepted') AND table_number IS NOT NULL);
--> statement-breakpoint

-- One live meeting per person and time, as host or guest, in any session.
ALTER TABLE reservation_people ADD CONSTRAINT reservation_people_busy_ex
  EXCLUDE USING gist (fk_user_id WITH =, tstzrange(slot_start, slot_end) WITH &&);
--> statement-breakpoint

-- A live meeting lies on its session's slot grid, at a table its hall has (none at a virtual
-- event: place type 2), inside both people's availability. Refusals name a constraint the server translates.
CREATE FUNCTION user_reservations_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s record;
  tables int;
  virtual boolean;
BEGIN
  IF NEW.status NOT IN ('requested', 'accepted') THEN
    RETURN NEW;
  END IF;
  SELECT sc.start_time, sc.end_time, sc.meeting_slot_minutes, sc.fk_hall_id, e.fk_event_place_type_id = 2 AS is_virtual
    INTO s FROM schedules sc JOIN events e ON e.pk_event_id = sc.fk_event_id
    WHERE sc.pk_schedule_id = NEW.fk_schedule_id;
  IF NEW.slot_start < s.start_time OR NEW.slot_end > s.end_time
     OR NEW.slot_end - NEW.slot_start <> make_interval(mins => s.meeting_slot_minutes)
     OR mod(extract(epoch FROM NEW.slot_start - s.start_time)::bigint, s.meeting_slot_minutes * 60) <> 0 THEN
    RAISE EXCEPTION 'the slot is not one of the session''s' USING ERRCODE = 'check_violation', CONSTRAINT = 'meeting_slot_not_in_session';
  END IF;
  virtual := coalesce(s.is_virtual, false);
  SELECT coalesce(h.table_count, 0) INTO tables FROM halls h WHERE h.pk_hall_id = s.fk_hall_id;
  IF (NEW.table_number IS NULL AND NOT virtual)
     OR (NEW.table_number IS NOT NULL AND NEW.table_number > coalesce(tables, 0)) THEN
    RAISE EXCEPTION 'no such table' USING ERRCODE = 'check_violation', CONSTRAINT = 'meeting_table_not_in_hall';
  END IF;
  IF EXISTS (
    SELECT 1 FROM meeting_availability a
    WHERE a.fk_schedule_id = NEW.fk_schedule_id
      AND a.fk_user_id IN (NEW.fk_host_user_id, NEW.fk_guest_user_id)
      AND (NEW.slot_start < a.available_from OR NEW.slot_end > a.available_to)
  ) THEN
    RAISE EXCEPTION 'outside availability' USING ERRCODE = 'check_violation', CONSTRAINT = 'meeting_outside_availability';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint

CREATE TRIGGER user_reservations_check_tr
  BEFORE INSERT OR UPDATE ON user_reservations
  FOR EACH ROW EXECUTE FUNCTION user_reservations_check();
--> statement-breakpoint

-- reservation_people mirrors the live meetings' people, so its exclusion constraint sees a
-- person's every meeting whichever side they are on.
CREATE FUNCTION user_reservations_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reservation_people WHERE fk_user_reservation_id = NEW.pk_user_reservation_id;
  IF NEW.status IN ('requested', 'accepted') THEN
    INSERT INTO reservation_people (fk_user_reservation_id, fk_user_id, slot_start, slot_end)
    VALUES (NEW.pk_user_reservation_id, NEW.fk_host_user_id, NEW.slot_start, NEW.slot_end),
           (NEW.pk_user_reservation_id, NEW.fk_guest_user_id, NEW.slot_start, NEW.slot_end);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint

CREATE TRIGGER user_reservations_people_tr
  AFTER INSERT OR UPDATE ON user_reservations
  FOR EACH ROW EXECUTE FUNCTION user_reservations_people();
