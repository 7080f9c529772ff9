CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- Lower case without accents and in Latin script, for accent-, case- and script-insensitive
-- search: Serbian and Macedonian Cyrillic as their Latin alphabets write it (љ lj, њ nj, џ dž,
-- ѓ gj, ќ kj, ѕ dz), then without accents (č ć c, š s, ž z, dž dz), and đ, ђ and the digraph dj
-- as d, so that "Đorđe", "Djordje", "Ђорђе" and "Dorde" are one word. translate() maps letter to
-- letter, so the digraph letters pass through one-letter stand-ins spelt out by replace(); lower()
-- comes after unaccent() because it leaves letters outside ASCII as they are in the C locale.
-- The web folds the same way (@portal/contracts/common/text-fold.ts; a test holds them equal).
-- unaccent() is only stable (its dictionary could change), so it cannot be indexed; this
-- wrapper names the dictionary and is declared immutable, so that trigram indexes on
-- folded(name) serve `folded(name) like '%text%'` (lib/text-match.ts).
CREATE OR REPLACE FUNCTION folded(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT replace(lower(public.unaccent('public.unaccent'::regdictionary,
    replace(replace(replace(replace(replace(
      translate($1, 'АБВГДЂЕЖЗИЈКЛМНОПРСТЋУФХЦЧШЀЍабвгдђежзијклмнопрстћуфхцчшѐѝЉљЊњЏџЅѕЃѓЌќǇǈǊǋǄǅǴḰ', 'abvgddezzijklmnoprstcufhccseiabvgddezzijklmnoprstcufhccseiǉǉǌǌǆǆǆǆǵǵḱḱǉǉǌǌǆǆǵḱ'),
      'ǉ', 'lj'), 'ǌ', 'nj'), 'ǆ', 'dz'), 'ǵ', 'gj'), 'ḱ', 'kj'))), 'dj', 'd') $$;
