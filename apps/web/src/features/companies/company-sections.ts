import { companyPagePath } from '@portal/contracts/common/portal-links';
/**
 * The company-profile sections (spec-1 section 2): one definition used by the section menu of
 * CompanyPage and, through the anchors, by the profile page's read-only summaries.
 * Keys equal the route suffixes after /company/{id}/ and the server's `missingSections` names.
 */
export type CompanySectionKey =
  | 'profile'
  | 'business-to-business/company'
  | 'business-to-business/market'
  | 'business-to-business/business-cooperation-preferences'
  | 'business-to-business/promo'
  | 'mnc'
  | 'supply-chain/basic-data'
  | 'supply-chain/commercial-activities'
  | 'supply-chain/data-on-production-capacities'
  | 'supply-chain/data-on-services'
  | 'supply-chain/financial-data'
  | 'supply-chain/growth-and-development-plans'
  | 'products'
  | 'services'
  | 'supply-and-demand'
  | 'certificates'
  | 'employees'
  | 'verified-company';

export type CompanySectionGroup =
  | 'profile'
  | 'b2b'
  | 'mnc'
  | 'supply-chain'
  | 'products'
  | 'services'
  | 'supply-and-demand'
  | 'certificates'
  | 'employees';

interface CompanySectionDef {
  key: CompanySectionKey;
  group: CompanySectionGroup;
  /** Key of the label in the `company` namespace. */
  label: string;
  /** Element id on the profile page; only sections the profile page summarises have one. */
  anchor?: string;
  /** The company needs this module (1 B2B, 3 supply chain, 4 supply and demand). */
  module?: number;
  /** Only for multinational companies (true), or only for the others (false). */
  mnc?: boolean;
  /** Only for companies of this type (code type 3: production 1, service 2). */
  companyType?: 'production' | 'service';
  /** Only for verified companies, and only for administrators and the company's administrator. */
  verifiedOnly?: boolean;
  /** Only for verified companies (spec-1 section 2: the unverified administrator's reduced menu leaves it out). */
  verified?: boolean;
}

/** In menu order. The verified-company notice is a screen, not a section, so it is not listed. */
export const companySectionDefs: readonly CompanySectionDef[] = [
  { key: 'profile', group: 'profile', label: 'sections.profile', anchor: 'section-profile' },
  { key: 'business-to-business/company', group: 'b2b', label: 'sections.b2b_company', anchor: 'section-b2b-company', module: 1 },
  { key: 'business-to-business/market', group: 'b2b', label: 'sections.b2b_market', anchor: 'section-b2b-market', module: 1 },
  {
    key: 'business-to-business/business-cooperation-preferences',
    group: 'b2b',
    label: 'sections.b2b_cooperation',
    anchor: 'section-b2b-cooperation',
    module: 1,
  },
  { key: 'business-to-business/promo', group: 'b2b', label: 'sections.b2b_promo', anchor: 'section-b2b-promo', module: 1 },
  { key: 'mnc', group: 'mnc', label: 'sections.mnc', anchor: 'section-mnc', mnc: true },
  { key: 'supply-chain/basic-data', group: 'supply-chain', label: 'sections.sc_basic_data', module: 3 },
  { key: 'supply-chain/commercial-activities', group: 'supply-chain', label: 'sections.sc_commercial_activities', module: 3 },
  {
    key: 'supply-chain/data-on-production-capacities',
    group: 'supply-chain',
    label: 'sections.sc_production_capacities',
    module: 3,
    companyType: 'production',
  },
  {
    key: 'supply-chain/data-on-services',
    group: 'supply-chain',
    label: 'sections.sc_data_on_services',
    module: 3,
    companyType: 'service',
  },
  { key: 'supply-chain/financial-data', group: 'supply-chain', label: 'sections.sc_financial_data', module: 3 },
  { key: 'supply-chain/growth-and-development-plans', group: 'supply-chain', label: 'sections.sc_growth_plans', module: 3 },
  // Products for every company (most of all production companies), services likewise.
  { key: 'products', group: 'products', label: 'sections.products' },
  { key: 'services', group: 'services', label: 'sections.services' },
  // Spec-1 section 6: supply and demand needs module 4 and is not for multinational companies.
  { key: 'supply-and-demand', group: 'supply-and-demand', label: 'sections.supply_and_demand', module: 4, mnc: false, verified: true },
  { key: 'certificates', group: 'certificates', label: 'sections.certificates' },
  { key: 'employees', group: 'employees', label: 'sections.employees', verifiedOnly: true },
];

