import { z } from 'zod';
import { numberOfCountriesChoices } from '../codes/cities.ts';
import { idList, yearPercents, yearValues } from './year-values.ts';

const numberOfCountries = z
  .number()
  .int()
  .refine((id) => numberOfCountriesChoices.some((c) => c.id === id), { message: 'invalid_choice' });

const text = z.string().trim().max(5000, 'validation.max').nullish();
const ratio = z.number().finite().min(-1e9).max(1e9).nullish();

/** Supply-chain information (spec supplyIn): basic data, commercial, production, services, financial, growth. */
export const supplyChainInfoModel = z.object({
  biMoovementOfEmplyeesInPreviousThreeYears: yearValues,
  biAverageNetSalaryOfEmplyeesInPreviousThreeYears: yearValues,
  biNumberOfEmployeesWithHigherEducationInPreviousThreeYears: yearValues,
  supplyInCompanySectors: idList(),
  supplyInPositions: idList(),
  supplyInPlannedSectors: idList(),
  supplyInNumberOfCountriesToExport: z.array(numberOfCountries).max(5).default([]),

  keyClients: text,
  productsThatAreSubjectToPlacementByMultinationalCompanies: text,
  oportunitiesToExpandCooperationInAccordanceWithTheIdentifiedValueChains: z.boolean().default(false),

  dopcKeyAppliedTechnologies: text,
  dopcTechnologiesThatAreCurrentlyAdopted: text,
  dopcProductionCapacities: text,
  dopcThreeLargestMarketsToWhichItExports: text,
  dopcUtilizationOfProductionCapacitiesInPreviousThreeYears: yearPercents,
  dopcPercentageOfExportsFromTotalSalesInPreviousThreeYears: yearPercents,

  dosKeyAppliedTechnologies: text,
  dosTechnologiesThatAreCurrentlyAdopted: text,
  fkDOSNumberOfCountriesToWhichExports: numberOfCountries.nullish(),
  dosPositionInSupplyChain: text,
  dosThreeLargestMarketsToWhichItExports: text,
  dosPercentageOfExportsFromTotalSalesInPreviousThreeYears: yearPercents,

  fdTotalIncome: yearValues,
  fdTotalExpenses: yearValues,
  fdOperatingIncome: yearValues,
  fdNetProfitLoss: yearValues,
  fdMovementOfFixedAssets: yearValues,
  fdProfitPerEmployee: yearValues,
  fdLiquidityRatio: ratio,
  fdroe: ratio,
  fdroa: ratio,
  fdIndebtednessRatioFloat: ratio,

  plannedCapacityGrowth: z.boolean().default(false),
  plannedIntroductionOfNewTechnologies: z.boolean().default(false),
  plannedCertificatesNecessaryForFurtherGrowth: z.boolean().default(false),
  plannedConquestOfNewMarket: z.boolean().default(false),
  plannedEmploymentGrowthInNextThreeYears: z.boolean().default(false),
});
export type SupplyChainInfoModel = z.infer<typeof supplyChainInfoModel>;
export const supplyChainInfoAnswer = supplyChainInfoModel.extend({ fkCompanyId: z.number().int() });
export type SupplyChainInfoAnswer = z.infer<typeof supplyChainInfoAnswer>;
