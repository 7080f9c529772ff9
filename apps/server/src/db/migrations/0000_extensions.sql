CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- Lower case without accents, for accent- and case-insensitive search. unaccent() is only
-- stable (its dictionary could change), so it cannot be indexed; this wrapper names the
-- dictionary and is declared immutable, so that trigram indexes on folded(name) serve
-- `folded(name) like '%text%'` (lib/text-match.ts).
CREATE OR REPLACE FUNCTION folded(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower($1)) $$;
