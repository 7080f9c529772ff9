import { emptySupplyChainInfo } from '@portal/contracts/companies/completeness';
import type { SupplyChainInfoAnswer, SupplyChainInfoModel } from '@portal/contracts/companies/supply-chain-info';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type * as t from '../../db/schema/all.ts';
import { logAction } from '../logs/logs.service.ts';
import type { SectionRow } from './company.repository.ts';
import { requireEditableCompany, requireVisibleCompany } from './company.policy.ts';
import { profileListsOf, readProfileLists, replaceProfileLists } from './profile-lists.repository.ts';
import { findSupplyChainInfo, upsertSupplyChainInfo } from './profile-sections.repository.ts';

const supplyLists = ['supplyInCompanySectors', 'supplyInPositions', 'supplyInPlannedSectors'] as const;
type Row = SectionRow<typeof t.supplyChainInfos>;

/** The scalar fields' defaults (the lists live in their own tables). */
const {
  supplyInCompanySectors: _sectors,
  supplyInPositions: _positions,
  supplyInPlannedSectors: _planned,
  ...empty
} = emptySupplyChainInfo;
const scalarKeys = Object.keys(empty) as (keyof Scalars)[];

type Scalars = typeof empty;

function scalarsOf(row: Row | undefined): Scalars {
  if (!row) return { ...empty };
  return Object.fromEntries(scalarKeys.map((k) => [k, row[k as keyof Row] ?? empty[k]])) as Scalars;
}

export async function readSupplyChainInfo(db: DbOrTx, companyId: number): Promise<SupplyChainInfoAnswer> {
  const row = await findSupplyChainInfo(db, companyId);
  return { fkCompanyId: companyId, ...scalarsOf(row), ...(await readProfileLists(db, companyId, supplyLists)) };
}

/** The answer from the company's supply_chain_infos row (undefined when never saved) and rows of its code lists. */
export function supplyChainInfoFromRows(
  companyId: number,
  row: Row | undefined,
  codeRows: readonly (readonly [string, number])[],
): SupplyChainInfoAnswer {
  return { fkCompanyId: companyId, ...scalarsOf(row), ...profileListsOf(supplyLists, codeRows, []) };
}

/** GET api/SupplyChainInfo: for those who may see the company. */
export async function supplyChainInfoOf(ctx: AppContext, actor: Actor, companyId: number) {
  await requireVisibleCompany(ctx.db, actor, companyId);
  return readSupplyChainInfo(ctx.db, companyId);
}

export async function saveSupplyChainInfo(ctx: AppContext, actor: Actor, companyId: number, input: SupplyChainInfoModel) {
  await ctx.db.transaction(async (tx) => {
    await requireEditableCompany(tx, actor, companyId);
    const values = { ...Object.fromEntries(scalarKeys.map((k) => [k, input[k] ?? empty[k]])), updatedAt: new Date() } as Partial<Row>;
    await upsertSupplyChainInfo(tx, companyId, values);
    await replaceProfileLists(tx, companyId, Object.fromEntries(supplyLists.map((l) => [l, input[l]])));
    await logAction(tx, actor, 'update_supply_chain_info', 'company', companyId);
  });
  return readSupplyChainInfo(ctx.db, companyId);
}
