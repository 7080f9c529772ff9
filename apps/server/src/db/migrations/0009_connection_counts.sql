-- The connections of the insights' matrix of economies (table connection_counts:
-- src/db/schema/meetings.ts, migration 0001), kept in the writing transaction like 0005 to 0008.
-- Hand-written and kept by db:regenerate. The connections answer of /admin-center/power-bi reads
-- these rows (and 0007's meeting pairs) instead of 100,000 favourites and 50,000 conversations
-- (0.4 to 1.1 s before; docs/decisions.md "Counts kept by triggers").
--
-- A favourite counts from its person's company's economy to the favoured company's while both
-- companies exist and are not deleted; a conversation once per pair of economies from its
-- creator's company to each other member's (deleted or not). Every change is applied as the
-- affected favourites' and conversations' counts taken off as they were and put on as they are:
-- a conversation's pairs are a set, recomputed from its members. Locks as in 0007: a writer locks
-- its people (shared) and their companies FOR SHARE; a conversation's member writes lock the
-- conversation row; changes of company, economy and deletion take the people's lock
-- exclusively, then their companies, then 0007's lock of such changes.

CREATE TYPE connection_change AS (at timestamptz, what text, from_country_id int, to_country_id int, n int);
--> statement-breakpoint

CREATE FUNCTION connection_counts_apply(changes connection_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO connection_counts AS cc (span, bucket, what, from_country_id, to_country_id, n)
  SELECT b.span, b.bucket, c.what, c.from_country_id, c.to_country_id, sum(c.n)
  FROM unnest(changes) c
  CROSS JOIN LATERAL (VALUES ('day', (c.at AT TIME ZONE 'Europe/Belgrade')::date),
    ('month', date_trunc('month', c.at AT TIME ZONE 'Europe/Belgrade')::date),
    ('year', date_trunc('year', c.at AT TIME ZONE 'Europe/Belgrade')::date)) b(span, bucket)
  WHERE c.from_country_id IS NOT NULL AND c.to_country_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(c.n) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (span, bucket, what, from_country_id, to_country_id) DO UPDATE SET n = cc.n + excluded.n
$$;
--> statement-breakpoint

-- The overrides of a change being taken off: people as they belonged to companies, companies as
-- they were in economies and live (not deleted) before it.
CREATE TYPE connection_before AS (users int[], user_companies int[], companies int[], company_countries int[], company_live boolean[]);
--> statement-breakpoint

-- A person's company (null: none, or a person who is gone) under the overrides.
CREATE FUNCTION connection_person_company(person int, before connection_before) RETURNS int LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN person = ANY(before.users) THEN before.user_companies[array_position(before.users, person)]
    ELSE (SELECT u.fk_company_id FROM users u WHERE u.pk_user_id = person) END
$$;
--> statement-breakpoint

-- A company's economy under the overrides; with `live_only`, null for a deleted company.
CREATE FUNCTION connection_company_country(company int, live_only boolean, before connection_before) RETURNS int
  LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN company = ANY(before.companies) THEN
      CASE WHEN before.company_live[array_position(before.companies, company)] OR NOT live_only
        THEN before.company_countries[array_position(before.companies, company)] END
    ELSE (SELECT co.fk_country_id FROM companies co WHERE co.pk_company_id = company AND (co.deleted_at IS NULL OR NOT live_only)) END
$$;
--> statement-breakpoint

CREATE FUNCTION connection_none() RETURNS connection_before LANGUAGE sql IMMUTABLE AS $$
  SELECT row('{}', '{}', '{}', '{}', '{}')::connection_before
$$;
--> statement-breakpoint

-- The counts of the favourites given (rows as they are or were), each with `sign`.
CREATE FUNCTION connection_of_favourites(given favorite_companies[], sign int, before connection_before DEFAULT connection_none())
  RETURNS connection_change[] LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT row(f.created_at, 'favourite', connection_company_country(connection_person_company(f.fk_user_id, before), true, before),
      connection_company_country(f.fk_company_id, true, before), sign)::connection_change
    FROM unnest(given) f)
$$;
--> statement-breakpoint

-- The counts of the conversations given (rows as they are or were) with the members given, each
-- with `sign`: one per pair of the creator's economy and another member's.
CREATE FUNCTION connection_of_conversations(given conversations[], members conversation_members[], sign int,
  before connection_before DEFAULT connection_none()) RETURNS connection_change[] LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT row(x.created_at, 'conversation', x.from_country_id, x.to_country_id, sign)::connection_change
    FROM (
      SELECT DISTINCT c.pk_conversation_id, c.created_at,
        connection_company_country(connection_person_company(c.fk_creator_user_id, before), false, before) AS from_country_id,
        connection_company_country(connection_person_company(m.fk_user_id, before), false, before) AS to_country_id
      FROM unnest(given) c JOIN unnest(members) m ON m.fk_conversation_id = c.pk_conversation_id AND m.fk_user_id <> c.fk_creator_user_id) x)
