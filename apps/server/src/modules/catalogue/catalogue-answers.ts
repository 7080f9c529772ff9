import type { Actor } from '../../context.ts';
import { canEditCompany, type PolicyCompany } from '../companies/company.policy.ts';
import { type ItemRow, toProduct, toService } from './catalogue-items.repository.ts';
import type { CatalogueKind } from './catalogue-kinds.ts';

/** The item's company, as the company policy reads it. */
export const companyOf = (r: ItemRow): PolicyCompany & { isVerified: boolean } => ({
  pkCompanyId: r.fkCompanyId,
  fkCountryId: r.companyFkCountryId,
  isMnc: r.companyIsMnc,
  countryIsWb6: r.countryIsWb6,
  isVerified: r.companyIsVerified,
});

/** One item as the API answers it, with whether the actor may edit it. */
export function answer(kind: CatalogueKind, r: ItemRow, actor: Actor | null) {
  const canEdit = canEditCompany(actor, companyOf(r));
  return kind === 'product' ? toProduct(r, canEdit) : toService(r, canEdit);
}
/** A list under the kind's name: { products } or { services }. */
export function listOf(kind: CatalogueKind, rows: ItemRow[], actor: Actor | null) {
  const canEdit = (r: ItemRow) => canEditCompany(actor, companyOf(r));
  return kind === 'product'
    ? { products: rows.map((r) => toProduct(r, canEdit(r))) }
    : { services: rows.map((r) => toService(r, canEdit(r))) };
}
