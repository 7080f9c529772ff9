-- The event activity of the insights (table activity_counts: src/db/schema/meetings.ts, migration
-- 0001), kept in the writing transaction like 0005 and 0006. Hand-written and kept by
-- db:regenerate. The events answer and the comparison of /admin-center/power-bi read these rows
-- instead of 200,000 meetings, 100,000 registrations and 200,000 messages (0.6 to 5.7 s median before;
-- docs/decisions.md "Counts kept by triggers").
--
-- Accepted registrations, messages and meetings (by status, and whether held and each outcome
-- recorded, from their reports) are counted per day, month and year of their acceptance, sending
-- or request, under their people's economies: a person's is their company's,
-- 0 without one (or without a sender). So a person's change of company, and a company's change
-- of economy, move every count of their people: taken off as they were and put on as they are.
-- A row's trigger first locks its people (shared) and then their companies (FOR SHARE), so a
-- change of company or economy is never applied on a stale view of the other (0005's lesson).
-- Changes of company and of economy take one lock in turn: a meeting counts under both its
-- people's economies, and two people of one meeting moved at once would each take it off under
-- the other's former economy (the concurrency test found it on the PostgreSQL server); they are
-- rare administrative changes; a person
-- removed for good has their counts taken off before the cascade, whose own triggers then find
-- the person gone and count nothing.

CREATE TYPE activity_change AS (at timestamptz, what text, status text, from_country_id int, to_country_id int, n int);
--> statement-breakpoint

-- A person's economy (0: no person or no company; null: a person who is gone, whose counts were
-- taken off already), `moved_users` read as belonging to `their_companies` and `moved_companies`
-- as in `their_countries` (the state before a change being taken off).
CREATE FUNCTION activity_person_country(person int, moved_users int[] DEFAULT '{}', their_companies int[] DEFAULT '{}',
  moved_companies int[] DEFAULT '{}', their_countries int[] DEFAULT '{}') RETURNS int LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN person IS NULL THEN 0
    WHEN NOT EXISTS (SELECT 1 FROM users u WHERE u.pk_user_id = person) THEN NULL
    ELSE coalesce((
      SELECT CASE WHEN k.company_id = ANY(moved_companies) THEN their_countries[array_position(moved_companies, k.company_id)]
        ELSE (SELECT co.fk_country_id FROM companies co WHERE co.pk_company_id = k.company_id) END
      FROM (SELECT CASE WHEN person = ANY(moved_users) THEN their_companies[array_position(moved_users, person)]
        ELSE (SELECT u.fk_company_id FROM users u WHERE u.pk_user_id = person) END AS company_id) k), 0)
  END
$$;
--> statement-breakpoint

-- The keys a count is kept under: the total of all economies (-1, -1; a registration there
-- only with a company), each economy it concerns once (e, -2: a person's, a meeting's host's and
-- guest's), which an economy's figures read, and a meeting's pair (host's economy, guest's; every
-- status together) for the matrix of economies. So each figure reads a few rows per bucket, not
-- every pair's.
CREATE FUNCTION activity_economies(what text, status text, from_country_id int, to_country_id int)
  RETURNS TABLE (status text, from_country_id int, to_country_id int) LANGUAGE sql IMMUTABLE AS $$
  SELECT status, -1, -1 WHERE what <> 'registration' OR from_country_id <> 0
  UNION
  SELECT status, e, -2 FROM (VALUES (from_country_id), (to_country_id)) x(e) WHERE e > 0
  UNION ALL
  SELECT '', from_country_id, to_country_id WHERE what = 'meeting'
$$;
--> statement-breakpoint

