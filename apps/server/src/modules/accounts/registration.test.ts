import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildCompany, buildUser, call, codeId, countryId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
});

const person = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Anić',
  email,
  password: 'Strong#Pass9',
  confirmPassword: 'Strong#Pass9',
});

async function outboxFor(email: string) {
  return t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, email));
}

function linkIn(text: string) {
  const m = text.match(/userId=(\d+)&code=([\w%-]+)/);
  if (!m) throw new Error('no confirmation link');
  return { userId: Number(m[1]), code: decodeURIComponent(m[2]) };
}

describe('register', () => {
  it('creates an unconfirmed guest account and mails a confirmation link', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/register', { body: person('plain@example.test') });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('success_register');
    const [user] = await t0.db.select().from(t.users).where(eq(t.users.pkUserId, r.json.userId));
    expect(user).toMatchObject({ fkRoleId: 5, emailConfirmed: false, fkCompanyId: null });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const [mail] = await outboxFor('plain@example.test');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.textBody).toContain('http://portal.test/mailVerification?userId=');
  });

  it('writes the mail in Serbian for language 2', async () => {
    await call(t0.app, 'POST', '/api/Account/register', { body: { ...person('sr@example.test'), fkLanguageId: 2 } });
    const [mail] = await outboxFor('sr@example.test');
    expect(mail.subject).toBe('Potvrdite svoju adresu e-pošte');
  });

  it('refuses a taken e-mail (any case) with a field error and creates nothing', async () => {
    await buildUser(t0.db, { role: 5, email: 'taken@example.test' });
    const before = (await t0.db.select().from(t.users)).length;
    const r = await call(t0.app, 'POST', '/api/Account/register', { body: person('TAKEN@example.test') });
    expect(r.status).toBe(422);
    expect(r.json).toMatchObject({ code: 'email_taken', fields: { email: 'email_taken' } });
    expect((await t0.db.select().from(t.users)).length).toBe(before);
  });

  it('enforces the strong-password rule, the confirmation and the common-password list', async () => {
    const weak = await call(t0.app, 'POST', '/api/Account/register', {
      body: { ...person('weak@example.test'), password: 'weakpass', confirmPassword: 'weakpass' },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.fields.password).toBe('password_rules_not_met');
    const mismatch = await call(t0.app, 'POST', '/api/Account/register', {
      body: { ...person('mismatch@example.test'), confirmPassword: 'Other#Pass9' },
    });
    expect(mismatch.json.fields.confirmPassword).toBe('password_confirmation_does_not_match');
    const common = await call(t0.app, 'POST', '/api/Account/register', {
      body: { ...person('common@example.test'), password: 'Password123!', confirmPassword: 'Password123!' },
    });
    expect(common.status).toBe(400);
    expect(common.json.fields.password).toBe('password_too_common');
  });

  it('names every missing field', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/register', { body: {} });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.fields)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password']));
  });
});

describe('register-with-new-company', () => {
  const company = async () => ({
    name: 'Nova Firma d.o.o.',
    fkCountryId: await countryId(t0.db, 'RS'),
    cityName: 'Novi Sad',
    address: 'Bulevar 1',
    moduleIDs: [1, 4],
    companyTypeIDs: [await codeId(t0.db, 3, '1')],
    companySectors: [await codeId(t0.db, 5, '10.51')],
  });

  it('creates an unverified company with its administrator as contact person', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/register-with-new-company', {
      body: { ...person('owner@example.test'), company: await company(), isThisUserContactPerson: true },
    });
    expect(r.status).toBe(200);
    const [user] = await t0.db.select().from(t.users).where(eq(t.users.pkUserId, r.json.userId));
    expect(user.fkRoleId).toBe(3);
    const [c] = await t0.db.select().from(t.companies).where(eq(t.companies.pkCompanyId, user.fkCompanyId!));
    expect(c).toMatchObject({
      name: 'Nova Firma d.o.o.',
      isVerified: false,
      contactEmail: 'owner@example.test',
      fkContactUserId: user.pkUserId,
    });
    const modules = await t0.db.select().from(t.companyModules).where(eq(t.companyModules.fkCompanyId, c.pkCompanyId));
    expect(modules.map((m) => m.moduleId).sort()).toEqual([1, 4]);
    const [city] = await t0.db.select().from(t.cities).where(eq(t.cities.pkCityId, c.fkCityId!));
    expect(city.name).toBe('Novi Sad');
  });

  it('stores another contact person when the user is not the contact', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/register-with-new-company', {
      body: {
        ...person('owner2@example.test'),
        company: await company(),
        isThisUserContactPerson: false,
        contactPerson: { firstName: 'Petar', lastName: 'Perić', email: 'petar@example.test', phone: '+381 11 123' },
      },
    });
    expect(r.status).toBe(200);
    const [user] = await t0.db.select().from(t.users).where(eq(t.users.pkUserId, r.json.userId));
    const [c] = await t0.db.select().from(t.companies).where(eq(t.companies.pkCompanyId, user.fkCompanyId!));
    expect(c).toMatchObject({ contactFirstName: 'Petar', contactEmail: 'petar@example.test', fkContactUserId: null });
  });

  it('requires the contact person when the user is not the contact', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/register-with-new-company', {
      body: { ...person('owner3@example.test'), company: await company(), isThisUserContactPerson: false },
    });
    expect(r.status).toBe(400);
    expect(r.json.fields.contactPerson).toBe('validation.required');
  });

  it('refuses a sector that is not a NACE leaf and an unknown country, changing nothing', async () => {
    const before = (await t0.db.select().from(t.companies)).length;
    const notLeaf = await call(t0.app, 'POST', '/api/Account/register-with-new-company', {
      body: {
        ...person('owner4@example.test'),
        company: { ...(await company()), companySectors: [await codeId(t0.db, 5, '10.5')] },
        isThisUserContactPerson: true,
      },
    });
    expect(notLeaf.status).toBe(400);
    expect(notLeaf.json.fields['company.companySectors']).toBe('invalid_choice');
    const noCountry = await call(t0.app, 'POST', '/api/Account/register-with-new-company', {
      body: { ...person('owner5@example.test'), company: { ...(await company()), fkCountryId: 999999 }, isThisUserContactPerson: true },
    });
    expect(noCountry.json.fields['company.fkCountryId']).toBe('invalid_choice');
    expect((await t0.db.select().from(t.companies)).length).toBe(before);
    expect(await outboxFor('owner4@example.test')).toHaveLength(0);
  });
});

