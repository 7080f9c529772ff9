import type { B2bInfoAnswer, B2bInfoModel } from '@portal/contracts/companies/b2b-info';
import { emptyB2bInfo } from '@portal/contracts/companies/completeness';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type * as t from '../../db/schema/all.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { logAction } from '../logs/logs.service.ts';
import { requireEditableCompany, requireVisibleCompany } from './company.policy.ts';
import type { SectionRow } from './company.repository.ts';
import { profileListsOf, readProfileLists, replaceProfileLists } from './profile-lists.repository.ts';
import { findB2bInfo, upsertB2bInfo } from './profile-sections.repository.ts';

const b2bLists = [
  'b2BInfoImportCountries',
  'b2BInfoImportProducts',
  'b2BInfoImportServices',
  'b2BInfoExportCountries',
  'b2BInfoExportProducts',
  'b2BInfoExportServices',
  'b2BInfoBusinessPartners',
] as const;

/** The company's B2B information; the empty one when nothing was saved yet. */
export async function readB2bInfo(db: DbOrTx, companyId: number): Promise<B2bInfoAnswer> {
  return b2bInfoAnswer(companyId, await findB2bInfo(db, companyId), await readProfileLists(db, companyId, b2bLists));
}

/** The answer from the company's b2b_infos row (undefined when never saved) and rows of its lists. */
export function b2bInfoFromRows(
  companyId: number,
  row: SectionRow<typeof t.b2bInfos> | undefined,
  codeRows: readonly (readonly [string, number])[],
  countryRows: readonly (readonly [string, number])[],
): B2bInfoAnswer {
  return b2bInfoAnswer(companyId, row, profileListsOf(b2bLists, codeRows, countryRows));
}

function b2bInfoAnswer(
  companyId: number,
  row: SectionRow<typeof t.b2bInfos> | undefined,
  lists: Record<(typeof b2bLists)[number], number[]>,
): B2bInfoAnswer {
  if (!row) return { fkCompanyId: companyId, ...emptyB2bInfo, ...lists };
  return {
    fkCompanyId: companyId,
    email: row.email,
    phone: row.phone,
    phoneMiddlePart: row.phoneMiddlePart,
    fax: row.fax,
    webLocation: row.webLocation,
    ceo: row.ceo,
    shortCompanyProfile: row.shortCompanyProfile,
    mainBusinessActivity: row.mainBusinessActivity,
    annualTurnover: row.annualTurnover,
    isLocalMarket: row.isLocalMarket,
    others: row.others,
    linkOfProductCatalogue: row.linkOfProductCatalogue,
    linkOfPromoVideos: row.linkOfPromoVideos,
    ...lists,
  };
}

/** GET api/B2BInfo: for those who may see the company. */
export async function b2bInfoOf(ctx: AppContext, actor: Actor, companyId: number) {
  await requireVisibleCompany(ctx.db, actor, companyId);
  return readB2bInfo(ctx.db, companyId);
}

export async function saveB2bInfo(ctx: AppContext, actor: Actor, companyId: number, input: B2bInfoModel) {
  await ctx.db.transaction(async (tx) => {
    await requireEditableCompany(tx, actor, companyId);
    const values = {
      email: input.email ?? null,
      phone: input.phone ?? null,
      phoneMiddlePart: input.phoneMiddlePart ?? null,
      fax: input.fax ?? null,
      webLocation: input.webLocation ?? null,
      ceo: input.ceo ?? null,
      shortCompanyProfile: sanitizeRichText(input.shortCompanyProfile),
      mainBusinessActivity: sanitizeRichText(input.mainBusinessActivity),
      annualTurnover: [...input.annualTurnover].sort((a, b) => a.year - b.year),
      isLocalMarket: input.isLocalMarket,
      others: sanitizeRichText(input.others),
      linkOfProductCatalogue: input.linkOfProductCatalogue ?? null,
      linkOfPromoVideos: input.linkOfPromoVideos ?? null,
      updatedAt: new Date(),
    };
    await upsertB2bInfo(tx, companyId, values);
    await replaceProfileLists(tx, companyId, Object.fromEntries(b2bLists.map((l) => [l, input[l]])));
    await logAction(tx, actor, 'update_b2b_info', 'company', companyId);
  });
  return readB2bInfo(ctx.db, companyId);
}
