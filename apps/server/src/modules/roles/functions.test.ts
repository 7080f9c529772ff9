import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { appWithCast, functionIdsByAlias } from '../../../test/admin-fixtures.ts';
import { type Cast, call } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
let cast: Cast;
let fnIds: Record<string, number>;
beforeAll(async () => {
  ({ t0, cast } = await appWithCast());
  fnIds = await functionIdsByAlias(t0.db);
});

const admin = () => cast.platformAdmin.token;
const newFunction = (alias: string, extra: Record<string, unknown> = {}) => ({ name: `Function ${alias}`, alias, ...extra });

describe('functions', () => {
  it('lists a page at a time (pageNumber, pageSize) and searches', async () => {
    const r = await call(t0.app, 'GET', '/api/functions?pageNumber=2&pageSize=4', { token: admin() });
    expect(r.status).toBe(200);
    expect(r.json.list).toHaveLength(2);
    expect(r.json).toMatchObject({ totalPages: 2, totalCount: 6 });
    expect(r.json.list[0]).toMatchObject({ isBuiltin: true, actions: [1, 2] });
    const found = await call(t0.app, 'POST', '/api/functions/search', { token: admin(), body: { alias: 'ADMIN_function' } });
    expect(found.json.list.map((f: { alias: string }) => f.alias).sort()).toEqual([
      'cif_admin_function',
      'company_admin_function',
      'super_admin_function',
    ]);
    expect((await call(t0.app, 'GET', '/api/functions?pageSize=0', { token: admin() })).status).toBe(400);
    const bad = await call(t0.app, 'POST', '/api/functions/search', { token: admin(), body: { pageSize: 'many' } });
    expect(bad.json.fields.pageSize).toBeDefined();
  });

  it('creates, gets, edits and deletes a function; deletion takes it from roles and groups', async () => {
    const created = await call(t0.app, 'POST', '/api/functions', {
      token: admin(),
      body: newFunction('reports_function', { description: 'Reports', fkActionModuleId: 2, actions: [1, 1], isBuiltin: true }),
    });
    expect(created.status).toBe(200);
    const id = created.json.pkFunctionId;
    // isBuiltin is not the caller's to set.
    expect(created.json).toMatchObject({ alias: 'reports_function', actions: [1], isBuiltin: false, isSystem: false });
    expect((await call(t0.app, 'GET', `/api/functions/${id}`, { token: admin() })).json.name).toBe('Function reports_function');
    const taken = await call(t0.app, 'POST', '/api/functions', { token: admin(), body: newFunction('Reports_Function'.toLowerCase()) });
    expect(taken.status).toBe(422);
    expect(taken.json.fields.alias).toBe('alias_taken');
    const edited = await call(t0.app, 'PUT', '/api/functions', {
      token: admin(),
      body: { ...newFunction('report_export_function'), pkFunctionId: id, name: 'Exports' },
    });
    expect(edited.json).toMatchObject({ alias: 'report_export_function', name: 'Exports' });

    await call(t0.app, 'PUT', '/api/roles', {
      token: admin(),
      body: { pkRoleId: 4, name: 'Employee', isCompanyRole: true, functionIds: [fnIds.employees_function, id] },
    });
    expect((await call(t0.app, 'GET', '/api/roles/4', { token: admin() })).json.functionIds).toContain(id);
    expect((await call(t0.app, 'DELETE', `/api/functions/${id}`, { token: admin() })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/functions/${id}`, { token: admin() })).status).toBe(404);
    expect((await call(t0.app, 'GET', '/api/roles/4', { token: admin() })).json.functionIds).toEqual([fnIds.employees_function]);
    expect(
      (await call(t0.app, 'PUT', '/api/functions', { token: admin(), body: { ...newFunction('x_function'), pkFunctionId: id } })).status,
    ).toBe(404);
    // The alias is free again.
    expect((await call(t0.app, 'POST', '/api/functions', { token: admin(), body: newFunction('report_export_function') })).status).toBe(
      200,
    );
    const [log] = await t0.db.select().from(t.actionLogs).where(eq(t.actionLogs.action, 'function_deleted'));
    expect(log.entityId).toBe(String(id));
  });

  it('keeps the built-in functions: never deleted, alias fixed', async () => {
    for (const alias of [
      'super_admin_function',
      'cif_admin_function',
      'company_admin_function',
      'employees_function',
      'guest',
      'guest-route',
    ]) {
      const r = await call(t0.app, 'DELETE', `/api/functions/${fnIds[alias]}`, { token: admin() });
      expect(r.status).toBe(422);
      expect(r.json.message).toBe('builtin_function_cannot_be_deleted');
    }
    const renamed = await call(t0.app, 'PUT', '/api/functions', {
      token: admin(),
      body: { pkFunctionId: fnIds.guest, name: 'Guest', alias: 'visitor' },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.json.message).toBe('builtin_function_alias_locked');
    const described = await call(t0.app, 'PUT', '/api/functions', {
      token: admin(),
      body: { pkFunctionId: fnIds.guest, name: 'Guest access', alias: 'guest', description: 'Anonymous visitors' },
    });
    expect(described.json).toMatchObject({ name: 'Guest access', alias: 'guest', isBuiltin: true });
  });

  it('validates function input', async () => {
    const bad = await call(t0.app, 'POST', '/api/functions', { token: admin(), body: { name: '', alias: 'Has Spaces', actions: [0] } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({ name: 'validation.required', alias: 'invalid_alias' });
    expect(bad.json.fields['actions.0']).toBeDefined();
    expect((await call(t0.app, 'GET', '/api/functions/abc', { token: admin() })).status).toBe(400);
    expect((await call(t0.app, 'DELETE', '/api/functions/999999', { token: admin() })).status).toBe(404);
    expect((await call(t0.app, 'DELETE', '/api/functions/x', { token: admin() })).json.fields.id).toBeDefined();
    const badPut = await call(t0.app, 'PUT', '/api/functions', { token: admin(), body: { pkFunctionId: -1, name: 'X', alias: '9lives' } });
    expect(badPut.json.fields).toMatchObject({ alias: 'invalid_alias' });
    expect(badPut.json.fields.pkFunctionId).toBeDefined();
  });

  it('is for platform administrators only', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/functions', undefined],
      ['POST', '/api/functions/search', {}],
      ['GET', `/api/functions/1`, undefined],
      ['POST', '/api/functions', newFunction('sneaky_function')],
      ['PUT', '/api/functions', { ...newFunction('sneaky_function'), pkFunctionId: 1 }],
      ['DELETE', '/api/functions/1', undefined],
    ] as const) {
      expect((await call(t0.app, method, url, { body })).status).toBe(401);
      for (const token of [cast.chamberAdminMe.token, cast.companyAdminRs.token]) {
        const r = await call(t0.app, method, url, { token, body });
        expect(r.status).toBe(403);
        expect(r.json.message).toBe('access_denied');
      }
    }
  });
});

describe('function groups', () => {
  it('lists every group with its functions and searches a page at a time', async () => {
    const all = await call(t0.app, 'GET', '/api/functionGroups', { token: admin() });
    expect(all.status).toBe(200);
    const administration = all.json.find((g: { name: string }) => g.name === 'Administration');
    expect(administration).toMatchObject({ adminActionGroup: true, isBuiltin: true, default: false });
    expect(administration.functions.map((f: { alias: string }) => f.alias).sort()).toEqual(['cif_admin_function', 'super_admin_function']);
    const page = await call(t0.app, 'POST', '/api/functionGroups/search', { token: admin(), body: { name: 'o', pageSize: 1 } });
    expect(page.json.list).toHaveLength(1);
    expect(page.json.totalPages).toBe(page.json.totalCount);
    const bad = await call(t0.app, 'POST', '/api/functionGroups/search', { token: admin(), body: { pageNum: -1 } });
    expect(bad.json.fields.pageNum).toBeDefined();
  });

  it('creates, gets, edits and deletes a group of functions', async () => {
    const created = await call(t0.app, 'POST', '/api/functionGroups', {
      token: admin(),
      body: { name: 'Members', default: true, functionIds: [fnIds.employees_function] },
    });
    expect(created.status).toBe(200);
    const id = created.json.pkFunctionGroupId;
    expect(created.json).toMatchObject({ name: 'Members', default: true, isBuiltin: false, functionIds: [fnIds.employees_function] });
    const duplicate = await call(t0.app, 'POST', '/api/functionGroups', { token: admin(), body: { name: 'members' } });
    expect(duplicate.json.fields.name).toBe('name_taken');
    const edited = await call(t0.app, 'PUT', '/api/functionGroups', {
      token: admin(),
      body: { pkFunctionGroupId: id, name: 'Company members', functionIds: [fnIds.employees_function, fnIds.company_admin_function] },
    });
    expect(edited.json).toMatchObject({ name: 'Company members', default: false });
    expect(edited.json.functionIds).toHaveLength(2);
    expect((await call(t0.app, 'GET', `/api/functionGroups/${id}`, { token: admin() })).json.name).toBe('Company members');
    expect((await call(t0.app, 'DELETE', `/api/functionGroups/${id}`, { token: admin() })).status).toBe(200);
    expect((await call(t0.app, 'GET', `/api/functionGroups/${id}`, { token: admin() })).status).toBe(404);
  });

  it('keeps the built-in groups and validates input', async () => {
    const [builtin] = await t0.db.select().from(t.functionGroups).where(eq(t.functionGroups.isBuiltin, true)).limit(1);
    const r = await call(t0.app, 'DELETE', `/api/functionGroups/${builtin.pkFunctionGroupId}`, { token: admin() });
    expect(r.status).toBe(422);
    expect(r.json.message).toBe('builtin_function_group_cannot_be_deleted');
    const bad = await call(t0.app, 'POST', '/api/functionGroups', { token: admin(), body: { name: '', default: 'yes', functionIds: 3 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(expect.arrayContaining(['name', 'default', 'functionIds']));
    const unknown = await call(t0.app, 'POST', '/api/functionGroups', { token: admin(), body: { name: 'Ghosts', functionIds: [999999] } });
    expect(unknown.json.fields.functionIds).toBe('invalid_choice');
    expect(
      (await call(t0.app, 'PUT', '/api/functionGroups', { token: admin(), body: { pkFunctionGroupId: 999999, name: 'X' } })).status,
    ).toBe(404);
    const badPut = await call(t0.app, 'PUT', '/api/functionGroups', { token: admin(), body: { pkFunctionGroupId: 'g', name: ' ' } });
    expect(Object.keys(badPut.json.fields)).toEqual(expect.arrayContaining(['pkFunctionGroupId', 'name']));
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call(t0.app, method, '/api/functionGroups/x', { token: admin() })).json.fields.id).toBeDefined();
      expect((await call(t0.app, method, '/api/functionGroups/999999', { token: admin() })).status).toBe(404);
    }
  });

  it('is for platform administrators only', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/functionGroups', undefined],
      ['POST', '/api/functionGroups/search', {}],
      ['GET', '/api/functionGroups/1', undefined],
      ['POST', '/api/functionGroups', { name: 'Sneaky' }],
      ['PUT', '/api/functionGroups', { pkFunctionGroupId: 1, name: 'Sneaky' }],
      ['DELETE', '/api/functionGroups/1', undefined],
    ] as const) {
      expect((await call(t0.app, method, url, { body })).status).toBe(401);
      for (const token of [cast.chamberAdminRs.token, cast.employeeRs.token]) {
        const r = await call(t0.app, method, url, { token, body });
        expect(r.status).toBe(403);
        expect(r.json.message).toBe('access_denied');
      }
    }
  });
});
