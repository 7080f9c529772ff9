import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/all.ts';
import { buildUser, call, TEST_PASSWORD, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
});

const signIn = (email: string, password: string) => call(t0.app, 'POST', '/api/account/authenticate', { body: { email, password } });

describe('forgot and reset password', () => {
  it('mails a single-use link that sets a new password and ends other sessions', async () => {
    const user = await buildUser(t0.db, { role: 5 });
    const session = await signIn(user.email, TEST_PASSWORD);
    const r = await call(t0.app, 'POST', '/api/Account/forgot-password', { body: { email: user.email } });
    expect(r.status).toBe(200);
    const [mail] = await t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, user.email));
    const token = decodeURIComponent(mail.textBody.match(/token=([\w%-]+)/)![1]);
    const body = { token, newPassword: 'Brand#New22', confirmPassword: 'Brand#New22' };
    expect((await call(t0.app, 'POST', '/api/Account/reset-password', { body })).status).toBe(200);
    expect((await call(t0.app, 'POST', '/api/Account/reset-password', { body })).json.message).toBe('invalid_or_expired_link');
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, 'Brand#New22')).status).toBe(200);
    expect((await call(t0.app, 'GET', '/api/account/get-current-user', { token: session.json.data.jwToken })).status).toBe(401);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/forgot-password', { body: { email: 'ghost@example.test' } });
    expect(r.status).toBe(200);
    expect(await t0.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, 'ghost@example.test'))).toHaveLength(0);
  });

  it('validates the new password', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/reset-password', {
      body: { token: 'x'.repeat(43), newPassword: 'short', confirmPassword: 'short' },
    });
    expect(r.status).toBe(400);
    expect(r.json.fields.newPassword).toBe('password_rules_not_met');
  });
});

describe('first-login password change', () => {
  it('blocks other calls while passwordChangeNeeded and frees them after the change', async () => {
    const user = await buildUser(t0.db, { role: 5, passwordChangeNeeded: true });
    const token = await tokenFor(t0.app, user.pkUserId);
    const me = await call(t0.app, 'GET', '/api/account/get-current-user', { token });
    expect(me.json.passwordChangeNeeded).toBe(true);
    const blocked = await call(t0.app, 'POST', '/api/Account/change-password-self', {
      token,
      body: { oldPassword: TEST_PASSWORD, newPassword: 'Mine#Own2026', confirmPassword: 'Mine#Own2026' },
    });
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe('password_change_needed');
    const same = await call(t0.app, 'POST', '/api/Account/set-password-after-first-login', {
      token,
      body: { newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    });
    expect(same.json.fields.newPassword).toBe('password_same_as_old');
    const ok = await call(t0.app, 'POST', '/api/Account/set-password-after-first-login', {
      token,
      body: { newPassword: 'Mine#Own2026', confirmPassword: 'Mine#Own2026' },
    });
    expect(ok.status).toBe(200);
    // The current session goes on.
    const after = await call(t0.app, 'GET', '/api/account/get-current-user', { token });
    expect(after.json.passwordChangeNeeded).toBe(false);
    const again = await call(t0.app, 'POST', '/api/Account/set-password-after-first-login', {
      token,
      body: { newPassword: 'Mine#Own2027', confirmPassword: 'Mine#Own2027' },
    });
    expect(again.json.message).toBe('password_change_not_needed');
  });
});

describe('change-password-self', () => {
  it('needs the old password and keeps the current session', async () => {
    const user = await buildUser(t0.db, { role: 5 });
    const token = await tokenFor(t0.app, user.pkUserId);
    const other = await tokenFor(t0.app, user.pkUserId);
    const wrong = await call(t0.app, 'POST', '/api/Account/change-password-self', {
      token,
      body: { oldPassword: 'Nope#Nope11', newPassword: 'Next#Pass33', confirmPassword: 'Next#Pass33' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields.oldPassword).toBe('wrong_password');
    const ok = await call(t0.app, 'POST', '/api/Account/change-password-self', {
      token,
      body: { oldPassword: TEST_PASSWORD, newPassword: 'Next#Pass33', confirmPassword: 'Next#Pass33' },
    });
    expect(ok.status).toBe(200);
    expect((await call(t0.app, 'GET', '/api/account/get-current-user', { token })).status).toBe(200);
    expect((await call(t0.app, 'GET', '/api/account/get-current-user', { token: other })).status).toBe(401);
  });

  it('is for signed-in users only', async () => {
    const r = await call(t0.app, 'POST', '/api/Account/change-password-self', {
      body: { oldPassword: 'a', newPassword: 'Next#Pass33', confirmPassword: 'Next#Pass33' },
    });
    expect(r.status).toBe(401);
  });
});
