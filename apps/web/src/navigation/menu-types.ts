import type { CompanyTypeKey } from '../lib/codes/code-queries.ts';

/** One entry of a menu. Texts are keys of the `menu` namespace; icons are names mapped in the layout. */
export interface MenuItem {
  key: string;
  /** May contain `:companyId`, filled with the user's company. */
  path: string;
  /** The path a guest opens instead (the public page of the section). */
  guestPath?: string;
  icon?: string;
  /** Shown to guests (spec: "guests see only items flagged for guests"). */
  guest?: boolean;
  /** Shown to signed-in users; false for guest-only entries. */
  members?: boolean;
  roles?: readonly number[];
  functions?: readonly string[];
  /** Every listed company module is needed; platform and chamber administrators pass. */
  modules?: readonly number[];
  /** One of the listed company types is needed. */
  companyTypes?: readonly CompanyTypeKey[];
  /** true: multinational companies only; false: not for multinational companies. */
  mnc?: boolean;
  powerBi?: boolean;
  children?: readonly MenuItem[];
}

/** Everything the filter needs to know about the visitor. */
export interface MenuContext {
  guest: boolean;
  roleId: number | null;
  functions: readonly string[];
  modules: readonly number[];
  companyTypes: readonly number[];
  /** Code ids of the company types (code type 3), when known. */
  companyTypeIds: Partial<Record<CompanyTypeKey, number>>;
  isMnc: boolean;
  hasPowerBi: boolean;
  companyId: number | null;
  companyVerified: boolean;
}

/** A filtered entry, ready to render. */
export interface VisibleMenuItem {
  key: string;
  path: string;
  icon?: string;
  /** An incomplete company-profile section (red, with an asterisk). */
  missing?: boolean;
  children: VisibleMenuItem[];
}
