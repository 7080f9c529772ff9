import { ModuleId, type ModuleIdValue } from '../common/access.ts';
import type { B2bInfoModel } from './b2b-info.ts';
import type { CompanyAnswer } from './company.ts';
import type { MncInfoModel } from './mnc-info.ts';
import type { SupplyChainInfoModel } from './supply-chain-info.ts';

/**
 * Profile completeness (spec-1 section 5), defined once for the server (which computes the
 * percentage and the missing sections) and the web (which stars the required fields).
 */

/** The stored objects a section's fields are read from. */
interface ProfileParts {
  general: CompanyAnswer;
  b2b: B2bInfoModel;
  mnc: MncInfoModel;
  supplyChain: SupplyChainInfoModel;
}
export type ProfilePart = keyof ProfileParts;

/** A field of a part; a dotted path reaches into a nested object (the MNC contact person's e-mail). */
type FieldOf<P extends ProfilePart> = {
  [K in keyof ProfileParts[P] & string]:
    | K
    | (NonNullable<ProfileParts[P][K]> extends readonly unknown[] | string | number | boolean
        ? never
        : `${K}.${keyof NonNullable<ProfileParts[P][K]> & string}`);
}[keyof ProfileParts[P] & string];

type SectionRule = {
  [P in ProfilePart]: {
    /** The web route suffix after /company/{id}/, and the name in the answer's `missingSections`. */
    name: string;
    part: P;
    /** The section counts only for companies with this module. */
    module?: ModuleIdValue;
    /** The section counts only for multinational companies. */
    mncOnly?: boolean;
    /** The fields whose filling the percentage counts. */
    fields: readonly FieldOf<P>[];
    /** The fields a complete section needs (docs/decisions.md "Companies"); the forms star them. */
    required: readonly FieldOf<P>[];
  };
}[ProfilePart];

export const profileSectionRules = [
  {
    name: 'profile',
    part: 'general',
    fields: [
      'name',
      'fkCountryId',
      'fkCityId',
      'address',
      'registrationNumber',
      'taxNumber',
      'logoName',
      'companyTypeIDs',
      'companySectors',
      'contactPerson',
    ],
    required: ['name', 'fkCountryId', 'fkCityId', 'address', 'companySectors', 'contactPerson'],
  },
  {
    name: 'business-to-business/company',
    part: 'b2b',
    module: ModuleId.b2b,
    fields: ['email', 'phone', 'fax', 'webLocation', 'ceo', 'shortCompanyProfile', 'mainBusinessActivity', 'annualTurnover'],
    required: ['email', 'phone', 'shortCompanyProfile'],
  },
  {
    name: 'business-to-business/market',
    part: 'b2b',
    module: ModuleId.b2b,
    fields: [
      'b2BInfoImportCountries',
      'b2BInfoExportCountries',
      'b2BInfoImportProducts',
      'b2BInfoExportProducts',
      'b2BInfoImportServices',
      'b2BInfoExportServices',
    ],
    required: [],
  },
  {
    name: 'business-to-business/business-cooperation-preferences',
    part: 'b2b',
    module: ModuleId.b2b,
    fields: ['b2BInfoBusinessPartners', 'others'],
    required: ['b2BInfoBusinessPartners'],
  },
  {
    name: 'business-to-business/promo',
    part: 'b2b',
    module: ModuleId.b2b,
    fields: ['linkOfProductCatalogue', 'linkOfPromoVideos'],
    required: [],
  },
  {
    name: 'mnc',
    part: 'mnc',
    mncOnly: true,
    fields: ['description', 'suppliers', 'requirements', 'requiredTime', 'products', 'problems', 'contactPerson.email'],
    required: ['description', 'contactPerson.email'],
  },
  {
    name: 'supply-chain/basic-data',
    part: 'supplyChain',
    module: ModuleId.supplyChain,
    fields: [
      'biMoovementOfEmplyeesInPreviousThreeYears',
      'biAverageNetSalaryOfEmplyeesInPreviousThreeYears',
      'biNumberOfEmployeesWithHigherEducationInPreviousThreeYears',
      'supplyInCompanySectors',
      'supplyInPositions',
      'supplyInNumberOfCountriesToExport',
    ],
    required: ['supplyInCompanySectors'],
  },
  {
    name: 'supply-chain/commercial-activities',
    part: 'supplyChain',
    module: ModuleId.supplyChain,
    fields: ['keyClients', 'productsThatAreSubjectToPlacementByMultinationalCompanies'],
    required: [],
  },
  {
    name: 'supply-chain/data-on-production-capacities',
    part: 'supplyChain',
    module: ModuleId.supplyChain,
    fields: [
      'dopcKeyAppliedTechnologies',
      'dopcTechnologiesThatAreCurrentlyAdopted',
      'dopcProductionCapacities',
      'dopcThreeLargestMarketsToWhichItExports',
      'dopcUtilizationOfProductionCapacitiesInPreviousThreeYears',
      'dopcPercentageOfExportsFromTotalSalesInPreviousThreeYears',
    ],
    required: [],
  },
  {
    name: 'supply-chain/data-on-services',
    part: 'supplyChain',
    module: ModuleId.supplyChain,
    fields: [
      'dosKeyAppliedTechnologies',
      'dosTechnologiesThatAreCurrentlyAdopted',
      'fkDOSNumberOfCountriesToWhichExports',
      'dosPositionInSupplyChain',
      'dosThreeLargestMarketsToWhichItExports',
      'dosPercentageOfExportsFromTotalSalesInPreviousThreeYears',
    ],
    required: [],
  },
  {
    name: 'supply-chain/financial-data',
    part: 'supplyChain',
    module: ModuleId.supplyChain,
    fields: ['fdTotalIncome', 'fdTotalExpenses', 'fdOperatingIncome', 'fdNetProfitLoss', 'fdMovementOfFixedAssets', 'fdProfitPerEmployee'],
    required: [],
  },
  {
    name: 'supply-chain/growth-and-development-plans',
    part: 'supplyChain',
    module: ModuleId.supplyChain,
    fields: ['supplyInPlannedSectors'],
    required: [],
  },
] as const satisfies readonly SectionRule[];
export type ProfileSectionRule = (typeof profileSectionRules)[number];
export type ProfileSectionName = ProfileSectionRule['name'];

