import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { codes } from './reference.ts';

/**
 * Products and services of a company (spec-2 Product and Service), one table because they
 * share every rule: a product is classified by an HS leaf code, a service by a NACE class
 * of the company's activity list and optionally a NICE class. The API names the id
 * pkProductId or pkServiceId by kind.
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    pkItemId: serial('pk_item_id').primaryKey(),
    kind: text('kind').$type<'product' | 'service'>().notNull(),
    fkCompanyId: integer('fk_company_id')
      .notNull()
      .references(() => companies.pkCompanyId, { onDelete: 'cascade' }),
    /** HS code (type 6) for products, NACE code (type 5) for services. */
    fkClassificationId: integer('fk_classification_id')
      .notNull()
      .references(() => codes.pkCodeId),
    /** NICE class (type 11), services only. */
    fkServiceCategoryId: integer('fk_service_category_id').references(() => codes.pkCodeId),
    name: text('name').notNull(),
    description: text('description'),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    /** Stored file names, the main image first. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    isSupply: boolean('is_supply').notNull().default(false),
    isDemand: boolean('is_demand').notNull().default(false),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    isVisibleForSupply: boolean('is_visible_for_supply').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('catalogue_items_company_idx').on(t.fkCompanyId, t.kind),
    index('catalogue_items_classification_idx').on(t.kind, t.fkClassificationId),
    index('catalogue_items_recent_idx').on(t.kind, t.createdAt),
    index('catalogue_items_name_trgm_idx').using('gin', sql`folded(${t.name}) gin_trgm_ops`),
    check('catalogue_items_kind_ck', sql`${t.kind} in ('product', 'service')`),
    check('catalogue_items_dates_ck', sql`${t.validTo} is null or ${t.validFrom} is null or ${t.validTo} >= ${t.validFrom}`),
    check('catalogue_items_category_ck', sql`${t.kind} = 'service' or ${t.fkServiceCategoryId} is null`),
  ],
);

/**
 * The items a count of the offers on the market reads (the dashboard's, GET api/MainDashboard):
 * those visible for supply of live verified companies, counted per economy, kind, side and
 * validity, kept in the writing transaction by migration 0005's triggers on catalogue_items and
 * companies. An open validity is stored as -infinity / infinity, so that the offers on the market
 * today are the rows whose validity holds the day: a few hundred rows instead of every item
 * (docs/decisions.md, "Counts kept by triggers").
 */
export const offerCounts = pgTable(
  'offer_counts',
  {
    fkCountryId: integer('fk_country_id').notNull(),
    kind: text('kind').$type<'product' | 'service'>().notNull(),
    isSupply: boolean('is_supply').notNull(),
    isDemand: boolean('is_demand').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    items: integer('items').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkCountryId, t.kind, t.isSupply, t.isDemand, t.validFrom, t.validTo] })],
);

/**
 * The catalogue's insights figures (/admin-center/power-bi, issue 28), kept in the writing
 * transaction by migration 0006's triggers on catalogue_items, companies and codes: the items of
 * companies not deleted, on a code of the NACE or HS tree, counted per economy, section (the
 * tree's root above the code), kind and the day, month and year they were added (`span`, `bucket`
 * its first day, in the portal's time zone), so that a period reads its whole years, its other
 * whole months and its other days. `market_until` is the last day the item is on the market (visible for
 * supply, its company verified): its end of validity, infinity when open, -infinity when off the
 * market; an item on the market today is in a row whose `market_until` is today or later
 * (docs/decisions.md, "Counts kept by triggers").
 */
export const catalogueCounts = pgTable(
  'catalogue_counts',
  {
    span: text('span').$type<'day' | 'month' | 'year'>().notNull(),
    bucket: date('bucket', { mode: 'string' }).notNull(),
    fkCountryId: integer('fk_country_id').notNull(),
    sectionId: integer('section_id').notNull(),
    kind: text('kind').$type<'product' | 'service'>().notNull(),
    marketUntil: date('market_until', { mode: 'string' }).notNull(),
    items: integer('items').notNull(),
    supply: integer('supply').notNull(),
    demand: integer('demand').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.span, t.bucket, t.fkCountryId, t.sectionId, t.kind, t.marketUntil] }),
    check('catalogue_counts_span_ck', sql`${t.span} in ('day', 'month', 'year')`),
  ],
);

/**
 * The market of each group of matching codes (the children of one parent code: an item matches
 * the other side on its own code or a sibling, codes/code-matching.repository.ts): per parent and
 * end of validity (`market_until`, infinity when open), the lowest and highest company with an
 * item on the market on each side. An item has a match from another company unless no company
 * or only its own is on the other side. Recounted per group by migration 0006's triggers.
 */
export const catalogueMarketGroups = pgTable(
  'catalogue_market_groups',
  {
    parentId: integer('parent_id').notNull(),
    marketUntil: date('market_until', { mode: 'string' }).notNull(),
    supplyLo: integer('supply_lo'),
    supplyHi: integer('supply_hi'),
    demandLo: integer('demand_lo'),
    demandHi: integer('demand_hi'),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.marketUntil] })],
);
