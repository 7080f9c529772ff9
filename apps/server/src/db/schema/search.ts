import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The full-text index of each kind is split into this many, by item id: a search reads them
 * one after the other and stops once it has its first matches (search.repository.ts). One
 * index makes a common word gather all its matches first (70,000 for "car" in the
 * million-item benchmark: 9 ms), however few are wanted.
 */
export const SEARCH_BUCKETS = 8;
const searchKindsIndexed = ['company', 'product', 'service'] as const;
/**
 * Full-text indexes take each write at once rather than in a pending list that every search
 * reads through until a vacuum empties it (up to 4 MB: a name search took 16 ms instead of 3):
 * searches far outnumber writes.
 */
const WRITTEN_THROUGH = { fastupdate: false };

/**
 * One search document per company, product and service (modules/search): what a search matches
 * (a weighted tsvector: names A, keywords and classifications B, descriptions C, the company's
 * name on its items D, and the filter values as lexemes without position: search-facets.ts)
 * and what it filters and ranks by. Written only by the SQL functions of
 * migration 0002_search, which the triggers on the source tables call in the same transaction
 * as the write; never by application code.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').$type<'company' | 'product' | 'service'>().notNull(),
    itemId: integer('item_id').notNull(),
    companyId: integer('company_id').notNull(),
    document: tsvector('document').notNull(),
    countryId: integer('country_id').notNull(),
    isWb6: boolean('is_wb6').notNull(),
    isMnc: boolean('is_mnc').notNull(),
    isVerified: boolean('is_verified').notNull(),
    /** Sectors of a company; the classification (and NICE class) of an item. */
    categoryIds: integer('category_ids').array().notNull(),
    companyTypeIds: integer('company_type_ids').array().notNull(),
    moduleIds: integer('module_ids').array().notNull(),
    isSupply: boolean('is_supply').notNull(),
    isDemand: boolean('is_demand').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** An offer shown in the market (catalogue_items.is_visible_for_supply); true for companies. */
    isVisible: boolean('is_visible').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** The company's or item's name alone: the directory's name search (its own small index). */
    nameWords: tsvector('name_words').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    index('search_documents_company_idx').on(t.companyId),
    // Full-text indexes per kind (a search is always of one kind) and per bucket of ids.
    ...searchKindsIndexed.flatMap((kind) =>
      Array.from({ length: SEARCH_BUCKETS }, (_, b) =>
        index(`search_documents_${kind}_text_${b}`)
          .using('gin', t.document)
          .with(WRITTEN_THROUGH)
          .where(sql.raw(`kind = '${kind}' and item_id % ${SEARCH_BUCKETS} = ${b}`)),
      ),
    ),
    index('search_documents_company_names').using('gin', t.nameWords).with(WRITTEN_THROUGH).where(sql`kind = 'company'`),
    index('search_documents_categories').using('gin', t.categoryIds),
    index('search_documents_recent').on(t.kind, t.changedAt),
  ],
);

/**
 * The words of names, keywords and classifications (folded lexemes of three letters or more):
 * the dictionary a misspelt query word is corrected from.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  // For two typos in a long word (search_word_variants covers one): trigram similarity (`%`),
  // GIN, which on half a million words answered in 5 to 30 ms where a GiST nearest-neighbour
  // scan took 450 ms.
  index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Each dictionary word under itself and under each of its one-letter deletions (migration 0002's
 * search_variants; words with digits are left out, as they forgive no typo). A query word
 * matches a dictionary word one edit away (a letter added, dropped, changed or two swapped)
 * when one of the query word's own variants is among the word's: a few index lookups, however
 * large the dictionary (symmetric deletion, as SymSpell does it).
 */
export const searchWordVariants = pgTable(
  'search_word_variants',
  { variant: text('variant').notNull(), word: text('word').notNull() },
  (t) => [primaryKey({ columns: [t.variant, t.word] })],
);
