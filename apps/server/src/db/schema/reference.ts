import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  pkLanguageId: serial('pk_language_id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const countries = pgTable('countries', {
  pkCountryId: serial('pk_country_id').primaryKey(),
  alpha2: text('alpha2').notNull().unique(),
  alpha3: text('alpha3').notNull().unique(),
  numeric: text('numeric'),
  name: text('name').notNull(),
  nameSr: text('name_sr').notNull(),
  /** Albanian and Macedonian names (interface languages sq and mk), from the CLDR data of the runtime's ICU. */
  nameSq: text('name_sq').notNull(),
  nameMk: text('name_mk').notNull(),
  officialName: text('official_name'),
  dial: text('dial'),
  region: text('region'),
  subregion: text('subregion'),
  capital: text('capital'),
  currency: text('currency'),
  isWb6: boolean('is_wb6').notNull().default(false),
});

export const cities = pgTable(
  'cities',
  {
    pkCityId: serial('pk_city_id').primaryKey(),
    fkCountryId: integer('fk_country_id')
      .notNull()
      .references(() => countries.pkCountryId),
    /** The city's name in English (the default language), also its name where it has no Serbian one. */
    name: text('name').notNull(),
    /** The Serbian name (interface language sr); null reads as `name`. */
    nameSr: text('name_sr'),
  },
  (t) => [uniqueIndex('cities_country_name_uq').on(t.fkCountryId, t.name)],
);

/** Code types 1-12 of spec-2 section 3 (and more added by administration): CodesConfig. */
export const codeTypes = pgTable('code_types', {
  pkCodeTypeId: integer('pk_code_type_id').primaryKey(),
  titleId: text('title_id').notNull(),
  modelName: text('model_name').notNull().unique(),
  isTree: boolean('is_tree').notNull().default(false),
  isEditable: boolean('is_editable').notNull().default(true),
});

/** One generic table for every code type; trees (NACE, HS) use fk_parent_id. */
export const codes = pgTable(
  'codes',
  {
    pkCodeId: serial('pk_code_id').primaryKey(),
    fkCodeTypeId: integer('fk_code_type_id')
      .notNull()
      .references(() => codeTypes.pkCodeTypeId),
    code: text('code').notNull(),
    fkParentId: integer('fk_parent_id'),
    level: integer('level').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Chambers (type 9) belong to a country. */
    fkCountryId: integer('fk_country_id').references(() => countries.pkCountryId),
    isDeleted: boolean('is_deleted').notNull().default(false),
    link: text('link'),
  },
  (t) => [uniqueIndex('codes_type_code_uq').on(t.fkCodeTypeId, t.code), index('codes_parent_idx').on(t.fkCodeTypeId, t.fkParentId)],
);

export const codeTranslations = pgTable(
  'code_translations',
  {
    fkCodeId: integer('fk_code_id')
      .notNull()
      .references(() => codes.pkCodeId, { onDelete: 'cascade' }),
    fkLanguageId: integer('fk_language_id')
      .notNull()
      .references(() => languages.pkLanguageId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * folded(name) (lib/text-match.ts) for accent-, case- and script-insensitive search with a
     * trigram index (kept as a column: the search reads it per language). Written with the name;
     * rows written without it are filled before a search (see modules/codes).
     */
    searchName: text('search_name'),
  },
  (t) => [
    primaryKey({ columns: [t.fkCodeId, t.fkLanguageId] }),
    index('code_translations_search_trgm').using('gin', t.searchName.op('gin_trgm_ops')),
    index('code_translations_search_missing').on(t.fkCodeId).where(sql`search_name is null`),
  ],
);

/** Key/value settings kept in the database (signing secret, seed markers). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
