/**
 * Profile completeness (spec-1 section 5): the percentage of non-empty fields, where empty
 * means an empty string, zero, an empty list or false. Only the sections that apply to the
 * company count: B2B with module 1, supply chain with module 3, MNC data for multinationals.
 * Each section also names its required fields; a section missing one is marked in the
 * unverified administrator's reduced menu.
 */
type Fields = Record<string, unknown>;
export interface ProfileParts {
  general: Fields;
  b2b: Fields | null;
  mnc: Fields | null;
  supplyChain: Fields | null;
  modules: number[];
  isMnc: boolean;
}

export const isEmptyValue = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  v === false ||
  v === 0 ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && (v.length === 0 || v.every((x) => typeof x === 'object' && x !== null && 'value' in x && isEmptyValue(x.value))));

interface Section {
  name: string;
  applies: (p: ProfileParts) => boolean;
  part: (p: ProfileParts) => Fields | null;
  fields: string[];
  required: string[];
}

const b2b = (p: ProfileParts) => p.modules.includes(1);
const sc = (p: ProfileParts) => p.modules.includes(3);

export const profileSections: Section[] = [
  {
    name: 'profile',
    applies: () => true,
    part: (p) => p.general,
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
    applies: b2b,
    part: (p) => p.b2b,
    fields: ['email', 'phone', 'fax', 'webLocation', 'ceo', 'shortCompanyProfile', 'mainBusinessActivity', 'annualTurnover'],
    required: ['email', 'phone', 'shortCompanyProfile'],
  },
  {
    name: 'business-to-business/market',
    applies: b2b,
    part: (p) => p.b2b,
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
    applies: b2b,
    part: (p) => p.b2b,
    fields: ['b2BInfoBusinessPartners', 'others'],
    required: ['b2BInfoBusinessPartners'],
  },
  {
    name: 'business-to-business/promo',
    applies: b2b,
    part: (p) => p.b2b,
    fields: ['linkOfProductCatalogue', 'linkOfPromoVideos'],
    required: [],
  },
  {
    name: 'mnc',
    applies: (p) => p.isMnc,
    part: (p) => p.mnc,
    fields: ['description', 'suppliers', 'requirements', 'requiredTime', 'products', 'problems', 'contactEmail'],
    required: ['description', 'contactEmail'],
  },
  {
    name: 'supply-chain/basic-data',
    applies: sc,
    part: (p) => p.supplyChain,
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
    applies: sc,
    part: (p) => p.supplyChain,
    fields: ['keyClients', 'productsThatAreSubjectToPlacementByMultinationalCompanies'],
    required: [],
  },
  {
    name: 'supply-chain/data-on-production-capacities',
    applies: sc,
    part: (p) => p.supplyChain,
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
    applies: sc,
    part: (p) => p.supplyChain,
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
    applies: sc,
    part: (p) => p.supplyChain,
    fields: ['fdTotalIncome', 'fdTotalExpenses', 'fdOperatingIncome', 'fdNetProfitLoss', 'fdMovementOfFixedAssets', 'fdProfitPerEmployee'],
    required: [],
  },
  {
    name: 'supply-chain/growth-and-development-plans',
    applies: sc,
    part: (p) => p.supplyChain,
    fields: ['supplyInPlannedSectors'],
    required: [],
  },
];

export function profileState(p: ProfileParts): { completeness: number; missingSections: string[] } {
  let filled = 0;
  let total = 0;
  const missingSections: string[] = [];
  for (const s of profileSections) {
    if (!s.applies(p)) continue;
    const part = s.part(p) ?? {};
    for (const f of s.fields) {
      total += 1;
      if (!isEmptyValue(part[f])) filled += 1;
    }
    if (s.required.some((f) => isEmptyValue(part[f]))) missingSections.push(s.name);
  }
  return { completeness: total ? Math.round((filled / total) * 100) : 100, missingSections };
}
