import { type MncInfoModel, mncInfoModel } from '@portal/contracts/companies/mnc-info';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type * as t from '../../db/schema/all.ts';
import { businessRule } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import type { SectionRow } from './company.repository.ts';
import { requireEditableCompany, requireVisibleCompany } from './company.policy.ts';
import { findMncInfo, upsertMncInfo } from './profile-sections.repository.ts';

/** The company's multinational information, or null when none was saved. */
export async function readMncInfo(db: DbOrTx, companyId: number): Promise<MncInfoModel | null> {
  return mncInfoFromRow(companyId, await findMncInfo(db, companyId));
}

/** The answer from the company's mnc_infos row; null when none was saved. */
export function mncInfoFromRow(companyId: number, row: SectionRow<typeof t.mncInfos> | undefined): MncInfoModel | null {
  if (!row) return null;
  return {
    fkCompanyId: companyId,
    description: row.description,
    suppliers: row.suppliers,
    requirements: row.requirements,
    requiredTime: row.requiredTime,
    products: row.products,
    problems: row.problems,
    opportunity: row.opportunity,
    contactPerson: {
      name: row.contactName,
      surname: row.contactSurname,
      email: row.contactEmail,
      position: row.contactPosition,
      directPhone: row.contactDirectPhone,
    },
  };
}

/** GET api/Mncinfos: for those who may see the company; the empty information when none was saved. */
export async function mncInfoOf(ctx: AppContext, actor: Actor, companyId: number): Promise<MncInfoModel> {
  await requireVisibleCompany(ctx.db, actor, companyId);
  return (await readMncInfo(ctx.db, companyId)) ?? mncInfoModel.parse({ fkCompanyId: companyId });
}

/** POST creates and PUT updates; both write the same row (an upsert keeps a double submit harmless). */
export async function saveMncInfo(ctx: AppContext, actor: Actor, input: MncInfoModel) {
  await ctx.db.transaction(async (tx) => {
    const company = await requireEditableCompany(tx, actor, input.fkCompanyId);
    if (!company.isMnc) throw businessRule('company_is_not_multinational');
    const cp = input.contactPerson;
    const values = {
      description: input.description ?? null,
      suppliers: input.suppliers ?? null,
      requirements: input.requirements ?? null,
      requiredTime: input.requiredTime ?? null,
      products: input.products ?? null,
      problems: input.problems ?? null,
      opportunity: input.opportunity,
      contactName: cp.name ?? null,
      contactSurname: cp.surname ?? null,
      contactEmail: cp.email ?? null,
      contactPosition: cp.position ?? null,
      contactDirectPhone: cp.directPhone ?? null,
      updatedAt: new Date(),
    };
    await upsertMncInfo(tx, input.fkCompanyId, values);
    await logAction(tx, actor, 'update_mnc_info', 'company', input.fkCompanyId);
  });
  return (await readMncInfo(ctx.db, input.fkCompanyId))!;
}
