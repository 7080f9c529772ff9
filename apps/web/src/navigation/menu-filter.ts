import { RoleId } from '@portal/contracts/common/access';
import { isAdministrator } from '../lib/roles.ts';
import { companySections, mainMenu, verifiedCompanySections } from './menu-definition.ts';
import type { MenuContext, MenuItem, VisibleMenuItem } from './menu-types.ts';

/** Whether one entry (ignoring its children) is shown to this visitor. */
export function isVisible(item: MenuItem, ctx: MenuContext): boolean {
  // A signed-in user without a company (role 5) browses like a guest, plus the entries naming role 5.
  const asGuest = ctx.guest || (ctx.roleId === RoleId.guest && !item.roles?.includes(RoleId.guest));
  if (asGuest) return item.guest === true;
  if (item.members === false) return false;
  if (item.roles && (ctx.roleId === null || !item.roles.includes(ctx.roleId))) return false;
  if (item.functions && !item.functions.some((f) => ctx.functions.includes(f))) return false;
  const admin = isAdministrator(ctx.roleId);
  if (item.modules && !admin && !item.modules.every((m) => ctx.modules.includes(m))) return false;
  if (item.companyTypes && !admin) {
    const known = item.companyTypes.map((k) => ctx.companyTypeIds[k]).filter((id): id is number => id !== undefined);
    // Unknown ids (the code list has not loaded) hide nothing: the server decides anyway.
    if (known.length === item.companyTypes.length && !known.some((id) => ctx.companyTypes.includes(id))) return false;
  }
  if (item.mnc !== undefined && item.mnc !== ctx.isMnc) return false;
  if (item.powerBi && !ctx.hasPowerBi) return false;
  if (item.path.includes(':companyId') && ctx.companyId === null) return false;
  return true;
}

function resolvePath(item: MenuItem, ctx: MenuContext): string {
  const path = ctx.guest && item.guestPath ? item.guestPath : item.path;
  return path.replace(':companyId', String(ctx.companyId ?? ''));
}

/** A company page's section as the server names it in missingSections, e.g. supply-chain/basic-data. */
const companySection = (path: string) => (path.startsWith('/company/:companyId/') ? path.slice('/company/:companyId/'.length) : '');

/** Filters a menu for the visitor: role, modules, company types, MNC, power BI and guest flag. */
export function filterMenu(items: readonly MenuItem[], ctx: MenuContext, missing: ReadonlySet<string> = new Set()): VisibleMenuItem[] {
  const out: VisibleMenuItem[] = [];
  for (const item of items) {
    if (!isVisible(item, ctx)) continue;
    const children = item.children ? filterMenu(item.children, ctx, missing) : [];
    const childMissing = children.some((c) => c.missing);
    out.push({
      key: item.key,
      path: resolvePath(item, ctx),
      icon: item.icon,
      missing: missing.has(companySection(item.path)) || childMissing || undefined,
      children,
    });
  }
  return out;
}

/** A company administrator whose company is not verified yet gets the reduced menu. */
export const isUnverifiedCompanyAdmin = (ctx: MenuContext) =>
  !ctx.guest && ctx.roleId === RoleId.companyAdmin && ctx.companyId !== null && !ctx.companyVerified;

/** The side menu of this visitor. `missing` names incomplete company sections (the server's missingSections) (reduced menu only). */
export function sideMenu(ctx: MenuContext, missing: ReadonlySet<string> = new Set()): VisibleMenuItem[] {
  if (isUnverifiedCompanyAdmin(ctx)) return filterMenu(companySections, ctx, missing);
  return filterMenu(mainMenu, ctx);
}

/** The sections of a company's pages (top-bar sub-menu on /company/...). */
export function companyMenu(ctx: MenuContext, companyId: number | null): VisibleMenuItem[] {
  const forCompany = { ...ctx, companyId: companyId ?? ctx.companyId };
  const sections = ctx.companyVerified || isAdministrator(ctx.roleId);
  return filterMenu(sections ? [...companySections, ...verifiedCompanySections] : companySections, forCompany);
}

/** The guest context: nobody signed in. */
export const guestContext: MenuContext = {
  guest: true,
  roleId: null,
  functions: [],
  modules: [],
  companyTypes: [],
  companyTypeIds: {},
  isMnc: false,
  hasPowerBi: false,
  companyId: null,
  companyVerified: false,
};
