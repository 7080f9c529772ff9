import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './companies.ts';
import { codes, countries } from './reference.ts';

/** A value for one year; the profile's year lists hold the current year and the three before it. */
export type YearValue = { year: number; value: number | null };

const companyKey = () =>
  integer('fk_company_id')
    .primaryKey()
    .references(() => companies.pkCompanyId, { onDelete: 'cascade' });
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const yearList = (name: string) => jsonb(name).$type<YearValue[]>().notNull().default([]);

/** Business-to-business information (spec b2BIntoViewModel): contact, company data, promo. */
export const b2bInfos = pgTable('b2b_infos', {
  fkCompanyId: companyKey(),
  email: text('email'),
  phone: text('phone'),
  phoneMiddlePart: text('phone_middle_part'),
  fax: text('fax'),
  webLocation: text('web_location'),
  ceo: text('ceo'),
  shortCompanyProfile: text('short_company_profile'),
  mainBusinessActivity: text('main_business_activity'),
  annualTurnover: yearList('annual_turnover'),
  isLocalMarket: boolean('is_local_market').notNull().default(false),
  others: text('others'),
  linkOfProductCatalogue: text('link_of_product_catalogue'),
  linkOfPromoVideos: text('link_of_promo_videos'),
  ...stamps,
});

/** Multinational company information with its own contact person. */
export const mncInfos = pgTable('mnc_infos', {
  fkCompanyId: companyKey(),
  description: text('description'),
  suppliers: text('suppliers'),
  requirements: text('requirements'),
  requiredTime: text('required_time'),
  products: text('products'),
  problems: text('problems'),
  opportunity: boolean('opportunity').notNull().default(false),
  contactName: text('contact_name'),
  contactSurname: text('contact_surname'),
  contactEmail: text('contact_email'),
  contactPosition: text('contact_position'),
  contactDirectPhone: text('contact_direct_phone'),
  ...stamps,
});

/** Supply-chain information: the six screens of module 3 in one row. */
export const supplyChainInfos = pgTable('supply_chain_infos', {
  fkCompanyId: companyKey(),
  // basic data
  biMoovementOfEmplyeesInPreviousThreeYears: yearList('bi_movement_of_employees'),
  biAverageNetSalaryOfEmplyeesInPreviousThreeYears: yearList('bi_average_net_salary'),
  biNumberOfEmployeesWithHigherEducationInPreviousThreeYears: yearList('bi_employees_with_higher_education'),
  // commercial activities
  keyClients: text('key_clients'),
  productsThatAreSubjectToPlacementByMultinationalCompanies: text('products_placed_by_mnc'),
  oportunitiesToExpandCooperationInAccordanceWithTheIdentifiedValueChains: boolean('opportunities_to_expand_cooperation')
    .notNull()
    .default(false),
  // production capacities
  dopcKeyAppliedTechnologies: text('dopc_key_applied_technologies'),
  dopcTechnologiesThatAreCurrentlyAdopted: text('dopc_technologies_currently_adopted'),
  dopcProductionCapacities: text('dopc_production_capacities'),
  dopcThreeLargestMarketsToWhichItExports: text('dopc_three_largest_export_markets'),
  dopcUtilizationOfProductionCapacitiesInPreviousThreeYears: yearList('dopc_capacity_utilization'),
  dopcPercentageOfExportsFromTotalSalesInPreviousThreeYears: yearList('dopc_export_share'),
  // services
  dosKeyAppliedTechnologies: text('dos_key_applied_technologies'),
  dosTechnologiesThatAreCurrentlyAdopted: text('dos_technologies_currently_adopted'),
  /** Ids of the fixed "number of countries" choices (api/NumberOfCountriesValues). */
  fkDOSNumberOfCountriesToWhichExports: integer('fk_dos_number_of_countries_to_which_exports'),
  supplyInNumberOfCountriesToExport: integer('supply_in_number_of_countries_to_export').array().notNull().default([]),
  dosPositionInSupplyChain: text('dos_position_in_supply_chain'),
  dosThreeLargestMarketsToWhichItExports: text('dos_three_largest_export_markets'),
  dosPercentageOfExportsFromTotalSalesInPreviousThreeYears: yearList('dos_export_share'),
  // financial data
  fdTotalIncome: yearList('fd_total_income'),
  fdTotalExpenses: yearList('fd_total_expenses'),
  fdOperatingIncome: yearList('fd_operating_income'),
  fdNetProfitLoss: yearList('fd_net_profit_loss'),
  fdMovementOfFixedAssets: yearList('fd_movement_of_fixed_assets'),
  fdProfitPerEmployee: yearList('fd_profit_per_employee'),
  fdLiquidityRatio: numeric('fd_liquidity_ratio', { mode: 'number' }),
  fdroe: numeric('fd_roe', { mode: 'number' }),
  fdroa: numeric('fd_roa', { mode: 'number' }),
  fdIndebtednessRatioFloat: numeric('fd_indebtedness_ratio', { mode: 'number' }),
  // growth and development plans
  plannedCapacityGrowth: boolean('planned_capacity_growth').notNull().default(false),
  plannedIntroductionOfNewTechnologies: boolean('planned_new_technologies').notNull().default(false),
  plannedCertificatesNecessaryForFurtherGrowth: boolean('planned_certificates').notNull().default(false),
  plannedConquestOfNewMarket: boolean('planned_new_markets').notNull().default(false),
  plannedEmploymentGrowthInNextThreeYears: boolean('planned_employment_growth').notNull().default(false),
  ...stamps,
});