$$;
--> statement-breakpoint

-- Every favourite and conversation of the people given (and favourite of the companies given),
-- off under the overrides and on as they are now.
CREATE FUNCTION connection_moves(people int[], companies int[], before connection_before) RETURNS connection_change[]
  LANGUAGE sql STABLE AS $$
  WITH f AS (SELECT f FROM favorite_companies f WHERE f.fk_user_id = ANY(people) OR f.fk_company_id = ANY(companies)),
  c AS (
    SELECT c FROM conversations c WHERE c.fk_creator_user_id = ANY(people)
      OR c.pk_conversation_id IN (SELECT fk_conversation_id FROM conversation_members WHERE fk_user_id = ANY(people))),
  m AS (SELECT m FROM conversation_members m WHERE m.fk_conversation_id IN (SELECT (c).pk_conversation_id FROM c))
  SELECT connection_of_favourites(array(SELECT f FROM f), -1, before) || connection_of_favourites(array(SELECT f FROM f), 1)
    || connection_of_conversations(array(SELECT c FROM c), array(SELECT m FROM m), -1, before)
    || connection_of_conversations(array(SELECT c FROM c), array(SELECT m FROM m), 1)
$$;
--> statement-breakpoint

CREATE FUNCTION connection_counts_favourites() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM activity_lock_people(array(SELECT fk_user_id FROM old_rows));
    PERFORM 1 FROM companies co WHERE co.pk_company_id IN (SELECT fk_company_id FROM old_rows) ORDER BY co.pk_company_id FOR SHARE;
    PERFORM connection_counts_apply(connection_of_favourites(array(SELECT ROW(o.*)::favorite_companies FROM old_rows o), -1));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM activity_lock_people(array(SELECT fk_user_id FROM new_rows));
    PERFORM 1 FROM companies co WHERE co.pk_company_id IN (SELECT fk_company_id FROM new_rows) ORDER BY co.pk_company_id FOR SHARE;
    PERFORM connection_counts_apply(connection_of_favourites(array(SELECT ROW(n.*)::favorite_companies FROM new_rows n), 1));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER connection_counts_favourites_insert_tr AFTER INSERT ON favorite_companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connection_counts_favourites();
--> statement-breakpoint
CREATE TRIGGER connection_counts_favourites_update_tr AFTER UPDATE ON favorite_companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connection_counts_favourites();
--> statement-breakpoint
CREATE TRIGGER connection_counts_favourites_delete_tr AFTER DELETE ON favorite_companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION connection_counts_favourites();
--> statement-breakpoint

