-- The companies' insights figures (table company_counts: src/db/schema/companies.ts, migration
-- 0001), kept in the writing transaction like 0005 to 0007. Hand-written and kept by
-- db:regenerate. The companies answer of /admin-center/power-bi reads these rows instead of
-- 100,000 companies and their activities (0.3 to 0.8 s before; docs/decisions.md "Counts kept by
-- triggers").
--
-- A company not deleted counts once as itself (section 0) and once under each NACE section of its
-- activities, per economy, verification and day, month and year of registration. A section is a
-- set: an activity added counts only when it brings the company into a section, one removed only
-- when it takes the company out of it; so a company's activity writes queue on a transaction lock
-- of the company (each then reads the other's committed rows) after locking the company FOR SHARE
-- (a verification or deletion waits for them, and they for it).

CREATE TYPE company_count_change AS (created_at timestamptz, fk_country_id int, section_id int, is_verified boolean, companies int);
--> statement-breakpoint

CREATE FUNCTION company_counts_apply(changes company_count_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_counts AS cc (span, bucket, fk_country_id, section_id, is_verified, companies)
  SELECT b.span, b.bucket, c.fk_country_id, c.section_id, c.is_verified, sum(c.companies)
  FROM unnest(changes) c
  CROSS JOIN LATERAL (VALUES ('day', (c.created_at AT TIME ZONE 'Europe/Belgrade')::date),
    ('month', date_trunc('month', c.created_at AT TIME ZONE 'Europe/Belgrade')::date),
    ('year', date_trunc('year', c.created_at AT TIME ZONE 'Europe/Belgrade')::date)) b(span, bucket)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(c.companies) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (span, bucket, fk_country_id, section_id, is_verified) DO UPDATE SET companies = cc.companies + excluded.companies
$$;
--> statement-breakpoint

-- The NACE sections (roots of the activity tree, type 5) of the codes given.
CREATE FUNCTION company_code_sections(ids int[]) RETURNS TABLE (code_id int, section_id int) LANGUAGE sql STABLE AS $$
  SELECT s.code_id, s.section_id FROM catalogue_code_sections(ids) s JOIN codes r ON r.pk_code_id = s.section_id AND r.fk_code_type_id = 5
$$;
--> statement-breakpoint

-- The counts of the companies given (rows as they are or were), each with `sign`: itself, and
-- each section of its activities as they are; nothing for a deleted one.
CREATE FUNCTION company_counts_of(given companies[], sign int) RETURNS company_count_change[] LANGUAGE sql STABLE AS $$
  WITH live AS (SELECT c.* FROM unnest(given) c WHERE c.deleted_at IS NULL),
  activity AS (SELECT cs.fk_company_id, cs.fk_code_id FROM company_sectors cs WHERE cs.fk_company_id IN (SELECT pk_company_id FROM live))
  SELECT array(
    SELECT row(l.created_at, l.fk_country_id, 0, l.is_verified, sign)::company_count_change FROM live l
    UNION ALL
    SELECT row(l.created_at, l.fk_country_id, x.section_id, l.is_verified, sign)::company_count_change
    FROM live l JOIN (
      SELECT DISTINCT a.fk_company_id, s.section_id FROM activity a
      JOIN company_code_sections(array(SELECT DISTINCT fk_code_id FROM activity)) s ON s.code_id = a.fk_code_id) x
      ON x.fk_company_id = l.pk_company_id)
$$;
--> statement-breakpoint

-- Companies registered, or changed in what they are counted by: off as they were, on as they are.
CREATE FUNCTION company_counts_companies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM company_counts_apply(company_counts_of(array(SELECT ROW(n.*)::companies FROM new_rows n), 1));
  ELSE
    PERFORM company_counts_apply(
      company_counts_of(array(
        SELECT ROW(o.*)::companies FROM old_rows o JOIN new_rows n ON n.pk_company_id = o.pk_company_id
        WHERE (o.created_at, o.deleted_at IS NULL, o.fk_country_id, o.is_verified)
          IS DISTINCT FROM (n.created_at, n.deleted_at IS NULL, n.fk_country_id, n.is_verified)), -1)
      || company_counts_of(array(
        SELECT ROW(n.*)::companies FROM old_rows o JOIN new_rows n ON n.pk_company_id = o.pk_company_id
        WHERE (o.created_at, o.deleted_at IS NULL, o.fk_country_id, o.is_verified)
          IS DISTINCT FROM (n.created_at, n.deleted_at IS NULL, n.fk_country_id, n.is_verified)), 1));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER company_counts_companies_insert_tr AFTER INSERT ON companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_counts_companies();
--> statement-breakpoint
CREATE TRIGGER company_counts_companies_update_tr AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_counts_companies();
--> statement-breakpoint

-- A company removed for good: off whole before the cascade removes its activities (whose own
-- trigger then finds no company and counts nothing).
CREATE FUNCTION company_counts_company_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_counts_apply(company_counts_of(ARRAY[OLD], -1));
  RETURN OLD;
END $$;
--> statement-breakpoint

CREATE TRIGGER company_counts_company_removed_tr BEFORE DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION company_counts_company_removed();
--> statement-breakpoint

-- Activities added and removed (the rows of a statement): each company's sections as they were
-- before it (its activities now, less those added, with those removed) and as they are; the
-- sections entered counted on, those left off.
CREATE FUNCTION company_sections_change(added company_sectors[], removed company_sectors[]) RETURNS company_count_change[]
  LANGUAGE sql STABLE AS $$
  WITH ids AS (SELECT a.fk_company_id AS id FROM unnest(added) a UNION SELECT r.fk_company_id FROM unnest(removed) r),
  now_a AS (SELECT cs.fk_company_id, cs.fk_code_id FROM company_sectors cs WHERE cs.fk_company_id IN (SELECT id FROM ids)),
  before_a AS (
    SELECT n.fk_company_id, n.fk_code_id FROM now_a n
    WHERE NOT EXISTS (SELECT 1 FROM unnest(added) a WHERE a.fk_company_id = n.fk_company_id AND a.fk_code_id = n.fk_code_id)
    UNION ALL
    SELECT r.fk_company_id, r.fk_code_id FROM unnest(removed) r),
  sect AS (SELECT * FROM company_code_sections(array(SELECT fk_code_id FROM now_a UNION SELECT fk_code_id FROM before_a))),
  after_x AS (SELECT DISTINCT n.fk_company_id, s.section_id FROM now_a n JOIN sect s ON s.code_id = n.fk_code_id),
  before_x AS (SELECT DISTINCT b.fk_company_id, s.section_id FROM before_a b JOIN sect s ON s.code_id = b.fk_code_id),
  diff AS (
    SELECT fk_company_id, section_id, 1 AS sign FROM (SELECT * FROM after_x EXCEPT SELECT * FROM before_x) entered
    UNION ALL
    SELECT fk_company_id, section_id, -1 FROM (SELECT * FROM before_x EXCEPT SELECT * FROM after_x) left_)
  SELECT array(
    SELECT row(co.created_at, co.fk_country_id, d.section_id, co.is_verified, d.sign)::company_count_change
    FROM diff d JOIN companies co ON co.pk_company_id = d.fk_company_id AND co.deleted_at IS NULL)
$$;
--> statement-breakpoint

CREATE FUNCTION company_counts_sectors() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
  id int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT DISTINCT fk_company_id FROM new_rows ORDER BY 1);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT fk_company_id FROM old_rows ORDER BY 1);
  ELSE
    ids := array(SELECT fk_company_id FROM old_rows UNION SELECT fk_company_id FROM new_rows ORDER BY 1);
  END IF;
  PERFORM 1 FROM companies co WHERE co.pk_company_id = ANY(ids) ORDER BY co.pk_company_id FOR SHARE;
  FOREACH id IN ARRAY ids LOOP
    PERFORM pg_advisory_xact_lock(hashtext('company_sectors'), id);
  END LOOP;
  IF TG_OP = 'INSERT' THEN
    PERFORM company_counts_apply(company_sections_change(array(SELECT ROW(n.*)::company_sectors FROM new_rows n), '{}'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM company_counts_apply(company_sections_change('{}', array(SELECT ROW(o.*)::company_sectors FROM old_rows o)));
  ELSE
    PERFORM company_counts_apply(company_sections_change(array(SELECT ROW(n.*)::company_sectors FROM new_rows n),
      array(SELECT ROW(o.*)::company_sectors FROM old_rows o)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER company_counts_sectors_insert_tr AFTER INSERT ON company_sectors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_counts_sectors();
--> statement-breakpoint
CREATE TRIGGER company_counts_sectors_update_tr AFTER UPDATE ON company_sectors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_counts_sectors();
--> statement-breakpoint
CREATE TRIGGER company_counts_sectors_delete_tr AFTER DELETE ON company_sectors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_counts_sectors();
--> statement-breakpoint

-- Everything recounted: once here, after a bulk load that ran with the triggers off (bench/), and
-- when a code moves to another parent (its companies may change section).
CREATE FUNCTION company_counts_recount() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE company_counts IN EXCLUSIVE MODE;
  DELETE FROM company_counts;
  WITH RECURSIVE sect(id, section_id) AS (
    SELECT pk_code_id, pk_code_id FROM codes WHERE fk_code_type_id = 5 AND fk_parent_id IS NULL
    UNION ALL SELECT c.pk_code_id, s.section_id FROM codes c JOIN sect s ON c.fk_parent_id = s.id),
  counted AS (
    SELECT co.created_at, co.fk_country_id, 0 AS section_id, co.is_verified FROM companies co WHERE co.deleted_at IS NULL
    UNION ALL
    SELECT co.created_at, co.fk_country_id, x.section_id, co.is_verified
    FROM companies co JOIN (SELECT DISTINCT cs.fk_company_id, s.section_id FROM company_sectors cs JOIN sect s ON s.id = cs.fk_code_id) x
      ON x.fk_company_id = co.pk_company_id
    WHERE co.deleted_at IS NULL)
  INSERT INTO company_counts (span, bucket, fk_country_id, section_id, is_verified, companies)
  SELECT b.span, b.bucket, c.fk_country_id, c.section_id, c.is_verified, count(*)
  FROM counted c
  CROSS JOIN LATERAL (VALUES ('day', (c.created_at AT TIME ZONE 'Europe/Belgrade')::date),
    ('month', date_trunc('month', c.created_at AT TIME ZONE 'Europe/Belgrade')::date),
    ('year', date_trunc('year', c.created_at AT TIME ZONE 'Europe/Belgrade')::date)) b(span, bucket)
  GROUP BY 1, 2, 3, 4, 5
$$;
--> statement-breakpoint

CREATE FUNCTION company_counts_code_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM company_counts_recount();
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER company_counts_code_moved_tr AFTER UPDATE OF fk_parent_id ON codes
  FOR EACH ROW WHEN (OLD.fk_parent_id IS DISTINCT FROM NEW.fk_parent_id) EXECUTE FUNCTION company_counts_code_moved();
--> statement-breakpoint

SELECT company_counts_recount();