/** The required fields of a section. */
export function requiredFieldsOf(section: ProfileSectionName): readonly string[] {
  return profileSectionRules.find((s) => s.name === section)?.required ?? [];
}

/** The B2B information of a company that has saved none. */
export const emptyB2bInfo: B2bInfoModel = {
  email: null,
  phone: null,
  phoneMiddlePart: null,
  fax: null,
  webLocation: null,
  ceo: null,
  shortCompanyProfile: null,
  mainBusinessActivity: null,
  annualTurnover: [],
  isLocalMarket: false,
  others: null,
  linkOfProductCatalogue: null,
  linkOfPromoVideos: null,
  b2BInfoImportCountries: [],
  b2BInfoImportProducts: [],
  b2BInfoImportServices: [],
  b2BInfoExportCountries: [],
  b2BInfoExportProducts: [],
  b2BInfoExportServices: [],
  b2BInfoBusinessPartners: [],
};

/** The supply-chain information of a company that has saved none. */
export const emptySupplyChainInfo: SupplyChainInfoModel = {
  biMoovementOfEmplyeesInPreviousThreeYears: [],
  biAverageNetSalaryOfEmplyeesInPreviousThreeYears: [],
  biNumberOfEmployeesWithHigherEducationInPreviousThreeYears: [],
  supplyInCompanySectors: [],
  supplyInPositions: [],
  supplyInPlannedSectors: [],
  supplyInNumberOfCountriesToExport: [],
  keyClients: null,
  productsThatAreSubjectToPlacementByMultinationalCompanies: null,
  oportunitiesToExpandCooperationInAccordanceWithTheIdentifiedValueChains: false,
  dopcKeyAppliedTechnologies: null,
  dopcTechnologiesThatAreCurrentlyAdopted: null,
  dopcProductionCapacities: null,
  dopcThreeLargestMarketsToWhichItExports: null,
  dopcUtilizationOfProductionCapacitiesInPreviousThreeYears: [],
  dopcPercentageOfExportsFromTotalSalesInPreviousThreeYears: [],
  dosKeyAppliedTechnologies: null,
  dosTechnologiesThatAreCurrentlyAdopted: null,
  fkDOSNumberOfCountriesToWhichExports: null,
  dosPositionInSupplyChain: null,
  dosThreeLargestMarketsToWhichItExports: null,
  dosPercentageOfExportsFromTotalSalesInPreviousThreeYears: [],
  fdTotalIncome: [],
  fdTotalExpenses: [],
  fdOperatingIncome: [],
  fdNetProfitLoss: [],
  fdMovementOfFixedAssets: [],
  fdProfitPerEmployee: [],
  fdLiquidityRatio: null,
  fdroe: null,
  fdroa: null,
  fdIndebtednessRatioFloat: null,
  plannedCapacityGrowth: false,
  plannedIntroductionOfNewTechnologies: false,
  plannedCertificatesNecessaryForFurtherGrowth: false,
  plannedConquestOfNewMarket: false,
  plannedEmploymentGrowthInNextThreeYears: false,
};