-- Conversations created or changed (creator, date): off as they were, on as they are, with their members now.
CREATE FUNCTION connection_counts_conversations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM activity_lock_people(array(SELECT fk_creator_user_id FROM new_rows));
    PERFORM connection_counts_apply(connection_of_conversations(array(SELECT ROW(n.*)::conversations FROM new_rows n),
      array(SELECT m FROM conversation_members m WHERE m.fk_conversation_id IN (SELECT pk_conversation_id FROM new_rows)), 1));
  ELSE
    PERFORM activity_lock_people(array(SELECT fk_creator_user_id FROM old_rows UNION SELECT fk_creator_user_id FROM new_rows
      UNION SELECT m.fk_user_id FROM conversation_members m WHERE m.fk_conversation_id IN (SELECT pk_conversation_id FROM new_rows)));
    PERFORM connection_counts_apply(
      connection_of_conversations(array(SELECT ROW(o.*)::conversations FROM old_rows o),
        array(SELECT m FROM conversation_members m WHERE m.fk_conversation_id IN (SELECT pk_conversation_id FROM old_rows)), -1)
      || connection_of_conversations(array(SELECT ROW(n.*)::conversations FROM new_rows n),
        array(SELECT m FROM conversation_members m WHERE m.fk_conversation_id IN (SELECT pk_conversation_id FROM new_rows)), 1));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER connection_counts_conversations_insert_tr AFTER INSERT ON conversations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connection_counts_conversations();
--> statement-breakpoint
CREATE TRIGGER connection_counts_conversations_update_tr AFTER UPDATE ON conversations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connection_counts_conversations();
--> statement-breakpoint

-- A conversation removed: off whole before the cascade removes its members (whose own trigger
-- then finds no conversation and counts nothing).
CREATE FUNCTION connection_counts_conversation_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM connection_counts_apply(connection_of_conversations(ARRAY[OLD],
    array(SELECT m FROM conversation_members m WHERE m.fk_conversation_id = OLD.pk_conversation_id), -1));
  RETURN OLD;
END $$;
--> statement-breakpoint

CREATE TRIGGER connection_counts_conversation_removed_tr BEFORE DELETE ON conversations
  FOR EACH ROW EXECUTE FUNCTION connection_counts_conversation_removed();
--> statement-breakpoint