CREATE FUNCTION activity_counts_apply(changes activity_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO activity_counts AS ac (span, bucket, what, status, from_country_id, to_country_id, n)
  SELECT b.span, b.bucket, c.what, e.status, e.from_country_id, e.to_country_id, sum(c.n)
  FROM unnest(changes) c
  CROSS JOIN LATERAL (VALUES ('day', (c.at AT TIME ZONE 'Europe/Belgrade')::date),
    ('month', date_trunc('month', c.at AT TIME ZONE 'Europe/Belgrade')::date),
    ('year', date_trunc('year', c.at AT TIME ZONE 'Europe/Belgrade')::date)) b(span, bucket)
  CROSS JOIN LATERAL activity_economies(c.what, c.status, c.from_country_id, c.to_country_id) e
  WHERE c.from_country_id IS NOT NULL AND c.to_country_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(c.n) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (span, bucket, what, status, from_country_id, to_country_id) DO UPDATE SET n = ac.n + excluded.n
$$;
--> statement-breakpoint

-- The counts of the meetings given (rows of user_reservations, as they are or were), each with
-- `sign`: the meeting by its status, and, from its reports as they are, whether it was held and
-- each outcome recorded, all from the host's economy to the guest's under the overrides.
CREATE FUNCTION activity_of_meetings(meetings user_reservations[], sign int, moved_users int[] DEFAULT '{}',
  their_companies int[] DEFAULT '{}', moved_companies int[] DEFAULT '{}', their_countries int[] DEFAULT '{}')
  RETURNS activity_change[] LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT row(m.created_at, x.what, x.status,
      activity_person_country(m.fk_host_user_id, moved_users, their_companies, moved_companies, their_countries),
      activity_person_country(m.fk_guest_user_id, moved_users, their_companies, moved_companies, their_countries), sign)::activity_change
    FROM unnest(meetings) m
    CROSS JOIN LATERAL (
      SELECT 'meeting' AS what, m.status AS status
      UNION ALL
      SELECT 'held', '' WHERE EXISTS (SELECT 1 FROM meeting_reports r WHERE r.fk_user_reservation_id = m.pk_user_reservation_id AND r.took_place)
      UNION ALL
      SELECT DISTINCT 'outcome', r.outcome FROM meeting_reports r
      WHERE r.fk_user_reservation_id = m.pk_user_reservation_id AND r.outcome IS NOT NULL) x)
$$;
--> statement-breakpoint

-- Reports added and removed (the rows of a statement): their meetings' held and outcome counts
-- off as they were before it (the reports now, less those added, with those removed) and on as
-- they are. A meeting gone (removed with its reports) was taken off whole by its own trigger.
CREATE FUNCTION activity_of_reports(added meeting_reports[], removed meeting_reports[]) RETURNS activity_change[] LANGUAGE sql STABLE AS $$
  WITH ids AS (SELECT a.fk_user_reservation_id AS id FROM unnest(added) a UNION SELECT r.fk_user_reservation_id FROM unnest(removed) r),
  now_r AS (
    SELECT mr.fk_user_reservation_id AS id, mr.fk_user_id, mr.took_place, mr.outcome FROM meeting_reports mr
    WHERE mr.fk_user_reservation_id IN (SELECT id FROM ids)),
  before_r AS (
    SELECT n.id, n.took_place, n.outcome FROM now_r n
    WHERE NOT EXISTS (SELECT 1 FROM unnest(added) a WHERE a.fk_user_reservation_id = n.id AND a.fk_user_id IS NOT DISTINCT FROM n.fk_user_id)
    UNION ALL
    SELECT r.fk_user_reservation_id, r.took_place, r.outcome FROM unnest(removed) r),
  flags AS (
    SELECT id, 'held' AS what, '' AS status, 1 AS sign FROM now_r WHERE took_place GROUP BY id
    UNION ALL SELECT id, 'outcome', outcome, 1 FROM now_r WHERE outcome IS NOT NULL GROUP BY id, outcome
    UNION ALL SELECT id, 'held', '', -1 FROM before_r WHERE took_place GROUP BY id
    UNION ALL SELECT id, 'outcome', outcome, -1 FROM before_r WHERE outcome IS NOT NULL GROUP BY id, outcome)
  SELECT array(
    SELECT row(r.created_at, f.what, f.status, activity_person_country(r.fk_host_user_id),
      activity_person_country(r.fk_guest_user_id), f.sign)::activity_change
    FROM flags f JOIN user_reservations r ON r.pk_user_reservation_id = f.id)
$$;
--> statement-breakpoint

