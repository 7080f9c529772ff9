import type { FunctionGroupModel } from '@portal/contracts/access-admin/function-groups';
import type { FunctionModel } from '@portal/contracts/access-admin/functions';
import { describe, expect, it } from 'vitest';
import { mainMenu } from '../../navigation/menu-definition.ts';
import { functionSections, grantChanges, menuEntriesOpenedBy } from './function-effects.ts';

const fn = (pkFunctionId: number, alias: string) =>
  ({ pkFunctionId, alias, name: alias, description: null, titleId: null, actions: [] }) as unknown as FunctionModel;
const group = (pkFunctionGroupId: number, functionIds: number[]) =>
  ({
    pkFunctionGroupId,
    name: `Group ${pkFunctionGroupId}`,
    description: null,
    functionIds,
    functions: [],
  }) as unknown as FunctionGroupModel;

describe('menuEntriesOpenedBy', () => {
  it('reads the entries a function opens from the menu definition', () => {
    expect(menuEntriesOpenedBy('super_admin_function', mainMenu).map((e) => e.key)).toEqual(['admin_center', 'kif_admin_center']);
    expect(menuEntriesOpenedBy('cif_admin_function', mainMenu)).toEqual([
      expect.objectContaining({ key: 'admin_center', children: expect.arrayContaining(['user_administration', 'feeds']) }),
    ]);
    expect(menuEntriesOpenedBy('made_up_function', mainMenu)).toEqual([]);
  });

  it('finds an entry gated below an ungated parent', () => {
    const menu = [{ key: 'top', path: '/top', children: [{ key: 'inner', path: '/top/inner', functions: ['x'] }] }];
    expect(menuEntriesOpenedBy('x', menu)).toEqual([{ key: 'inner', path: '/top/inner', children: [] }]);
  });
});

describe('functionSections', () => {
  it('places each function once, under its first group, and the rest under no group', () => {
    const functions = [fn(1, 'a'), fn(2, 'b'), fn(3, 'c')];
    const sections = functionSections([group(10, [2, 1]), group(11, [1, 99]), group(12, [])], functions);
    expect(sections.map((s) => [s.group?.pkFunctionGroupId ?? null, s.functions.map((f) => f.alias)])).toEqual([
      [10, ['b', 'a']],
      [null, ['c']],
    ]);
  });
});

describe('grantChanges', () => {
  it('tells granted from revoked functions', () => {
    expect(grantChanges([1, 2, 3], [2, 3, 4, 5])).toEqual({ granted: [4, 5], revoked: [1] });
    expect(grantChanges([1], [1])).toEqual({ granted: [], revoked: [] });
  });
});