const sectionGroupLabels: Record<CompanySectionGroup, string> = {
  profile: 'sections.profile',
  b2b: 'sections.group_b2b',
  mnc: 'sections.mnc',
  'supply-chain': 'sections.group_supply_chain',
  products: 'sections.products',
  services: 'sections.services',
  'supply-and-demand': 'sections.supply_and_demand',
  certificates: 'sections.certificates',
  employees: 'sections.employees',
};

export interface SectionCompany {
  moduleIDs: readonly number[];
  isMnc: boolean;
  isVerified: boolean;
  companyTypeIDs: readonly number[];
  missingSections: readonly string[];
}

interface SectionOptions {
  /** Code ids of the company types by name; a type whose id is unknown hides nothing. */
  typeIds?: Partial<Record<'production' | 'service', number>>;
  /** Whether the viewer may see the employees list (administrators and the company's administrator). */
  canSeeEmployees?: boolean;
}

export interface VisibleSection extends CompanySectionDef {
  missing: boolean;
}

interface VisibleSectionGroup {
  group: CompanySectionGroup;
  label: string;
  missing: boolean;
  items: VisibleSection[];
}

/** Whether a section applies to this company (modules, MNC, type, verification). */
function sectionApplies(def: CompanySectionDef, company: SectionCompany, options: SectionOptions = {}): boolean {
  if (def.module !== undefined && !company.moduleIDs.includes(def.module)) return false;
  if (def.mnc !== undefined && def.mnc !== company.isMnc) return false;
  if (def.verified && !company.isVerified) return false;
  if (def.companyType) {
    const id = options.typeIds?.[def.companyType];
    if (id !== undefined && !company.companyTypeIDs.includes(id)) return false;
  }
  if (def.verifiedOnly && !(company.isVerified && options.canSeeEmployees)) return false;
  return true;
}

/** The sections of this company's menu, grouped, with the server's missing sections marked. */
export function visibleSectionGroups(company: SectionCompany, options: SectionOptions = {}): VisibleSectionGroup[] {
  const missing = new Set(company.missingSections);
  const groups: VisibleSectionGroup[] = [];
  for (const def of companySectionDefs) {
    if (!sectionApplies(def, company, options)) continue;
    const item = { ...def, missing: missing.has(def.key) };
    let group = groups.find((g) => g.group === def.group);
    if (!group) {
      group = { group: def.group, label: sectionGroupLabels[def.group], missing: false, items: [] };
      groups.push(group);
    }
    group.items.push(item);
    if (item.missing) group.missing = true;
  }
  return groups;
}

/** The route of a section's own screen. */
export const sectionPath = (companyId: number, key: CompanySectionKey) => companyPagePath(companyId, key);

/** The section a /company/... path belongs to (the longest key the path starts with). */
export function sectionOfPath(pathname: string): CompanySectionKey | null {
  const m = /^\/company\/\d+\/(.+?)\/?$/.exec(pathname);
  if (!m) return null;
  const rest = m[1];
  const found = companySectionDefs.filter((d) => rest === d.key || rest.startsWith(`${d.key}/`));
  return found.sort((a, b) => b.key.length - a.key.length)[0]?.key ?? null;
}

/** Spec-1 section 9: an anchor scroll after navigating waits at most this long for the anchor. */
export const ANCHOR_SCROLL_DELAY_MS = 2000;
