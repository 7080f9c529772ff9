import { supplyChainInfoModel, type SupplyChainInfoModel } from '@portal/contracts/companies/supply-chain-info';
import { profileYears } from '@portal/contracts/companies/year-values';
import { z } from 'zod';
import { contractForm } from '../../../components/form/contract-form.ts';
import type { SupplyChainInfoAnswer } from '@portal/contracts/companies/supply-chain-info';
import type { YearValue } from '@portal/contracts/companies/year-values';
import { fromYearCells } from './year-table.ts';

type SupplyChainField = keyof SupplyChainInfoModel;

export type SupplyChainScreenKey =
  | 'basic-data'
  | 'commercial-activities'
  | 'data-on-production-capacities'
  | 'data-on-services'
  | 'financial-data'
  | 'growth-and-development-plans';

/** How a field is edited and shown. */
type FieldKind =
  /** whole numbers by year */
  | 'years'
  /** amounts by year (decimals, may be negative) */
  | 'money'
  /** percentages by year, 0-100 */
  | 'percent'
  | 'text'
  | 'flag'
  | 'ratio'
  /** NACE classes (code type 5), several */
  | 'nace'
  /** supply-chain positions (code type 7), several */
  | 'positions'
  /** number-of-countries choices, several */
  | 'countries'
  /** one number-of-countries choice */
  | 'country-range';

export interface FieldDef {
  name: SupplyChainField;
  kind: FieldKind;
  /** Negative values make sense (net result, movements). */
  signed?: boolean;
}

const yearKinds: readonly FieldKind[] = ['years', 'money', 'percent'];
export const isYearKind = (kind: FieldKind) => yearKinds.includes(kind);

/** The fields of each screen, in screen order (spec-2 section 3, supply-chain information). */
export const supplyChainScreens: Record<SupplyChainScreenKey, readonly FieldDef[]> = {
  'basic-data': [
    { name: 'supplyInCompanySectors', kind: 'nace' },
    { name: 'supplyInPositions', kind: 'positions' },
    { name: 'supplyInNumberOfCountriesToExport', kind: 'countries' },
    { name: 'biMoovementOfEmplyeesInPreviousThreeYears', kind: 'years', signed: true },
    { name: 'biAverageNetSalaryOfEmplyeesInPreviousThreeYears', kind: 'money' },
    { name: 'biNumberOfEmployeesWithHigherEducationInPreviousThreeYears', kind: 'years' },
  ],
  'commercial-activities': [
    { name: 'keyClients', kind: 'text' },
    { name: 'productsThatAreSubjectToPlacementByMultinationalCompanies', kind: 'text' },
    { name: 'oportunitiesToExpandCooperationInAccordanceWithTheIdentifiedValueChains', kind: 'flag' },
  ],
  'data-on-production-capacities': [
    { name: 'dopcKeyAppliedTechnologies', kind: 'text' },
    { name: 'dopcTechnologiesThatAreCurrentlyAdopted', kind: 'text' },
    { name: 'dopcProductionCapacities', kind: 'text' },
    { name: 'dopcThreeLargestMarketsToWhichItExports', kind: 'text' },
    { name: 'dopcUtilizationOfProductionCapacitiesInPreviousThreeYears', kind: 'percent' },
    { name: 'dopcPercentageOfExportsFromTotalSalesInPreviousThreeYears', kind: 'percent' },
  ],
  'data-on-services': [
    { name: 'dosKeyAppliedTechnologies', kind: 'text' },
    { name: 'dosTechnologiesThatAreCurrentlyAdopted', kind: 'text' },
    { name: 'dosPositionInSupplyChain', kind: 'text' },
    { name: 'fkDOSNumberOfCountriesToWhichExports', kind: 'country-range' },
    { name: 'dosThreeLargestMarketsToWhichItExports', kind: 'text' },
    { name: 'dosPercentageOfExportsFromTotalSalesInPreviousThreeYears', kind: 'percent' },
  ],
  'financial-data': [
    { name: 'fdTotalIncome', kind: 'money', signed: true },
    { name: 'fdTotalExpenses', kind: 'money', signed: true },
    { name: 'fdOperatingIncome', kind: 'money', signed: true },
    { name: 'fdNetProfitLoss', kind: 'money', signed: true },
    { name: 'fdMovementOfFixedAssets', kind: 'money', signed: true },
    { name: 'fdProfitPerEmployee', kind: 'money', signed: true },
    { name: 'fdLiquidityRatio', kind: 'ratio' },
    { name: 'fdroe', kind: 'ratio' },
    { name: 'fdroa', kind: 'ratio' },
    { name: 'fdIndebtednessRatioFloat', kind: 'ratio' },
  ],
  'growth-and-development-plans': [
    { name: 'plannedCapacityGrowth', kind: 'flag' },
    { name: 'plannedIntroductionOfNewTechnologies', kind: 'flag' },
    { name: 'plannedCertificatesNecessaryForFurtherGrowth', kind: 'flag' },
    { name: 'plannedConquestOfNewMarket', kind: 'flag' },
    { name: 'plannedEmploymentGrowthInNextThreeYears', kind: 'flag' },
    { name: 'supplyInPlannedSectors', kind: 'nace' },
  ],
};