/**
 * The profile's lists of codes, one row per (company, list, code): B2B import and export
 * products (HS) and services (NACE), business-partner types, supply-chain sectors, positions
 * and planned sectors. Rows, not arrays, so that matching and
 * suggestions can join on them.
 */
export const companyCodeLists = pgTable(
  'company_code_lists',
  {
    fkCompanyId: integer('fk_company_id')
      .notNull()
      .references(() => companies.pkCompanyId, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    fkCodeId: integer('fk_code_id')
      .notNull()
      .references(() => codes.pkCodeId),
  },
  (t) => [primaryKey({ columns: [t.fkCompanyId, t.list, t.fkCodeId] }), index('company_code_lists_code_idx').on(t.list, t.fkCodeId)],
);

/** B2B import and export countries, one row per (company, list, country). */
export const companyCountryLists = pgTable(
  'company_country_lists',
  {
    fkCompanyId: integer('fk_company_id')
      .notNull()
      .references(() => companies.pkCompanyId, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    fkCountryId: integer('fk_country_id')
      .notNull()
      .references(() => countries.pkCountryId),
  },
  (t) => [
    primaryKey({ columns: [t.fkCompanyId, t.list, t.fkCountryId] }),
    index('company_country_lists_country_idx').on(t.list, t.fkCountryId),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    pkCertificateId: serial('pk_certificate_id').primaryKey(),
    fkCompanyId: integer('fk_company_id')
      .notNull()
      .references(() => companies.pkCompanyId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    issuer: text('issuer'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    ...stamps,
  },
  (t) => [
    index('certificates_company_idx').on(t.fkCompanyId),
    index('certificates_name_trgm_idx').using('gin', sql`folded(${t.name}) gin_trgm_ops`),
    check('certificates_dates_ck', sql`${t.validTo} is null or ${t.validFrom} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);

export const favoriteCompanies = pgTable(
  'favorite_companies',
  {
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    fkCompanyId: integer('fk_company_id')
      .notNull()
      .references(() => companies.pkCompanyId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fkUserId, t.fkCompanyId] }), index('favorite_companies_company_idx').on(t.fkCompanyId)],
);

/** What a user opened from search, for "latest searches"; one row per (user, item), refreshed on reopen. */
export const searchRecords = pgTable(
  'search_records',
  {
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fkUserId, t.itemType, t.itemId] }),
    index('search_records_recent_idx').on(t.fkUserId, t.itemType, t.searchedAt),
  ],
);

/** A suggestion the user removed (remove-suggested-user); it is not offered again. */
export const dismissedSuggestions = pgTable(
  'dismissed_suggestions',
  {
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    fkSuggestedUserId: integer('fk_suggested_user_id')
      .notNull()
      .references(() => users.pkUserId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fkUserId, t.fkSuggestedUserId] })],
);