describe('register-with-existing-company', () => {
  it('joins as an employee and tells the company administrators', async () => {
    const company = await buildCompany(t0.db);
    const admin = await buildUser(t0.db, { role: 3, companyId: company.pkCompanyId });
    const r = await call(t0.app, 'POST', '/api/Account/register-with-existing-company', {
      body: { ...person('member@example.test'), fkCompanyId: company.pkCompanyId },
    });
    expect(r.status).toBe(200);
    const [user] = await t0.db.select().from(t.users).where(eq(t.users.pkUserId, r.json.userId));
    expect(user).toMatchObject({ fkRoleId: 4, fkCompanyId: company.pkCompanyId });
    const [mail] = await outboxFor(admin.email);
    expect(mail.subject).toContain(company.name);
  });

  it('refuses an unknown company', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/register-with-existing-company', {
      body: { ...person('member2@example.test'), fkCompanyId: 987654 },
    });
    expect(r.status).toBe(400);
    expect(r.json.fields.fkCompanyId).toBe('invalid_choice');
  });
});

describe('confirm-email and resend', () => {
  it('confirms with the mailed code once, then the user can sign in', async () => {
    const email = 'confirm@example.test';
    await call(t0.app, 'POST', '/api/Account/register', { body: person(email) });
    const signInBefore = await call(t0.app, 'POST', '/api/account/authenticate', { body: { email, password: 'Strong#Pass9' } });
    expect(signInBefore.json.code).toBe('email_not_confirmed');
    const { userId, code } = linkIn((await outboxFor(email))[0].textBody);
    const bad = await call(t0.app, 'GET', `/api/Account/confirm-email?userId=${userId}&code=wrongwrongwrong`);
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe('invalid_or_expired_code');
    const ok = await call(t0.app, 'GET', `/api/Account/confirm-email?userId=${userId}&code=${encodeURIComponent(code)}`);
    expect(ok.status).toBe(200);
    const again = await call(t0.app, 'GET', `/api/Account/confirm-email?userId=${userId}&code=${encodeURIComponent(code)}`);
    expect(again.status).toBe(422);
    const signIn = await call(t0.app, 'POST', '/api/account/authenticate', { body: { email, password: 'Strong#Pass9' } });
    expect(signIn.status).toBe(200);
  });

  it('answers email_already_confirmed when the link is opened a second time, and confirms a typed code with the e-mail', async () => {
    const email = 'twice@example.test';
    await call(t0.app, 'POST', '/api/Account/register', { body: person(email) });
    const { userId, code } = linkIn((await outboxFor(email))[0].textBody);
    const wrongAddress = await call(t0.app, 'GET', `/api/Account/confirm-email?email=other@example.test&code=${encodeURIComponent(code)}`);
    expect(wrongAddress.json.message).toBe('invalid_or_expired_code');
    const typed = await call(
      t0.app,
      'GET',
      `/api/Account/confirm-email?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`,
    );
    expect(typed.status).toBe(200);
    const again = await call(t0.app, 'GET', `/api/Account/confirm-email?userId=${userId}&code=${encodeURIComponent(code)}`);
    expect(again.status).toBe(422);
    expect(again.json.message).toBe('email_already_confirmed');
    // A code that was never this user's tells nothing about the address.
    const guess = await call(t0.app, 'GET', `/api/Account/confirm-email?userId=${userId}&code=wrongwrongwrong`);
    expect(guess.json.message).toBe('invalid_or_expired_code');
    const neither = await call(t0.app, 'GET', `/api/Account/confirm-email?code=${encodeURIComponent(code)}`);
    expect(neither.status).toBe(400);
  });

  it('resends at most once a minute, and not for confirmed addresses', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/register', { body: person('resend@example.test') });
    const tooSoon = await call(t0.app, 'GET', `/api/Account/resend-verification-email/${r.json.userId}`);
    expect(tooSoon.status).toBe(429);
    const confirmed = await buildUser(t0.db, { role: 5 });
    const done = await call(t0.app, 'GET', `/api/Account/resend-verification-email/${confirmed.pkUserId}`);
    expect(done.status).toBe(200);
    expect(await outboxFor(confirmed.email)).toHaveLength(0);
  });

  it('answers unknown, confirmed and unconfirmed ids alike, so the anonymous call tells nothing', async () => {
    const unconfirmed = await buildUser(t0.db, { role: 5, emailConfirmed: false });
    const confirmed = await buildUser(t0.db, { role: 5 });
    const answers = [];
    for (const id of [unconfirmed.pkUserId, confirmed.pkUserId, 99999]) {
      const first = await call(t0.app, 'GET', `/api/Account/resend-verification-email/${id}`);
      const second = await call(t0.app, 'GET', `/api/Account/resend-verification-email/${id}`);
      answers.push([first.status, first.json, second.status, second.json.message]);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toEqual([200, { success: true }, 429, 'wait_before_resending']);
    expect(await outboxFor(unconfirmed.email)).toHaveLength(1);
  });
});
