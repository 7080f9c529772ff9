-- The catalogue's insights figures (tables catalogue_counts and catalogue_market_groups:
-- src/db/schema/catalogue.ts, migration 0001), kept in the writing transaction like 0005's offer
-- counts. Hand-written and kept by db:regenerate. The catalogue answer of /admin-center/power-bi
-- reads at most some 15,000 of these rows instead of every item (at 1,000,000 items the direct
-- statement took 1.2 to 2.2 s median; docs/decisions.md "Counts kept by triggers").
--
-- catalogue_counts: items of companies not deleted, on a code of the NACE (5) or HS (6) tree, per
-- day, month and year added (Europe/Belgrade, the portal's time zone), economy, section, kind and the
-- last day on the market (-infinity: hidden or of an unverified company; infinity: open). Summed
-- by upserts ordered by key, as offer_counts.
-- catalogue_market_groups: per group of matching codes (the children of a parent) and end of
-- validity, the lowest and highest company on the market per side; a min and max do not subtract,
-- so a changed group is recounted from its items (666 on average at 1,000,000 items) under a
-- transaction lock of that group, taken in group order: writers of one group queue, and each
-- recount reads the items committed before it.
-- Both triggers of an item first lock its companies FOR SHARE (0005's lesson: a verification
-- must not commit between the trigger's reads).

CREATE TYPE catalogue_count_change AS (created_at timestamptz, fk_country_id int, section_id int, kind text, market_until date,
  items int, supply int, demand int);
--> statement-breakpoint

-- The section (the root of the NACE or HS tree) of each code given; codes outside both trees are left out.
CREATE FUNCTION catalogue_code_sections(ids int[]) RETURNS TABLE (code_id int, section_id int) LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(code_id, id, parent_id) AS (
    SELECT c.pk_code_id, c.pk_code_id, c.fk_parent_id FROM codes c WHERE c.pk_code_id = ANY(ids)
    UNION ALL
    SELECT u.code_id, p.pk_code_id, p.fk_parent_id FROM up u JOIN codes p ON p.pk_code_id = u.parent_id)
  SELECT u.code_id, u.id FROM up u JOIN codes r ON r.pk_code_id = u.id
  WHERE u.parent_id IS NULL AND r.fk_code_type_id IN (5, 6)
$$;
--> statement-breakpoint

-- The last day an item is on the market: its end of validity while visible for supply and its company verified.
CREATE FUNCTION catalogue_market_until(is_visible boolean, is_verified boolean, valid_to date) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN is_visible AND is_verified THEN coalesce(valid_to, 'infinity'::date) ELSE '-infinity'::date END
$$;
--> statement-breakpoint

CREATE FUNCTION catalogue_counts_apply(changes catalogue_count_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalogue_counts AS cc (span, bucket, fk_country_id, section_id, kind, market_until, items, supply, demand)
  SELECT b.span, b.bucket, c.fk_country_id, c.section_id, c.kind, c.market_until, sum(c.items), sum(c.supply), sum(c.demand)
  FROM unnest(changes) c
  CROSS JOIN LATERAL (VALUES ('day', (c.created_at AT TIME ZONE 'Europe/Belgrade')::date),
    ('month', date_trunc('month', c.created_at AT TIME ZONE 'Europe/Belgrade')::date),
    ('year', date_trunc('year', c.created_at AT TIME ZONE 'Europe/Belgrade')::date)) b(span, bucket)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(c.items) <> 0 OR sum(c.supply) <> 0 OR sum(c.demand) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (span, bucket, fk_country_id, section_id, kind, market_until)
  DO UPDATE SET items = cc.items + excluded.items, supply = cc.supply + excluded.supply, demand = cc.demand + excluded.demand
$$;
--> statement-breakpoint

-- The groups (parent codes) given refilled from their items on the market.
CREATE FUNCTION catalogue_market_refill(parents int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM catalogue_market_groups WHERE parent_id = ANY(parents);
  INSERT INTO catalogue_market_groups (parent_id, market_until, supply_lo, supply_hi, demand_lo, demand_hi)
  SELECT c.fk_parent_id, coalesce(i.valid_to, 'infinity'::date),
    min(i.fk_company_id) FILTER (WHERE i.is_supply), max(i.fk_company_id) FILTER (WHERE i.is_supply),
    min(i.fk_company_id) FILTER (WHERE i.is_demand), max(i.fk_company_id) FILTER (WHERE i.is_demand)
  FROM codes c
  JOIN catalogue_items i ON i.kind IN ('product', 'service') AND i.fk_classification_id = c.pk_code_id AND i.is_visible_for_supply
  JOIN companies co ON co.pk_company_id = i.fk_company_id AND co.is_verified AND co.deleted_at IS NULL
  WHERE c.fk_code_type_id IN (5, 6) AND c.fk_parent_id = ANY(parents) AND (i.is_supply OR i.is_demand)
  GROUP BY 1, 2
$$;
--> statement-breakpoint

-- A writer's groups recounted, each under its transaction lock taken in group order.
CREATE FUNCTION catalogue_market_recount(parents int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p int;
BEGIN
  FOR p IN SELECT DISTINCT x FROM unnest(parents) x WHERE x IS NOT NULL ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtext('catalogue_market_groups'), p);
  END LOOP;
  PERFORM catalogue_market_refill(parents);
END $$;
--> statement-breakpoint

-- Items inserted, updated or deleted: the old rows' counts off, the new rows' on, in one upsert,
-- and the groups of the rows whose market changed recounted.
CREATE FUNCTION catalogue_counts_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes catalogue_count_change[] := '{}';
  codes_changed int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM companies co WHERE co.pk_company_id IN (SELECT fk_company_id FROM new_rows) ORDER BY co.pk_company_id FOR SHARE;
    codes_changed := array(SELECT DISTINCT fk_classification_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM companies co WHERE co.pk_company_id IN (SELECT fk_company_id FROM old_rows) ORDER BY co.pk_company_id FOR SHARE;
    codes_changed := array(SELECT DISTINCT fk_classification_id FROM old_rows);
  ELSE
    PERFORM 1 FROM companies co
      WHERE co.pk_company_id IN (SELECT fk_company_id FROM old_rows UNION SELECT fk_company_id FROM new_rows)
      ORDER BY co.pk_company_id FOR SHARE;
    -- Only the rows whose market changed move their groups (a renamed item none).
    codes_changed := array(
      SELECT x.code FROM old_rows o JOIN new_rows n ON n.pk_item_id = o.pk_item_id
      CROSS JOIN LATERAL (VALUES (o.fk_classification_id), (n.fk_classification_id)) x(code)
      WHERE (o.fk_classification_id, o.fk_company_id, o.is_supply, o.is_demand, o.is_visible_for_supply, o.valid_to)
        IS DISTINCT FROM (n.fk_classification_id, n.fk_company_id, n.is_supply, n.is_demand, n.is_visible_for_supply, n.valid_to));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || array(
      SELECT row(o.created_at, co.fk_country_id, s.section_id, o.kind,
        catalogue_market_until(o.is_visible_for_supply, co.is_verified, o.valid_to), -1, -o.is_supply::int, -o.is_demand::int)::catalogue_count_change
      FROM old_rows o JOIN companies co ON co.pk_company_id = o.fk_company_id AND co.deleted_at IS NULL
      JOIN catalogue_code_sections(array(SELECT DISTINCT fk_classification_id FROM old_rows)) s ON s.code_id = o.fk_classification_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changes := changes || array(
      SELECT row(n.created_at, co.fk_country_id, s.section_id, n.kind,
        catalogue_market_until(n.is_visible_for_supply, co.is_verified, n.valid_to), 1, n.is_supply::int, n.is_demand::int)::catalogue_count_change
      FROM new_rows n JOIN companies co ON co.pk_company_id = n.fk_company_id AND co.deleted_at IS NULL
      JOIN catalogue_code_sections(array(SELECT DISTINCT fk_classification_id FROM new_rows)) s ON s.code_id = n.fk_classification_id);
  END IF;
  PERFORM catalogue_counts_apply(changes);
  PERFORM catalogue_market_recount(array(SELECT DISTINCT c.fk_parent_id FROM codes c WHERE c.pk_code_id = ANY(codes_changed)));
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER catalogue_counts_items_insert_tr AFTER INSERT ON catalogue_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_items();
--> statement-breakpoint
CREATE TRIGGER catalogue_counts_items_update_tr AFTER UPDATE ON catalogue_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_items();
--> statement-breakpoint
CREATE TRIGGER catalogue_counts_items_delete_tr AFTER DELETE ON catalogue_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_items();
--> statement-breakpoint

-- Companies deleted, restored, moved to another economy, verified or unverified: their items are
-- taken off as they were counted and put on as they now are, and the groups of their items recounted.
CREATE FUNCTION catalogue_counts_companies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved int[];
BEGIN
  moved := array(
    SELECT o.pk_company_id FROM old_rows o JOIN new_rows n ON n.pk_company_id = o.pk_company_id
    WHERE (o.deleted_at IS NULL, o.fk_country_id, o.is_verified) IS DISTINCT FROM (n.deleted_at IS NULL, n.fk_country_id, n.is_verified));
  IF cardinality(moved) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM catalogue_counts_apply(array(
    SELECT row(i.created_at, x.fk_country_id, s.section_id, i.kind,
      catalogue_market_until(i.is_visible_for_supply, x.is_verified, i.valid_to), x.sign, x.sign * i.is_supply::int,
      x.sign * i.is_demand::int)::catalogue_count_change
    FROM (
      SELECT o.pk_company_id, o.fk_country_id, o.is_verified, -1 AS sign FROM old_rows o
      WHERE o.pk_company_id = ANY(moved) AND o.deleted_at IS NULL
      UNION ALL
      SELECT n.pk_company_id, n.fk_country_id, n.is_verified, 1 FROM new_rows n
      WHERE n.pk_company_id = ANY(moved) AND n.deleted_at IS NULL) x
    JOIN catalogue_items i ON i.fk_company_id = x.pk_company_id
    JOIN catalogue_code_sections(array(SELECT DISTINCT i2.fk_classification_id FROM catalogue_items i2 WHERE i2.fk_company_id = ANY(moved))) s
      ON s.code_id = i.fk_classification_id));
  PERFORM catalogue_market_recount(array(
    SELECT DISTINCT c.fk_parent_id FROM catalogue_items i JOIN codes c ON c.pk_code_id = i.fk_classification_id
    WHERE i.fk_company_id = ANY(moved)));
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER catalogue_counts_companies_update_tr AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_companies();
--> statement-breakpoint

-- A company removed for good: its items' counts off before the cascade removes the items (their
-- own trigger then finds no company, counts nothing and recounts their groups without them).
CREATE FUNCTION catalogue_counts_company_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NULL THEN
    PERFORM catalogue_counts_apply(array(
      SELECT row(i.created_at, OLD.fk_country_id, s.section_id, i.kind,
        catalogue_market_until(i.is_visible_for_supply, OLD.is_verified, i.valid_to), -1, -i.is_supply::int,
        -i.is_demand::int)::catalogue_count_change
      FROM catalogue_items i
      JOIN catalogue_code_sections(array(SELECT DISTINCT i2.fk_classification_id FROM catalogue_items i2
        WHERE i2.fk_company_id = OLD.pk_company_id)) s ON s.code_id = i.fk_classification_id
      WHERE i.fk_company_id = OLD.pk_company_id));
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint

CREATE TRIGGER catalogue_counts_company_removed_tr BEFORE DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION catalogue_counts_company_removed();
--> statement-breakpoint

-- Everything recounted from the items: once here, after a bulk load that ran with the triggers
-- off (bench/), and when a code moves to another parent (its items change group, and section
-- when it moves to another tree: a rare edit of the classification, which takes seconds at
-- 1,000,000 items). Locks both tables so that no writer's change falls between.
CREATE FUNCTION catalogue_counts_recount() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE catalogue_counts, catalogue_market_groups IN EXCLUSIVE MODE;
  DELETE FROM catalogue_counts;
  WITH RECURSIVE sect(id, section_id) AS (
    SELECT pk_code_id, pk_code_id FROM codes WHERE fk_code_type_id IN (5, 6) AND fk_parent_id IS NULL
    UNION ALL SELECT c.pk_code_id, s.section_id FROM codes c JOIN sect s ON c.fk_parent_id = s.id),
  per_day AS (
    SELECT (i.created_at AT TIME ZONE 'Europe/Belgrade')::date AS day, co.fk_country_id, s.section_id, i.kind,
      catalogue_market_until(i.is_visible_for_supply, co.is_verified, i.valid_to) AS market_until,
      count(*)::int AS items, (count(*) FILTER (WHERE i.is_supply))::int AS supply, (count(*) FILTER (WHERE i.is_demand))::int AS demand
    FROM catalogue_items i JOIN companies co ON co.pk_company_id = i.fk_company_id AND co.deleted_at IS NULL
    JOIN sect s ON s.id = i.fk_classification_id
    GROUP BY 1, 2, 3, 4, 5)
  INSERT INTO catalogue_counts (span, bucket, fk_country_id, section_id, kind, market_until, items, supply, demand)
  SELECT 'day', day, fk_country_id, section_id, kind, market_until, items, supply, demand FROM per_day
  UNION ALL
  SELECT x.span, x.bucket, fk_country_id, section_id, kind, market_until, sum(items), sum(supply), sum(demand)
  FROM per_day CROSS JOIN LATERAL (VALUES ('month', date_trunc('month', day)::date), ('year', date_trunc('year', day)::date)) x(span, bucket)
  GROUP BY 1, 2, 3, 4, 5, 6;
  SELECT catalogue_market_refill(array(SELECT DISTINCT fk_parent_id FROM codes WHERE fk_code_type_id IN (5, 6) AND fk_parent_id IS NOT NULL));
$$;
--> statement-breakpoint

CREATE FUNCTION catalogue_counts_code_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_counts_recount();
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER catalogue_counts_code_moved_tr AFTER UPDATE OF fk_parent_id ON codes
  FOR EACH ROW WHEN (OLD.fk_parent_id IS DISTINCT FROM NEW.fk_parent_id) EXECUTE FUNCTION catalogue_counts_code_moved();
--> statement-breakpoint

SELECT catalogue_counts_recount();
