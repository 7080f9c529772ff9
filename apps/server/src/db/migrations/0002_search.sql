-- The search documents (modules/search) and how they are kept current. Hand-written: drizzle
-- does not model text search configurations, views, functions or triggers. The tables are in
-- src/db/schema/search.ts (migration 0001).

-- Words folded as the search folds them: lower case without accents, nothing stemmed (names of
-- companies and products in several languages).
CREATE TEXT SEARCH CONFIGURATION folded (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION folded
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part, numword, numhword
  WITH unaccent, simple;
--> statement-breakpoint
-- A text's words for a document: folded() first (Cyrillic to Latin, dj as d; migration 0000), so
-- that documents and queries (search.repository.ts foldText) fold alike, whatever the script.
CREATE FUNCTION search_vector(text) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
  $$ SELECT to_tsvector('folded'::regconfig, folded($1)) $$;
--> statement-breakpoint
-- Rich text as plain words.
CREATE FUNCTION search_plain(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
  $$ SELECT regexp_replace(coalesce($1, ''), '<[^>]*>|&[a-z]+;', ' ', 'gi') $$;
--> statement-breakpoint
-- A classification's code and its names in every language.
CREATE FUNCTION search_code_words(int[]) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(c.code || ' ' || coalesce(n.names, ''), ' '), '')
  FROM codes c
  LEFT JOIN LATERAL (SELECT string_agg(tr.name, ' ') AS names FROM code_translations tr WHERE tr.fk_code_id = c.pk_code_id) n ON true
  WHERE c.pk_code_id = ANY($1)
$$;
--> statement-breakpoint
-- Codes with every code above them (a NACE class, its group, division and section): a level at
-- a time through the primary key (a recursive query per document took 25 times longer).
CREATE FUNCTION search_code_lineage(ids int[]) RETURNS int[] LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  lineage int[] := '{}';
  above int[] := ids;
BEGIN
  WHILE cardinality(above) > 0 LOOP
    lineage := lineage || above;
    above := array(SELECT DISTINCT c.fk_parent_id FROM codes c WHERE c.pk_code_id = ANY(above) AND c.fk_parent_id IS NOT NULL);
  END LOOP;
  RETURN lineage;
END $$;
--> statement-breakpoint
-- The names of the codes above these (a heading's chapter and section, a class's group, division
-- and section) in every language: a document weighs them as its text (C), so that "voće" finds an
-- item under a heading of HS chapter 08, whose Serbian name has the word, without making the
-- ancestors' words part of the name-like words (A, B) that starts and the dictionary are made of.
CREATE FUNCTION search_ancestor_words(ids int[]) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT search_code_words(array(SELECT unnest(search_code_lineage(ids)) EXCEPT SELECT unnest(ids)))
$$;
--> statement-breakpoint
-- The filter values of a document as lexemes without position (so they never weigh in a rank),
-- named so that no word of a text can be one ('#' is not a word character): a filtered search
-- intersects them with its words inside the full-text index (search-facets.ts) instead of
-- reading every document that has the words. Categories carry their ancestors, so a chosen
-- branch is one lexeme.
CREATE FUNCTION search_facets(country int, wb6 boolean, mnc boolean, verified boolean, categories int[],
  types int[], modules int[], supply boolean, demand boolean) RETURNS tsvector LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  lexemes text[] := ARRAY['#c' || country];
  id int;
BEGIN
  IF wb6 THEN lexemes := lexemes || '#wb6'::text; END IF;
  IF mnc THEN lexemes := lexemes || '#mnc'::text; END IF;
  IF verified THEN lexemes := lexemes || '#verified'::text; END IF;
  IF supply THEN lexemes := lexemes || '#supply'::text; END IF;
  IF demand THEN lexemes := lexemes || '#demand'::text; END IF;
  FOREACH id IN ARRAY search_code_lineage(categories) LOOP lexemes := lexemes || ('#k' || id); END LOOP;
  FOREACH id IN ARRAY types LOOP lexemes := lexemes || ('#t' || id); END LOOP;
  FOREACH id IN ARRAY modules LOOP lexemes := lexemes || ('#m' || id); END LOOP;
  RETURN array_to_tsvector(lexemes);
END $$;
--> statement-breakpoint
-- A document with the starts (two to four letters, '>' before them) of its words of names,
-- keywords and classifications, at those words' positions and weights: a word being typed is
-- one entry of the index, where ORing every word it starts ("car": cards, cargo, carpets...)
-- built a bitmap of 57,000 matches in 15 to 25 ms on the million-item benchmark. Through the
-- text form, which merges the new lexemes with the positions as given (|| would shift them).
CREATE FUNCTION search_with_starts(doc tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (doc::text || ' ' || coalesce(string_agg(format('%s:%s', quote_literal('>' || left(l.lexeme, n)), l.at), ' '), ''))::tsvector
  FROM (SELECT u.lexeme, (SELECT string_agg(p || w, ',') FROM unnest(u.positions, u.weights) x(p, w) WHERE w IN ('A', 'B')) AS at
        FROM unnest(doc) u WHERE u.weights && ARRAY['A', 'B'] AND u.lexeme !~ '[0-9]') l,
    generate_series(2, least(4, length(l.lexeme) - 1)) n
$$;
--> statement-breakpoint
-- What a document holds, for every company and item: the one definition that writes
-- search_documents (search_refresh) and rebuilds it (search_rebuild).
CREATE VIEW search_document_source AS
SELECT 'company'::text AS kind, c.pk_company_id AS item_id, c.pk_company_id AS company_id,
  search_with_starts(setweight(search_vector(c.name), 'A')
    || setweight(search_vector(search_code_words(sec.ids)), 'B'))
    || setweight(search_vector(search_plain(b.short_company_profile) || ' ' || search_plain(b.main_business_activity)
         || ' ' || search_ancestor_words(sec.ids)), 'C')
    || search_facets(c.fk_country_id, k.is_wb6, c.is_mnc, c.is_verified, sec.ids, ty.ids, mo.ids, false, false)
    AS document,
  c.fk_country_id AS country_id, k.is_wb6, c.is_mnc, c.is_verified,
  sec.ids AS category_ids, ty.ids AS company_type_ids, mo.ids AS module_ids,
  false AS is_supply, false AS is_demand, NULL::date AS valid_from, NULL::date AS valid_to, true AS is_visible,
  c.updated_at AS changed_at, search_with_starts(setweight(search_vector(c.name), 'A')) AS name_words
FROM companies c
JOIN countries k ON k.pk_country_id = c.fk_country_id
LEFT JOIN b2b_infos b ON b.fk_company_id = c.pk_company_id
CROSS JOIN LATERAL (SELECT array(SELECT fk_code_id FROM company_sectors WHERE fk_company_id = c.pk_company_id ORDER BY 1) AS ids) sec
CROSS JOIN LATERAL (SELECT array(SELECT fk_code_id FROM company_types WHERE fk_company_id = c.pk_company_id ORDER BY 1) AS ids) ty
CROSS JOIN LATERAL (SELECT array(SELECT module_id FROM company_modules WHERE fk_company_id = c.pk_company_id ORDER BY 1) AS ids) mo
WHERE c.deleted_at IS NULL
UNION ALL
SELECT i.kind, i.pk_item_id, i.fk_company_id,
  search_with_starts(setweight(search_vector(i.name), 'A')
    || setweight(search_vector(array_to_string(i.keywords, ' ') || ' '
         || search_code_words(array_remove(ARRAY[i.fk_classification_id, i.fk_service_category_id], NULL))), 'B'))
    || setweight(search_vector(search_plain(i.description) || ' '
         || search_ancestor_words(array_remove(ARRAY[i.fk_classification_id, i.fk_service_category_id], NULL))), 'C')
    || setweight(search_vector(c.name), 'D')
    || search_facets(c.fk_country_id, k.is_wb6, c.is_mnc, c.is_verified,
         array_remove(ARRAY[i.fk_classification_id, i.fk_service_category_id], NULL), ty.ids, mo.ids, i.is_supply, i.is_demand),
  c.fk_country_id, k.is_wb6, c.is_mnc, c.is_verified,
  array_remove(ARRAY[i.fk_classification_id, i.fk_service_category_id], NULL),
  ty.ids, mo.ids,
  i.is_supply, i.is_demand, i.valid_from, i.valid_to, i.is_visible_for_supply,
  i.updated_at, search_with_starts(setweight(search_vector(i.name), 'A'))
FROM catalogue_items i
JOIN companies c ON c.pk_company_id = i.fk_company_id
JOIN countries k ON k.pk_country_id = c.fk_country_id
CROSS JOIN LATERAL (SELECT array(SELECT fk_code_id FROM company_types WHERE fk_company_id = c.pk_company_id ORDER BY 1) AS ids) ty
CROSS JOIN LATERAL (SELECT array(SELECT module_id FROM company_modules WHERE fk_company_id = c.pk_company_id ORDER BY 1) AS ids) mo
WHERE c.deleted_at IS NULL;
--> statement-breakpoint
-- The dictionary takes the words of names, keywords and classifications (weights A and B), not
-- the word starts ('>') nor the filter values ('#').
-- A word and its one-letter deletions: the keys search_word_variants files a dictionary word
-- under, and those a query word is looked up by (search.repository.ts).
CREATE FUNCTION search_variants(w text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_agg(DISTINCT v) FROM (
    SELECT w AS v UNION ALL SELECT left(w, i - 1) || substr(w, i + 1) FROM generate_series(1, length(w)) i
  ) variants
$$;
--> statement-breakpoint
-- New dictionary words, with their variants (none for words with digits: codes forgive no typo).
CREATE FUNCTION search_add_variants(p_words text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_word_variants (variant, word)
  SELECT DISTINCT v, w FROM unnest(p_words) w, unnest(search_variants(w)) v
  WHERE w !~ '[0-9]'
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE FUNCTION search_add_words(p_kind text, p_ids int[]) RETURNS void LANGUAGE sql AS $$
  WITH added AS (
    INSERT INTO search_words (word)
    SELECT DISTINCT l.lexeme FROM search_documents d, unnest(d.document) l
    WHERE d.kind = p_kind AND d.item_id = ANY(p_ids) AND l.weights && ARRAY['A', 'B']
      AND length(l.lexeme) >= 3 AND l.lexeme ~ '^[[:alnum:]]' AND l.lexeme ~ '[[:alpha:]]'
    ON CONFLICT DO NOTHING
    RETURNING word
  )
  SELECT search_add_variants(array(SELECT word FROM added))
$$;
--> statement-breakpoint
-- Writes the documents of the given companies or items again, and removes those whose source
-- is gone or deleted. An upsert in id order, so that concurrent writes to the same documents
-- wait for each other instead of failing or deadlocking.
CREATE FUNCTION search_refresh(p_kind text, p_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kept int[];
BEGIN
  IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN RETURN; END IF;
  WITH written AS (
    INSERT INTO search_documents AS d
      SELECT * FROM search_document_source WHERE kind = p_kind AND item_id = ANY(p_ids) ORDER BY item_id
    ON CONFLICT (kind, item_id) DO UPDATE SET
      company_id = excluded.company_id, document = excluded.document, country_id = excluded.country_id,
      is_wb6 = excluded.is_wb6, is_mnc = excluded.is_mnc, is_verified = excluded.is_verified,
      category_ids = excluded.category_ids, company_type_ids = excluded.company_type_ids, module_ids = excluded.module_ids,
      is_supply = excluded.is_supply, is_demand = excluded.is_demand, valid_from = excluded.valid_from,
      valid_to = excluded.valid_to, is_visible = excluded.is_visible, changed_at = excluded.changed_at,
      name_words = excluded.name_words
    RETURNING d.item_id
  )
  SELECT array_agg(item_id) INTO kept FROM written;
  DELETE FROM search_documents d
  WHERE d.kind = p_kind AND d.item_id = ANY(p_ids) AND NOT (d.item_id = ANY(coalesce(kept, '{}')));
  PERFORM search_add_words(p_kind, p_ids);
END $$;
--> statement-breakpoint
-- A company's document and, when `with_items`, those of its products and services, which carry
-- the company's name, country, verification, types and modules.
CREATE FUNCTION search_refresh_companies(p_ids int[], with_items boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh('company', p_ids);
  IF with_items THEN
    PERFORM search_refresh('product', array(SELECT pk_item_id FROM catalogue_items WHERE kind = 'product' AND fk_company_id = ANY(p_ids)));
    PERFORM search_refresh('service', array(SELECT pk_item_id FROM catalogue_items WHERE kind = 'service' AND fk_company_id = ANY(p_ids)));
  END IF;
END $$;
--> statement-breakpoint
-- Every document again, and the dictionary: after a bulk load with triggers off (bench/).
CREATE FUNCTION search_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_documents, search_words, search_word_variants;
  INSERT INTO search_documents SELECT * FROM search_document_source;
  INSERT INTO search_words (word)
    SELECT DISTINCT l.lexeme FROM search_documents d, unnest(d.document) l
    WHERE l.weights && ARRAY['A', 'B'] AND length(l.lexeme) >= 3 AND l.lexeme ~ '^[[:alnum:]]' AND l.lexeme ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  INSERT INTO search_word_variants (variant, word)
    SELECT v, w.word FROM search_words w, unnest(search_variants(w.word)) v WHERE w.word !~ '[0-9]'
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
-- Triggers: the documents change in the transaction of the write that changes their source.
CREATE FUNCTION search_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents d USING old_rows o WHERE d.kind = o.kind AND d.item_id = o.pk_item_id;
  ELSE
    PERFORM search_refresh('product', array(SELECT pk_item_id FROM new_rows WHERE kind = 'product'));
    PERFORM search_refresh('service', array(SELECT pk_item_id FROM new_rows WHERE kind = 'service'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_items_inserted AFTER INSERT ON catalogue_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_items_changed();
--> statement-breakpoint
CREATE TRIGGER search_items_updated AFTER UPDATE ON catalogue_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_items_changed();
--> statement-breakpoint
CREATE TRIGGER search_items_deleted AFTER DELETE ON catalogue_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_items_changed();
--> statement-breakpoint
CREATE FUNCTION search_company_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Items carry the company's name, country, verification and multinational flag.
  PERFORM search_refresh_companies(ARRAY[NEW.pk_company_id],
    TG_OP = 'UPDATE' AND (OLD.name, OLD.fk_country_id, OLD.is_verified, OLD.is_mnc, OLD.deleted_at)
      IS DISTINCT FROM (NEW.name, NEW.fk_country_id, NEW.is_verified, NEW.is_mnc, NEW.deleted_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_company_changed AFTER INSERT OR UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION search_company_changed();
--> statement-breakpoint
-- Deleting a company row removes its items by cascade (their trigger) and its document here.
CREATE FUNCTION search_company_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents d USING old_rows o WHERE d.kind = 'company' AND d.item_id = o.pk_company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_company_deleted AFTER DELETE ON companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_company_deleted();
--> statement-breakpoint
-- Sectors and the B2B texts are in the company's document; types and modules also filter its items.
CREATE FUNCTION search_company_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT fk_company_id FROM old_rows);
  ELSE
    ids := array(SELECT DISTINCT fk_company_id FROM new_rows);
  END IF;
  PERFORM search_refresh_companies(ids, TG_TABLE_NAME IN ('company_types', 'company_modules'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_sectors_inserted AFTER INSERT ON company_sectors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_company_part_changed();
--> statement-breakpoint
CREATE TRIGGER search_sectors_deleted AFTER DELETE ON company_sectors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_company_part_changed();
--> statement-breakpoint
CREATE TRIGGER search_types_inserted AFTER INSERT ON company_types
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_company_part_changed();
--> statement-breakpoint
CREATE TRIGGER search_types_deleted AFTER DELETE ON company_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_company_part_changed();
--> statement-breakpoint
CREATE TRIGGER search_modules_inserted AFTER INSERT ON company_modules
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_company_part_changed();
--> statement-breakpoint
CREATE TRIGGER search_modules_deleted AFTER DELETE ON company_modules
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_company_part_changed();
--> statement-breakpoint
CREATE TRIGGER search_b2b_inserted AFTER INSERT ON b2b_infos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_company_part_changed();
--> statement-breakpoint
CREATE TRIGGER search_b2b_updated AFTER UPDATE ON b2b_infos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_company_part_changed();
--> statement-breakpoint
-- A renamed classification renames it in every document that holds it or a code under it (the
-- documents carry their codes' ancestors' names).
CREATE FUNCTION search_codes_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  renamed int[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Only a new name (the seed rewrites the folded search names of every code).
    renamed := array(SELECT DISTINCT n.fk_code_id FROM new_rows n JOIN old_rows o USING (fk_code_id, fk_language_id) WHERE n.name IS DISTINCT FROM o.name);
  ELSE
    renamed := array(SELECT DISTINCT fk_code_id FROM new_rows);
  END IF;
  IF cardinality(renamed) = 0 OR NOT EXISTS (SELECT 1 FROM search_documents) THEN RETURN NULL; END IF;
  renamed := array(WITH RECURSIVE under(id) AS (
    SELECT unnest(renamed) UNION SELECT c.pk_code_id FROM codes c JOIN under u ON c.fk_parent_id = u.id) SELECT id FROM under);
  PERFORM search_refresh(k.kind, array(SELECT item_id FROM search_documents d WHERE d.kind = k.kind AND d.category_ids && renamed))
  FROM (VALUES ('company'), ('product'), ('service')) k(kind);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_codes_inserted AFTER INSERT ON code_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_codes_renamed();
--> statement-breakpoint
CREATE TRIGGER search_codes_updated AFTER UPDATE ON code_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_codes_renamed();
