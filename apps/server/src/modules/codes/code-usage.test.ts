import { beforeAll, describe, expect, it } from 'vitest';
import { appWithAdmins } from '../../../test/admin-fixtures.ts';
import * as t from '../../db/schema/all.ts';
import { buildCompany, call, chamberId } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { usingColumnNames } from './code-usage.repository.ts';

let t0: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t0, admin } = await appWithAdmins());
});

const names = (eng: string, sr: string) => [
  { languageId: 1, name: eng },
  { languageId: 2, name: sr },
];
const dropdownNames = async (lang: string, codeType: number) =>
  (await call(t0.app, 'GET', `/api/Dropdowns/Dropdown/${lang}/${codeType}`)).json.list.map((c: { name: string }) => c.name);

describe('deleting a code that records use', () => {
  it('reads the using columns from the schema, leaving out the code’s own rows', () => {
    const columns = usingColumnNames();
    expect(columns).toEqual(expect.arrayContaining(['users.fk_chamber_id', 'company_code_lists.fk_code_id']));
    expect(columns).not.toContain('code_translations.fk_code_id');
  });

  it('refuses while a record uses the entry and deletes it once none does', async () => {
    // The chamber administrator of appWithAdmins belongs to the RS chamber.
    const rs = await chamberId(t0.db, 'RS');
    const refused = await call(t0.app, 'DELETE', `/api/Chambers/${rs}`, { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('code_in_use');
    expect((await call(t0.app, 'GET', `/api/Chambers/${rs}`, { token: admin })).json.isDeleted).toBe(false);

    const unused = await call(t0.app, 'POST', '/api/Chambers', {
      token: admin,
      body: { code: 'UNUSED-1', countryId: 1, translations: names('Unused chamber', 'Nekorišćena komora') },
    });
    expect(unused.status).toBe(200);
    expect((await call(t0.app, 'DELETE', `/api/Chambers/${unused.json.id}`, { token: admin })).status).toBe(200);
  });
});

describe('a delete racing a record that takes the code', () => {
  it('waits for the record and then refuses (on PostgreSQL the two really overlap)', async () => {
    const created = await call(t0.app, 'POST', '/api/CompanyTypes', {
      token: admin,
      body: { code: 'RACE-1', translations: names('Racing type', 'Tip u trci') },
    });
    expect(created.status).toBe(200);
    const company = await buildCompany(t0.db, { country: 'RS' });
    let deleting: Promise<{ status: number; json: { message?: string } }> | undefined;
    await t0.db.transaction(async (tx) => {
      await tx.insert(t.companyTypes).values({ fkCompanyId: company.pkCompanyId, fkCodeId: created.json.id });
      // The delete starts while the record is not committed yet.
      deleting = call(t0.app, 'DELETE', `/api/CompanyTypes/${created.json.id}`, { token: admin });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const answer = await deleting;
    expect(answer?.status).toBe(422);
    expect(answer?.json.message).toBe('code_in_use');
  });
});

describe('a change shows in the dropdowns at once', () => {
  it('adds, renames and deletes an entry as the dropdowns of both languages read it', async () => {
    const created = await call(t0.app, 'POST', '/api/Prefixes', {
      token: admin,
      body: { code: 'DR-1', sortOrder: 1, translations: names('Doctor of arts', 'Doktor umetnosti') },
    });
    expect(created.status).toBe(200);
    expect(await dropdownNames('sr', 2)).toContain('Doktor umetnosti');
    expect(await dropdownNames('eng', 2)).toContain('Doctor of arts');

    await call(t0.app, 'PUT', '/api/Prefixes', {
      token: admin,
      body: { id: created.json.id, code: 'DR-1', sortOrder: 1, translations: names('Doctor of music', 'Doktor muzike') },
    });
    expect(await dropdownNames('sr', 2)).toEqual(expect.arrayContaining(['Doktor muzike']));
    expect(await dropdownNames('sr', 2)).not.toContain('Doktor umetnosti');

    expect((await call(t0.app, 'DELETE', `/api/Prefixes/${created.json.id}`, { token: admin })).status).toBe(200);
    expect(await dropdownNames('sr', 2)).not.toContain('Doktor muzike');
  });
});
