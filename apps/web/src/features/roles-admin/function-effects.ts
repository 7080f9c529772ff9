import type { FunctionGroupModel } from '@portal/contracts/access-admin/function-groups';
import type { FunctionModel } from '@portal/contracts/access-admin/functions';
import type { MenuItem } from '../../navigation/menu-types.ts';

/** A menu entry a function opens: its key (the `menu` namespace's text) and its sub-entries' keys. */
export interface OpenedMenuEntry {
  key: string;
  path: string;
  children: string[];
}

/**
 * The menu entries that a function alias opens: those whose `functions` name it (entries gated
 * by role ids or modules alone are not a function's to open). Read from the menu definition itself.
 */
export function menuEntriesOpenedBy(alias: string, menu: readonly MenuItem[]): OpenedMenuEntry[] {
  const out: OpenedMenuEntry[] = [];
  for (const item of menu) {
    if (item.functions?.includes(alias)) {
      out.push({ key: item.key, path: item.path, children: (item.children ?? []).map((c) => c.key) });
    } else if (item.children) {
      out.push(...menuEntriesOpenedBy(alias, item.children));
    }
  }
  return out;
}

export interface FunctionSection {
  /** null: the functions of no group. */
  group: Pick<FunctionGroupModel, 'pkFunctionGroupId' | 'name' | 'titleId' | 'description'> | null;
  functions: FunctionModel[];
}

/**
 * Every live function once, under the first group that holds it (groups in their order), then
 * the functions of no group, so a function a group forgot can still be granted.
 */
export function functionSections(groups: readonly FunctionGroupModel[], functions: readonly FunctionModel[]): FunctionSection[] {
  const byId = new Map(functions.map((f) => [f.pkFunctionId, f]));
  const placed = new Set<number>();
  const sections: FunctionSection[] = [];
  for (const { pkFunctionGroupId, name, titleId, description, functionIds } of groups) {
    const own = functionIds.filter((id) => byId.has(id) && !placed.has(id)).map((id) => byId.get(id) as FunctionModel);
    for (const f of own) placed.add(f.pkFunctionId);
    if (own.length) sections.push({ group: { pkFunctionGroupId, name, titleId, description }, functions: own });
  }
  const rest = functions.filter((f) => !placed.has(f.pkFunctionId));
  if (rest.length) sections.push({ group: null, functions: rest });
  return sections;
}

/** The functions granted and revoked between the saved and the edited set, for the summary before saving. */
export function grantChanges(saved: readonly number[], edited: readonly number[]) {
  const before = new Set(saved);
  const after = new Set(edited);
  return { granted: edited.filter((id) => !before.has(id)), revoked: saved.filter((id) => !after.has(id)) };
}
