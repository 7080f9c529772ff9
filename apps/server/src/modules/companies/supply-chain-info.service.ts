import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SupplyChainInfoModel } from '@portal/contracts/companies/supply-chain-info';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/all.ts';
import { logAction } from '../logs/logs.service.ts';
import { editableCompany } from './company.service.ts';
import { readProfileLists, replaceProfileLists } from './profile-lists.repository.ts';

const supplyLists = ['supplyInCompanySectors', 'supplyInPositions', 'supplyInPlannedSectors'] as const;
type Row = typeof t.supplyChainInfos.$inferSelect;
type Scalars = Omit<SupplyChainInfoModel, (typeof supplyLists)[number]>;

const empty: Scalars = {
  biMoovementOfEmplyeesInPreviousThreeYears: [],
  biAverageNetSalaryOfEmplyeesInPreviousThreeYears: [],
  biNumberOfEmployeesWithHigherEducationInPreviousThreeYears: [],
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
  supplyInNumberOfCountriesToExport: [],
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
const scalarKeys = Object.keys(empty) as (keyof Scalars)[];

function scalarsOf(row: Row | undefined): Scalars {
  if (!row) return { ...empty };
  return Object.fromEntries(scalarKeys.map((k) => [k, row[k as keyof Row] ?? empty[k]])) as Scalars;
}

export async function readSupplyChainInfo(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(t.supplyChainInfos).where(eq(t.supplyChainInfos.fkCompanyId, companyId));
  return { fkCompanyId: companyId, ...scalarsOf(row), ...(await readProfileLists(db, companyId, supplyLists)) };
}

export async function saveSupplyChainInfo(
  ctx: AppContext,
  request: FastifyRequest,
  actor: Actor,
  companyId: number,
  input: SupplyChainInfoModel,
) {
  await ctx.db.transaction(async (tx) => {
    await editableCompany(tx, actor, companyId);
    const values = { ...Object.fromEntries(scalarKeys.map((k) => [k, input[k] ?? empty[k]])), updatedAt: new Date() } as Partial<Row>;
    await tx
      .insert(t.supplyChainInfos)
      .values({ fkCompanyId: companyId, ...values })
      .onConflictDoUpdate({ target: t.supplyChainInfos.fkCompanyId, set: values });
    await replaceProfileLists(tx, companyId, Object.fromEntries(supplyLists.map((l) => [l, input[l]])));
    await logAction(tx, request, 'update_supply_chain_info', 'company', companyId);
  });
  return readSupplyChainInfo(ctx.db, companyId);
}