-- Members added or removed: their conversations locked (member writes of one conversation queue),
-- its pairs off as they were before the statement (the members now, less those added, with those
-- removed) and on as they are.
CREATE FUNCTION connection_counts_members() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
  added conversation_members[] := '{}';
  removed conversation_members[] := '{}';
  given conversations[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    added := array(SELECT ROW(n.*)::conversation_members FROM new_rows n);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    removed := array(SELECT ROW(o.*)::conversation_members FROM old_rows o);
  END IF;
  ids := array(SELECT a.fk_conversation_id FROM unnest(added) a UNION SELECT r.fk_conversation_id FROM unnest(removed) r);
  PERFORM 1 FROM conversations c WHERE c.pk_conversation_id = ANY(ids) ORDER BY c.pk_conversation_id FOR NO KEY UPDATE;
  PERFORM activity_lock_people(array(
    SELECT c.fk_creator_user_id FROM conversations c WHERE c.pk_conversation_id = ANY(ids)
    UNION SELECT m.fk_user_id FROM conversation_members m WHERE m.fk_conversation_id = ANY(ids)
    UNION SELECT r.fk_user_id FROM unnest(removed) r));
  given := array(SELECT c FROM conversations c WHERE c.pk_conversation_id = ANY(ids));
  PERFORM connection_counts_apply(
    connection_of_conversations(given, array(
      SELECT m FROM conversation_members m WHERE m.fk_conversation_id = ANY(ids)
        AND NOT EXISTS (SELECT 1 FROM unnest(added) a WHERE a.fk_conversation_id = m.fk_conversation_id AND a.fk_user_id = m.fk_user_id)
      UNION ALL SELECT r FROM unnest(removed) r), -1)
    || connection_of_conversations(given, array(SELECT m FROM conversation_members m WHERE m.fk_conversation_id = ANY(ids)), 1));
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER connection_counts_members_insert_tr AFTER INSERT ON conversation_members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connection_counts_members();
--> statement-breakpoint
CREATE TRIGGER connection_counts_members_update_tr AFTER UPDATE ON conversation_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connection_counts_members();
--> statement-breakpoint
CREATE TRIGGER connection_counts_members_delete_tr AFTER DELETE ON conversation_members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION connection_counts_members();
--> statement-breakpoint

-- People who changed company.
CREATE FUNCTION connection_counts_users() RETURNS trigger LANGUAGE plpgsql AS $$
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
  FOR i IN 1 .. cardinality(moved) LOOP
    PERFORM pg_advisory_xact_lock(hashtext('activity_people'), moved[i]);
  END LOOP;
  PERFORM 1 FROM companies co
    WHERE co.pk_company_id IN (SELECT fk_company_id FROM old_rows UNION SELECT fk_company_id FROM new_rows)
    ORDER BY co.pk_company_id FOR SHARE;
  PERFORM pg_advisory_xact_lock(hashtext('activity_moves'));
  PERFORM connection_counts_apply(connection_moves(moved, '{}', row(moved, former, '{}', '{}', '{}')::connection_before));
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER connection_counts_users_update_tr AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connection_counts_users();
--> statement-breakpoint

-- A person removed for good: off as they count now, on as they will without them (their
-- conversations' other pairs stay), before the cascade and the creator's set null.
CREATE FUNCTION connection_counts_user_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- connection_moves takes off as the overrides say (here: the person without a company, as
  -- gone) and puts on as now; a removal is the reverse.
  PERFORM connection_counts_apply(array(
    SELECT row(c.at, c.what, c.from_country_id, c.to_country_id, -c.n)::connection_change
    FROM unnest(connection_moves(ARRAY[OLD.pk_user_id], '{}',
      row(ARRAY[OLD.pk_user_id], ARRAY[NULL::int], '{}', '{}', '{}')::connection_before)) c));
  RETURN OLD;
END $$;
--> statement-breakpoint

CREATE TRIGGER connection_counts_user_removed_tr BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION connection_counts_user_removed();
--> statement-breakpoint

-- Companies moved to another economy, deleted or restored.
CREATE FUNCTION connection_counts_companies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved int[];
  former int[];
  was_live boolean[];
BEGIN
  SELECT coalesce(array_agg(o.pk_company_id), '{}'), coalesce(array_agg(o.fk_country_id), '{}'), coalesce(array_agg(o.deleted_at IS NULL), '{}')
  INTO moved, former, was_live
  FROM old_rows o JOIN new_rows n ON n.pk_company_id = o.pk_company_id
  WHERE (o.fk_country_id, o.deleted_at IS NULL) IS DISTINCT FROM (n.fk_country_id, n.deleted_at IS NULL);
  IF cardinality(moved) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('activity_moves'));
  PERFORM connection_counts_apply(connection_moves(array(SELECT u.pk_user_id FROM users u WHERE u.fk_company_id = ANY(moved)), moved,
    row('{}', '{}', moved, former, was_live)::connection_before));
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER connection_counts_companies_update_tr AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION connection_counts_companies();
--> statement-breakpoint

-- A company removed for good (it has no people then): its favourites off before the cascade.
CREATE FUNCTION connection_counts_company_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM connection_counts_apply(connection_of_favourites(
    array(SELECT f FROM favorite_companies f WHERE f.fk_company_id = OLD.pk_company_id), -1));
  RETURN OLD;
END $$;
--> statement-breakpoint

CREATE TRIGGER connection_counts_company_removed_tr BEFORE DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION connection_counts_company_removed();
--> statement-breakpoint

-- Everything recounted: once here, and after a bulk load that ran with the triggers off (bench/).
CREATE FUNCTION connection_counts_recount() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE connection_counts IN EXCLUSIVE MODE;
  DELETE FROM connection_counts;
  SELECT connection_counts_apply(
    connection_of_favourites(array(SELECT f FROM favorite_companies f), 1)
    || connection_of_conversations(array(SELECT c FROM conversations c), array(SELECT m FROM conversation_members m), 1));
$$;
--> statement-breakpoint

SELECT connection_counts_recount();
