import { isoToday } from '@portal/contracts/catalogue/catalogue-item';
import type { ProductModel } from '@portal/contracts/catalogue/products';
import type { ServiceModel } from '@portal/contracts/catalogue/services';
import { ModuleId } from '@portal/contracts/common/access';
import type { Actor, AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { logAction } from '../logs/logs.service.ts';
import { publishNotifications } from '../notifications/notify.service.ts';
import { companyModuleIds } from '../companies/company.repository.ts';
import { canSeeCompanyInternals, canViewCompany, requireEditableCompany, requireVisibleCompany } from '../companies/company.policy.ts';
import { answer, companyOf, listOf } from './catalogue-answers.ts';
import { companyItemPage, deleteItemRow, insertItem, type ItemSearch, itemRow, updateItem } from './catalogue-items.repository.ts';
import { isCompanySector, isLiveLeafCode, isServiceCategory, uploadedFiles } from './catalogue-references.repository.ts';
import { type CatalogueKind, kindNames } from './catalogue-kinds.ts';
import { notifyOfferMatches } from './offer-matches.ts';
type ItemInput = ProductModel | ServiceModel;

/** One item, for whoever may see its company; anonymous visitors see verified companies' items. */
export async function getItem(ctx: AppContext, actor: Actor | null, lang: number, kind: CatalogueKind, id: number) {
  const row = await itemRow(ctx.db, lang, kind, id);
  if (!canViewCompany(actor, companyOf(row))) throw notFound(kindNames[kind].notFound);
  return answer(kind, row, actor);
}

/** Checks the code fields against the code lists and the company (a service's NACE must be one of its sectors). */
async function checkCodes(db: DbOrTx, kind: CatalogueKind, input: ItemInput) {
  const classificationId = 'fkProductClassificationId' in input ? input.fkProductClassificationId : input.fkActivityClassificationId;
  const field = kind === 'product' ? 'fkProductClassificationId' : 'fkActivityClassificationId';
  if (kind === 'product') {
    // An HS leaf: a product classification code without children.
    if (!(await isLiveLeafCode(db, classificationId, kindNames.product.classificationType)))
      throw fieldError(field, 'classification_must_be_leaf');
  } else {
    if (!(await isCompanySector(db, input.fkCompanyId, classificationId))) throw fieldError(field, 'activity_not_in_company_sectors');
    const categoryId = 'fkServiceCategoriesId' in input ? input.fkServiceCategoriesId : null;
    if (categoryId && !(await isServiceCategory(db, categoryId))) throw fieldError('fkServiceCategoriesId', 'validation.invalid');
  }
  return classificationId;
}

/** New gallery images must be public images the actor uploaded; images already on the item stay. */
async function checkImages(db: DbOrTx, actor: Actor, images: string[], kept: string[]) {
  const added = images.filter((name) => !kept.includes(name));
  if (!added.length) return;
  const rows = await uploadedFiles(db, actor.userId, added);
  const usable = new Set(rows.filter((r) => r.isPublic && r.mimeType.startsWith('image/')).map((r) => r.name));
  if (added.some((name) => !usable.has(name))) throw fieldError('images', 'image_not_uploaded');
}

/** POST and PUT: the spec-1 section 5 rules the contract cannot check without stored state. */
export async function saveItem(ctx: AppContext, actor: Actor, kind: CatalogueKind, input: ItemInput) {
  const itemId = 'pkProductId' in input ? input.pkProductId : 'pkServiceId' in input ? input.pkServiceId : undefined;
  const saved = await ctx.db.transaction(async (tx) => {
    const company = await requireEditableCompany(tx, actor, input.fkCompanyId);
    const existing = itemId ? await itemRow(tx, actor.languageId, kind, itemId) : null;
    // An item stays with its company, which the actor must be able to edit too.
    if (existing && existing.fkCompanyId !== input.fkCompanyId) throw notFound(kindNames[kind].notFound);
    const classificationId = await checkCodes(tx, kind, input);
    if (input.isSupply || input.isDemand) {
      const modules = await companyModuleIds(tx, company.pkCompanyId);
      if (!modules.includes(ModuleId.supplyAndDemand) || company.isMnc) throw fieldError('isSupply', 'supply_demand_not_available');
    }
    const validFromChanged = input.validFrom && input.validFrom !== existing?.validFrom;
    if (validFromChanged && input.validFrom! <= isoToday()) throw fieldError('validFrom', 'valid_from_cant_be_in_the_past');
    await checkImages(tx, actor, input.images, existing?.images ?? []);
    const values = {
      fkClassificationId: classificationId,
      fkServiceCategoryId: 'fkServiceCategoriesId' in input ? (input.fkServiceCategoriesId ?? null) : null,
      name: input.name,
      description: input.description ?? null,
      keywords: input.keywords,
      images: input.images,
      isSupply: input.isSupply,
      isDemand: input.isDemand,
      validFrom: input.validFrom ?? null,
      validTo: input.validTo ?? null,
    };
    let savedId = itemId;
    if (savedId) {
      await updateItem(tx, savedId, values);
    } else {
      savedId = await insertItem(tx, kind, input.fkCompanyId, values);
    }
    await logAction(tx, actor, `${existing ? 'update' : 'add'}_${kind}`, kind, savedId);
    // An offer is announced once: when it is new, or when a catalogue item becomes one.
    const becameOffer = (input.isSupply && !existing?.isSupply) || (input.isDemand && !existing?.isDemand);
    const written = becameOffer
      ? await notifyOfferMatches(tx, kind, {
          id: savedId,
          name: input.name,
          companyName: company.name,
          isVisibleForSupply: existing?.isVisibleForSupply ?? true,
        })
      : [];
    return { savedId, written };
  });
  await publishNotifications(ctx, saved.written);
  return answer(kind, await itemRow(ctx.db, actor.languageId, kind, saved.savedId), actor);
}

export async function deleteItem(ctx: AppContext, actor: Actor, kind: CatalogueKind, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await itemRow(tx, actor.languageId, kind, id);
    await requireEditableCompany(tx, actor, row.fkCompanyId);
    await deleteItemRow(tx, id);
    await logAction(tx, actor, `delete_${kind}`, kind, id);
  });
}

/** One company's items, for those who may see the company (its catalogue is part of the profile). */
export async function searchInCompany(ctx: AppContext, actor: Actor, kind: CatalogueKind, q: ItemSearch) {
  const companyId = q.fkCompanyId ?? actor.companyId;
  if (!companyId) throw notFound('company_not_found');
  const company = await requireVisibleCompany(ctx.db, actor, companyId);
  // Outsiders do not see what the company hid from the supply-and-demand market.
  const hidden = !canSeeCompanyInternals(actor, company);
  const page = await companyItemPage(ctx.db, actor.languageId, companyId, kind, q, hidden);
  return { ...listOf(kind, page.rows, actor), totalPages: page.totalPages, totalCount: page.totalCount };
}

/** get-added-*-for-my-company: the caller's company's items. */
export function myCompanyItems(ctx: AppContext, actor: Actor, kind: CatalogueKind, q: ItemSearch) {
  if (!actor.companyId) throw notFound('company_not_found');
  return searchInCompany(ctx, actor, kind, { ...q, fkCompanyId: actor.companyId });
}
