-- The offer counts of the dashboard (table offer_counts: src/db/schema/catalogue.ts, migration
-- 0001), kept in the writing transaction. Hand-written and kept by db:regenerate. A count of the
-- offers on the market today reads these few hundred rows instead of every item (at 1,000,000
-- items the direct count took seconds; docs/decisions.md "Counts kept by triggers").
--
-- An item is counted while it is visible for supply and its company is verified and not deleted,
-- under its company's economy, kind, sides and validity (open ends as -infinity / infinity).
-- Every change is applied in one upsert ordered by the counted key, so concurrent writers lock
-- the counters they share in the same order (no deadlock), and an item's trigger reads its
-- company FOR SHARE, so a company's verification or deletion and a write of one of its items
-- are never applied on each other's stale view.

CREATE TYPE offer_count_change AS (fk_country_id int, kind text, is_supply boolean, is_demand boolean, valid_from date, valid_to date, items int);
--> statement-breakpoint

CREATE FUNCTION offer_counts_apply(changes offer_count_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO offer_counts AS oc (fk_country_id, kind, is_supply, is_demand, valid_from, valid_to, items)
  SELECT c.fk_country_id, c.kind, c.is_supply, c.is_demand, coalesce(c.valid_from, '-infinity'), coalesce(c.valid_to, 'infinity'), sum(c.items)
  FROM unnest(changes) c
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(c.items) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (fk_country_id, kind, is_supply, is_demand, valid_from, valid_to) DO UPDATE SET items = oc.items + excluded.items
$$;
--> statement-breakpoint

-- Items inserted, updated or deleted: the old rows' counts off, the new rows' on, in one upsert.
CREATE FUNCTION offer_counts_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes offer_count_change[] := '{}';
BEGIN
  -- Every company the rows belong to, before and after, locked first whatever its state: a
  -- company a row's read below leaves out (unverified) must not be verified or moved by another
  -- transaction between that read and the next, or its trigger and this one would both count it.
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM companies co WHERE co.pk_company_id IN (SELECT fk_company_id FROM new_rows) ORDER BY co.pk_company_id FOR SHARE;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM companies co WHERE co.pk_company_id IN (SELECT fk_company_id FROM old_rows) ORDER BY co.pk_company_id FOR SHARE;
  ELSE
    PERFORM 1 FROM companies co
      WHERE co.pk_company_id IN (SELECT fk_company_id FROM old_rows UNION SELECT fk_company_id FROM new_rows)
      ORDER BY co.pk_company_id FOR SHARE;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || array(
      SELECT row(co.fk_country_id, o.kind, o.is_supply, o.is_demand, o.valid_from, o.valid_to, -1)::offer_count_change
      FROM old_rows o JOIN companies co ON co.pk_company_id = o.fk_company_id
      WHERE o.is_visible_for_supply AND co.is_verified AND co.deleted_at IS NULL
      ORDER BY co.pk_company_id FOR SHARE OF co);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changes := changes || array(
      SELECT row(co.fk_country_id, n.kind, n.is_supply, n.is_demand, n.valid_from, n.valid_to, 1)::offer_count_change
      FROM new_rows n JOIN companies co ON co.pk_company_id = n.fk_company_id
      WHERE n.is_visible_for_supply AND co.is_verified AND co.deleted_at IS NULL
      ORDER BY co.pk_company_id FOR SHARE OF co);
  END IF;
  PERFORM offer_counts_apply(changes);
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER offer_counts_items_insert_tr AFTER INSERT ON catalogue_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION offer_counts_items();
--> statement-breakpoint
CREATE TRIGGER offer_counts_items_update_tr AFTER UPDATE ON catalogue_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION offer_counts_items();
--> statement-breakpoint
CREATE TRIGGER offer_counts_items_delete_tr AFTER DELETE ON catalogue_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION offer_counts_items();
--> statement-breakpoint

-- Companies verified, unverified, deleted, restored or moved to another economy: their items'
-- counts move with them (other updates of a company change nothing here).
CREATE FUNCTION offer_counts_companies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM offer_counts_apply(array(
    SELECT row(x.fk_country_id, i.kind, i.is_supply, i.is_demand, i.valid_from, i.valid_to, x.sign)::offer_count_change
    FROM (
      SELECT o.pk_company_id, o.fk_country_id, -1 AS sign
      FROM old_rows o JOIN new_rows n ON n.pk_company_id = o.pk_company_id
      WHERE o.is_verified AND o.deleted_at IS NULL
        AND NOT (n.is_verified AND n.deleted_at IS NULL AND n.fk_country_id = o.fk_country_id)
      UNION ALL
      SELECT n.pk_company_id, n.fk_country_id, 1
      FROM old_rows o JOIN new_rows n ON n.pk_company_id = o.pk_company_id
      WHERE n.is_verified AND n.deleted_at IS NULL
        AND NOT (o.is_verified AND o.deleted_at IS NULL AND n.fk_country_id = o.fk_country_id)) x
    JOIN catalogue_items i ON i.fk_company_id = x.pk_company_id AND i.is_visible_for_supply));
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER offer_counts_companies_update_tr AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION offer_counts_companies();
--> statement-breakpoint

-- A company removed for good: its items' counts off before the cascade removes the items (their
-- own trigger then finds no company and counts nothing).
CREATE FUNCTION offer_counts_company_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_verified AND OLD.deleted_at IS NULL THEN
    PERFORM offer_counts_apply(array(
      SELECT row(OLD.fk_country_id, i.kind, i.is_supply, i.is_demand, i.valid_from, i.valid_to, -1)::offer_count_change
      FROM catalogue_items i WHERE i.fk_company_id = OLD.pk_company_id AND i.is_visible_for_supply));
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint

CREATE TRIGGER offer_counts_company_removed_tr BEFORE DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION offer_counts_company_removed();
--> statement-breakpoint

-- The counts recounted from the items: once here, and after a bulk load that ran with the
-- triggers off (bench/). Locks the table so that no writer's change falls between.
CREATE FUNCTION offer_counts_recount() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE offer_counts IN EXCLUSIVE MODE;
  DELETE FROM offer_counts;
  INSERT INTO offer_counts (fk_country_id, kind, is_supply, is_demand, valid_from, valid_to, items)
  SELECT co.fk_country_id, i.kind, i.is_supply, i.is_demand, coalesce(i.valid_from, '-infinity'), coalesce(i.valid_to, 'infinity'), count(*)
  FROM catalogue_items i JOIN companies co ON co.pk_company_id = i.fk_company_id
  WHERE i.is_visible_for_supply AND co.is_verified AND co.deleted_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6
$$;
--> statement-breakpoint

SELECT offer_counts_recount();