/** The supply-chain sectors are the basic data's one required field (docs/decisions.md, Companies). */
const requiredSectors = z.array(z.number().int().positive().max(2147483647)).min(1, 'validation.required').max(200);

/** The contract schema cut to one screen's fields. */
export function screenSchema(screen: SupplyChainScreenKey) {
  const mask = Object.fromEntries(supplyChainScreens[screen].map((f) => [f.name, true])) as Partial<Record<SupplyChainField, true>>;
  const picked = supplyChainInfoModel.pick(mask as { [K in SupplyChainField]?: true });
  return screen === 'basic-data' ? picked.extend({ supplyInCompanySectors: requiredSectors }) : picked;
}

type ScreenValues = Partial<SupplyChainInfoModel>;

const yearFieldNames = (Object.values(supplyChainScreens) as FieldDef[][])
  .flat()
  .filter((f) => isYearKind(f.kind))
  .map((f) => f.name);

/**
 * The stored object as the model the server takes: without the company id, year lists cut to the
 * profile years (a year that has left the window would make the whole save fail) and empty cells dropped.
 */
function toSupplyChainModel(info: SupplyChainInfoAnswer, years = profileYears()): SupplyChainInfoModel {
  const { fkCompanyId: _companyId, ...model } = info;
  const out = { ...model } as Record<string, unknown>;
  for (const name of yearFieldNames) out[name] = fromYearCells((model[name] as YearValue[] | undefined) ?? [], years);
  return out as SupplyChainInfoModel;
}

/** One screen's form values out of the stored object. */
export function screenValues(info: SupplyChainInfoAnswer, screen: SupplyChainScreenKey, years = profileYears()): ScreenValues {
  const model = toSupplyChainModel(info, years);
  return Object.fromEntries(supplyChainScreens[screen].map((f) => [f.name, model[f.name] ?? emptyValue(f.kind)])) as ScreenValues;
}

function emptyValue(kind: FieldKind) {
  if (kind === 'flag') return false;
  if (kind === 'text') return '';
  if (kind === 'ratio' || kind === 'country-range') return null;
  return [];
}

/**
 * The whole supply-chain object to PUT after editing one screen: the stored object with only this
 * screen's fields replaced (texts left empty become null).
 */
export function savePayload(
  stored: SupplyChainInfoAnswer,
  screen: SupplyChainScreenKey,
  edited: ScreenValues,
  years = profileYears(),
): SupplyChainInfoModel {
  const model = toSupplyChainModel(stored, years) as Record<string, unknown>;
  for (const f of supplyChainScreens[screen]) {
    const value = edited[f.name];
    if (isYearKind(f.kind)) model[f.name] = fromYearCells((value as YearValue[] | undefined) ?? [], years);
    else if (f.kind === 'text') model[f.name] = typeof value === 'string' && value.trim() ? value.trim() : null;
    else if (value !== undefined) model[f.name] = value;
  }
  return model as SupplyChainInfoModel;
}

/**
 * One screen's form: the stored object's fields of the screen as the inputs' values, and back as
 * the whole object to PUT with them changed.
 */
export const supplyChainForm = (screen: SupplyChainScreenKey, stored: SupplyChainInfoAnswer) =>
  contractForm({
    schema: screenSchema(screen).transform((edited: ScreenValues) => savePayload(stored, screen, edited)),
    toValues: (info: SupplyChainInfoAnswer) => screenValues(info, screen),
  });