-- Every counted row of the people given, each with `sign`, under the economies the overrides say.
CREATE FUNCTION activity_of_people(people int[], sign int, moved_users int[] DEFAULT '{}', their_companies int[] DEFAULT '{}',
  moved_companies int[] DEFAULT '{}', their_countries int[] DEFAULT '{}') RETURNS activity_change[] LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT row(i.accepted_at, 'registration', '',
      activity_person_country(i.fk_user_id, moved_users, their_companies, moved_companies, their_countries), 0, sign)::activity_change
    FROM event_invitations i WHERE i.fk_user_id = ANY(people) AND i.is_accepted AND i.accepted_at IS NOT NULL
    UNION ALL
    SELECT row(m.send_on, 'message', '',
      activity_person_country(m.fk_sender_user_id, moved_users, their_companies, moved_companies, their_countries), 0, sign)::activity_change
    FROM messages m WHERE m.fk_sender_user_id = ANY(people)
  ) || activity_of_meetings(
    array(SELECT r FROM user_reservations r WHERE r.fk_host_user_id = ANY(people) OR r.fk_guest_user_id = ANY(people)),
    sign, moved_users, their_companies, moved_companies, their_countries)
$$;
--> statement-breakpoint

-- The people given locked shared (a transaction lock per person: a row lock on users would also
-- wait for, and could deadlock with, the many other updates of a person's row), then their
-- companies FOR SHARE, each in id order. A change of company takes the person's lock exclusive.
CREATE FUNCTION activity_lock_people(people int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p int;
BEGIN
  FOR p IN SELECT DISTINCT x FROM unnest(people) x WHERE x IS NOT NULL ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock_shared(hashtext('activity_people'), p);
  END LOOP;
  PERFORM 1 FROM companies co WHERE co.pk_company_id IN (SELECT u.fk_company_id FROM users u WHERE u.pk_user_id = ANY(people))
    ORDER BY co.pk_company_id FOR SHARE;
END $$;
--> statement-breakpoint

-- Registrations accepted, changed or removed.
CREATE FUNCTION activity_counts_invitations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes activity_change[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM activity_lock_people(array(SELECT fk_user_id FROM old_rows));
    changes := changes || array(
      SELECT row(o.accepted_at, 'registration', '', activity_person_country(o.fk_user_id), 0, -1)::activity_change
      FROM old_rows o WHERE o.is_accepted AND o.accepted_at IS NOT NULL AND o.fk_user_id IS NOT NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM activity_lock_people(array(SELECT fk_user_id FROM new_rows));
    changes := changes || array(
      SELECT row(n.accepted_at, 'registration', '', activity_person_country(n.fk_user_id), 0, 1)::activity_change
      FROM new_rows n WHERE n.is_accepted AND n.accepted_at IS NOT NULL AND n.fk_user_id IS NOT NULL);
  END IF;
  PERFORM activity_counts_apply(changes);
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE FUNCTION activity_counts_messages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes activity_change[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM activity_lock_people(array(SELECT fk_sender_user_id FROM old_rows));
    changes := changes || array(
      SELECT row(o.send_on, 'message', '', activity_person_country(o.fk_sender_user_id), 0, -1)::activity_change FROM old_rows o);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM activity_lock_people(array(SELECT fk_sender_user_id FROM new_rows));
    changes := changes || array(
      SELECT row(n.send_on, 'message', '', activity_person_country(n.fk_sender_user_id), 0, 1)::activity_change FROM new_rows n);
  END IF;
  PERFORM activity_counts_apply(changes);
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE FUNCTION activity_counts_meetings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM activity_lock_people(array(SELECT fk_host_user_id FROM new_rows UNION SELECT fk_guest_user_id FROM new_rows));
    PERFORM activity_counts_apply(activity_of_meetings(array(SELECT ROW(n.*)::user_reservations FROM new_rows n), 1));
  ELSE
    PERFORM activity_lock_people(array(SELECT fk_host_user_id FROM old_rows UNION SELECT fk_guest_user_id FROM old_rows
      UNION SELECT fk_host_user_id FROM new_rows UNION SELECT fk_guest_user_id FROM new_rows));
    PERFORM activity_counts_apply(activity_of_meetings(array(SELECT ROW(o.*)::user_reservations FROM old_rows o), -1)
      || activity_of_meetings(array(SELECT ROW(n.*)::user_reservations FROM new_rows n), 1));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A meeting removed: taken off whole (with its reports' counts) before the cascade removes its reports.
CREATE FUNCTION activity_counts_meeting_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM activity_lock_people(ARRAY[OLD.fk_host_user_id, OLD.fk_guest_user_id]);
  PERFORM activity_counts_apply(activity_of_meetings(ARRAY[OLD], -1));
  RETURN OLD;
END $$;
--> statement-breakpoint

-- Reports written: their meetings locked (reports of one meeting queue), then their people.
CREATE FUNCTION activity_counts_reports() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  meetings int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    meetings := array(SELECT fk_user_reservation_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    meetings := array(SELECT fk_user_reservation_id FROM old_rows);
  ELSE
    meetings := array(SELECT fk_user_reservation_id FROM old_rows UNION SELECT fk_user_reservation_id FROM new_rows);
  END IF;
  PERFORM 1 FROM user_reservations r WHERE r.pk_user_reservation_id = ANY(meetings) ORDER BY r.pk_user_reservation_id FOR NO KEY UPDATE;
  PERFORM activity_lock_people(array(SELECT r.fk_host_user_id FROM user_reservations r WHERE r.pk_user_reservation_id = ANY(meetings)
    UNION SELECT r.fk_guest_user_id FROM user_reservations r WHERE r.pk_user_reservation_id = ANY(meetings)));
  IF TG_OP = 'INSERT' THEN
    PERFORM activity_counts_apply(activity_of_reports(array(SELECT ROW(n.*)::meeting_reports FROM new_rows n), '{}'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM activity_counts_apply(activity_of_reports('{}', array(SELECT ROW(o.*)::meeting_reports FROM old_rows o)));
  ELSE
    PERFORM activity_counts_apply(activity_of_reports(array(SELECT ROW(n.*)::meeting_reports FROM new_rows n), array(SELECT ROW(o.*)::meeting_reports FROM old_rows o)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER activity_counts_invitations_insert_tr AFTER INSERT ON event_invitations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_invitations();
--> statement-breakpoint
CREATE TRIGGER activity_counts_invitations_update_tr AFTER UPDATE ON event_invitations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_invitations();
--> statement-breakpoint
CREATE TRIGGER activity_counts_invitations_delete_tr AFTER DELETE ON event_invitations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_invitations();
--> statement-breakpoint
CREATE TRIGGER activity_counts_messages_insert_tr AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_messages();
--> statement-breakpoint
CREATE TRIGGER activity_counts_messages_update_tr AFTER UPDATE ON messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_messages();
--> statement-breakpoint
CREATE TRIGGER activity_counts_messages_delete_tr AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_messages();
--> statement-breakpoint
CREATE TRIGGER activity_counts_meetings_insert_tr AFTER INSERT ON user_reservations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_meetings();
--> statement-breakpoint
CREATE TRIGGER activity_counts_meetings_update_tr AFTER UPDATE ON user_reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_meetings();
--> statement-breakpoint
CREATE TRIGGER activity_counts_meeting_removed_tr BEFORE DELETE ON user_reservations
  FOR EACH ROW EXECUTE FUNCTION activity_counts_meeting_removed();
--> statement-breakpoint
CREATE TRIGGER activity_counts_reports_insert_tr AFTER INSERT ON meeting_reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_reports();
--> statement-breakpoint
CREATE TRIGGER activity_counts_reports_update_tr AFTER UPDATE ON meeting_reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_reports();
--> statement-breakpoint
CREATE TRIGGER activity_counts_reports_delete_tr AFTER DELETE ON meeting_reports
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_reports();
--> statement-breakpoint

-- People who changed company: their counts off under the former company, on under the new one.
CREATE FUNCTION activity_counts_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved int[];
  former int[];
BEGIN
  SELECT coalesce(array_agg(o.pk_user_id ORDER BY o.pk_user_id), '{}'), coalesce(array_agg(o.fk_company_id ORDER BY o.pk_user_id), '{}')
  INTO moved, former
  FROM old_rows o JOIN new_rows n ON n.pk_user_id = o.pk_user_id WHERE o.fk_company_id IS DISTINCT FROM n.fk_company_id;
  IF cardinality(moved) = 0 THEN
    RETURN NULL;
  END IF;
  -- Waits for the writers of these people's rows, whose counts the next statements then read;
  -- then for changes of their companies; then for the other changes of company or economy (in
  -- this order: a change of economy takes the last lock while holding its company's row).
  FOR i IN 1 .. cardinality(moved) LOOP
    PERFORM pg_advisory_xact_lock(hashtext('activity_people'), moved[i]);
  END LOOP;
  PERFORM 1 FROM companies co
    WHERE co.pk_company_id IN (SELECT fk_company_id FROM old_rows UNION SELECT fk_company_id FROM new_rows)
    ORDER BY co.pk_company_id FOR SHARE;
  PERFORM pg_advisory_xact_lock(hashtext('activity_moves'));
  PERFORM activity_counts_apply(activity_of_people(moved, -1, moved, former) || activity_of_people(moved, 1));
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER activity_counts_users_update_tr AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_users();
--> statement-breakpoint

-- A person removed for good: their counts off before the cascade (a meeting with another person
-- removed earlier in the same statement was taken off with that person).
CREATE FUNCTION activity_counts_user_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM activity_counts_apply(activity_of_people(ARRAY[OLD.pk_user_id], -1));
  RETURN OLD;
END $$;
--> statement-breakpoint

CREATE TRIGGER activity_counts_user_removed_tr BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION activity_counts_user_removed();
--> statement-breakpoint

-- Companies moved to another economy: their people's counts off under the former, on under the new.
CREATE FUNCTION activity_counts_companies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved int[];
  former int[];
  people int[];
BEGIN
  SELECT coalesce(array_agg(o.pk_company_id), '{}'), coalesce(array_agg(o.fk_country_id), '{}') INTO moved, former
  FROM old_rows o JOIN new_rows n ON n.pk_company_id = o.pk_company_id WHERE o.fk_country_id IS DISTINCT FROM n.fk_country_id;
  IF cardinality(moved) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('activity_moves'));
  people := array(SELECT u.pk_user_id FROM users u WHERE u.fk_company_id = ANY(moved));
  PERFORM activity_counts_apply(activity_of_people(people, -1, '{}', '{}', moved, former) || activity_of_people(people, 1));
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER activity_counts_companies_update_tr AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_companies();
--> statement-breakpoint

-- Everything recounted: once here, and after a bulk load that ran with the triggers off (bench/).
CREATE FUNCTION activity_counts_recount() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE activity_counts IN EXCLUSIVE MODE;
  DELETE FROM activity_counts;
  WITH person AS (
    SELECT u.pk_user_id, coalesce(co.fk_country_id, 0) AS country_id
    FROM users u LEFT JOIN companies co ON co.pk_company_id = u.fk_company_id),
  per_day AS (
    SELECT (x.at AT TIME ZONE 'Europe/Belgrade')::date AS day, x.what, x.status, x.from_country_id, x.to_country_id, count(*)::int AS n
    FROM (
      SELECT i.accepted_at AS at, 'registration' AS what, '' AS status, p.country_id AS from_country_id, 0 AS to_country_id
      FROM event_invitations i JOIN person p ON p.pk_user_id = i.fk_user_id WHERE i.is_accepted AND i.accepted_at IS NOT NULL
      UNION ALL
      SELECT m.send_on, 'message', '', coalesce(p.country_id, 0), 0
      FROM messages m LEFT JOIN person p ON p.pk_user_id = m.fk_sender_user_id
      UNION ALL
      SELECT r.created_at, x.what, x.status, h.country_id, g.country_id
      FROM user_reservations r JOIN person h ON h.pk_user_id = r.fk_host_user_id JOIN person g ON g.pk_user_id = r.fk_guest_user_id
      JOIN (
        SELECT pk_user_reservation_id AS id, 'meeting' AS what, status FROM user_reservations
        UNION ALL SELECT fk_user_reservation_id, 'held', '' FROM meeting_reports WHERE took_place GROUP BY 1
        UNION ALL SELECT fk_user_reservation_id, 'outcome', outcome FROM meeting_reports WHERE outcome IS NOT NULL GROUP BY 1, 3) x
        ON x.id = r.pk_user_reservation_id) x
    GROUP BY 1, 2, 3, 4, 5)
  INSERT INTO activity_counts (span, bucket, what, status, from_country_id, to_country_id, n)
  SELECT b.span, b.bucket, d.what, e.status, e.from_country_id, e.to_country_id, sum(d.n)
  FROM per_day d
  CROSS JOIN LATERAL (VALUES ('day', d.day), ('month', date_trunc('month', d.day)::date), ('year', date_trunc('year', d.day)::date)) b(span, bucket)
  CROSS JOIN LATERAL activity_economies(d.what, d.status, d.from_country_id, d.to_country_id) e
  GROUP BY 1, 2, 3, 4, 5, 6
$$;
--> statement-breakpoint

SELECT activity_counts_recount();
