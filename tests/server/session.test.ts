import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticator } from 'otplib';
import { currentTotp } from '../../server/auth/totp.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/staff.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signInBody = (email: string, password = DEMO_PASSWORD, authCode?: string) => ({ email, password, ...(authCode ? { authCode } : {}) });

describe('Login/SignIn', () => {
  it.each(DEMO_ACCOUNTS.filter((a) => !a.totpSecret).map((a) => [a.email, a.adminStatus] as const))(
    '%s signs in and is reported with status %i',
    async (email, status) => {
      const token = await server.signIn(email);
      const me = await server.call('POST', '/api/Login/GetCurrentAdmin', { token });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email, adminStatus: status, isBlocked: false, settings: { locale: 'en', itemsPerPage: 20, isDarkTheme: false } });
    },
  );

  it('answers code 115 for a wrong password and for an unknown e-mail, without saying which', async () => {
    const wrong = await server.call('POST', '/api/Login/SignIn', { body: signInBody('support@demo.local', 'Wrong-pass1') });
    const unknown = await server.call('POST', '/api/Login/SignIn', { body: signInBody('nobody@demo.local') });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 115, message: 'Incorrect email, password or authentication code' });
    }
  });

  it('asks for the authentication code of a 2FA admin (125), refuses a wrong one (126), accepts the right one', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.totpSecret)!;
    const noCode = await server.call('POST', '/api/Login/SignIn', { body: signInBody(account.email) });
    expect(noCode.json().error.code).toBe(125);
    const good = currentTotp(account.totpSecret!);
    const bad = good === '000000' ? '111111' : '000000';
    const wrongCode = await server.call('POST', '/api/Login/SignIn', { body: signInBody(account.email, DEMO_PASSWORD, bad) });
    expect(wrongCode.json().error.code).toBe(126);
    const ok = await server.call('POST', '/api/Login/SignIn', { body: signInBody(account.email, DEMO_PASSWORD, good) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  describe('a TOTP code opens one session (issue 23)', () => {
    const account = DEMO_ACCOUNTS.find((a) => a.totpSecret)!;
    const secret = account.totpSecret!;
    const signInWith = (code: string) => server.call('POST', '/api/Login/SignIn', { body: signInBody(account.email, DEMO_PASSWORD, code) });
    // Each case starts with no step used and no failures counted (earlier cases sign this admin in too).
    const fresh = async () => {
      await server.db.kysely.updateTable('admins').set({ totp_last_step: null }).where('email', '=', account.email).execute();
      await server.db.kysely.deleteFrom('sign_in_throttle').execute();
    };

    it('refuses the same code a second time with 126, wrong authentication code', async () => {
      await fresh();
      const code = currentTotp(secret);
      expect((await signInWith(code)).statusCode).toBe(200);
      const again = await signInWith(code);
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toMatchObject({ code: 126 });
    });

    it('refuses a code of an earlier step once a later one signed in', async () => {
      await fresh();
      const now = Date.now();
      expect((await signInWith(currentTotp(secret))).statusCode).toBe(200);
      // still inside the accepted window of one step of drift, but older than the step just used
      const previous = authenticator.clone({ epoch: now - 30_000 }).generate(secret);
      expect((await signInWith(previous)).json().error).toMatchObject({ code: 126 });
    });

    it('lets exactly one of parallel sign-ins with one code through', async () => {
      await fresh();
      const code = currentTotp(secret);
      const answers = await Promise.all([1, 2, 3, 4].map(() => signInWith(code)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code)).toEqual([126, 126, 126]);
    });
  });

  it('refuses a blocked admin and ends the sessions it had', async () => {
    const token = await server.signIn('arbitrator2@demo.local');
    await server.db.kysely.updateTable('admins').set({ is_blocked: 1 }).where('email', '=', 'arbitrator2@demo.local').execute();
    const res = await server.call('POST', '/api/Login/SignIn', { body: signInBody('arbitrator2@demo.local') });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(116);
    expect((await server.call('POST', '/api/Login/GetCurrentAdmin', { token })).statusCode).toBe(401);
    await server.db.kysely.updateTable('admins').set({ is_blocked: 0 }).where('email', '=', 'arbitrator2@demo.local').execute();
  });

  it('blocks an e-mail for 15 minutes after 5 failures within 15 minutes, even with the right password', async () => {
    const email = 'super@demo.local';
    for (let i = 0; i < 5; i++) {
      const res = await server.call('POST', '/api/Login/SignIn', { body: signInBody(email, `Wrong-pass${i}`) });
      expect(res.json().error.code).toBe(115);
    }
    const blocked = await server.call('POST', '/api/Login/SignIn', { body: signInBody(email) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: 117, params: { minutes: 15 } });
    expect(blocked.json().error.message).toContain('15 minutes');
    // Another e-mail is not affected.
    await expect(server.signIn('admin@demo.local')).resolves.toBeTruthy();
    server.clock.advanceMinutes(16);
    await expect(server.signIn(email)).resolves.toBeTruthy();
  });

  it('answers 400 with the envelope for a malformed e-mail or an unknown field', async () => {
    const bad = await server.call('POST', '/api/Login/SignIn', { body: { email: 'not-an-email', password: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ status: 400, code: 100 });
    const extra = await server.call('POST', '/api/Login/SignIn', { body: { ...signInBody('admin@demo.local'), remember: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.details[0].message).toContain('remember');
  });
});

describe('the session token', () => {
  it('is refused when missing, unknown, expired or revoked, with a 401 envelope', async () => {
    const none = await server.call('POST', '/api/Login/GetCurrentAdmin');
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toMatchObject({ status: 401, code: 101 });
    expect((await server.call('POST', '/api/Login/GetCurrentAdmin', { token: 'forged-token' })).statusCode).toBe(401);

    const token = await server.signIn('admin@demo.local');
    server.clock.advanceMinutes(12 * 60 + 1);
    expect((await server.call('POST', '/api/Login/GetCurrentAdmin', { token })).statusCode).toBe(401);

    const fresh = await server.signIn('admin@demo.local');
    expect((await server.call('POST', '/api/Login/Logout', { token: fresh })).json()).toEqual({ success: true });
    expect((await server.call('POST', '/api/Login/GetCurrentAdmin', { token: fresh })).statusCode).toBe(401);
  });

  it('is stored only as a hash', async () => {
    const token = await server.signIn('support@demo.local');
    const rows = await server.db.kysely.selectFrom('admin_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('Login/UpdateAdminSettings', () => {
  it('merges a partial update, keeps it for the next session, and logs before and after', async () => {
    const token = await server.signIn('support@demo.local');
    const savedFilters = { users: [{ name: 'VIP in Estonia', data: { tagIds: [1], searchString: 'ee' } }] };
    const res = await server.call('PUT', '/api/Login/UpdateAdminSettings', { token, body: { settings: { isDarkTheme: true, locale: 'et', savedFilters } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isDarkTheme: true, locale: 'et', itemsPerPage: 20, savedFilters });

    const again = await server.signIn('support@demo.local');
    const me = (await server.call('POST', '/api/Login/GetCurrentAdmin', { token: again })).json();
    expect(me.settings).toMatchObject({ isDarkTheme: true, locale: 'et', savedFilters });

    const log = await server.db.kysely.selectFrom('admin_logs').selectAll().where('operation_id', '=', 'PUT Login/UpdateAdminSettings').executeTakeFirstOrThrow();
    expect(log.admin_id).toBe(me.id);
    expect(JSON.parse(log.before_state!)).toMatchObject({ isDarkTheme: false, locale: 'en' });
    expect(JSON.parse(log.after_state!)).toMatchObject({ isDarkTheme: true, locale: 'et' });
    expect(log.ip).toBeTruthy();
  });

  it('keeps each table’s layout under its own key and the folded filters, refusing out-of-range widths', async () => {
    const token = await server.signIn('super@demo.local');
    const put = (settings: unknown) => server.call('PUT', '/api/Login/UpdateAdminSettings', { token, body: { settings } });
    expect((await put({ tableLayouts: { users: { hidden: ['email'], widths: { userName: 240 } } }, filtersCollapsed: true })).statusCode).toBe(200);
    const res = await put({ tableLayouts: { 'p2p-deals': { hidden: ['fee'] } } });
    expect(res.json()).toMatchObject({ filtersCollapsed: true, tableLayouts: { users: { hidden: ['email'], widths: { userName: 240 } }, 'p2p-deals': { hidden: ['fee'] } } });
    for (const bad of [{ tableLayouts: { users: { widths: { userName: 5 } } } }, { tableLayouts: { users: { order: [] } } }, { filtersCollapsed: 'yes' }]) {
      expect((await put(bad)).statusCode).toBe(400);
    }
    const me = (await server.call('POST', '/api/Login/GetCurrentAdmin', { token })).json();
    expect(me.settings.tableLayouts).toEqual({ users: { hidden: ['email'], widths: { userName: 240 } }, 'p2p-deals': { hidden: ['fee'] } });
  });

  it('rejects an unknown page size or locale and changes nothing', async () => {
    const token = await server.signIn('arbitrator@demo.local');
    for (const settings of [{ itemsPerPage: 30 }, { locale: 'de' }, { isDarkTheme: 'yes' }, { colour: 'red' }]) {
      const res = await server.call('PUT', '/api/Login/UpdateAdminSettings', { token, body: { settings } });
      expect(res.statusCode).toBe(400);
    }
    const me = (await server.call('POST', '/api/Login/GetCurrentAdmin', { token })).json();
    expect(me.settings).toMatchObject({ itemsPerPage: 20, locale: 'en', isDarkTheme: false });
  });
});

describe('v2/Login/ChangePassword', () => {
  it('checks the current password and the password rule, then signs other sessions out', async () => {
    const token = await server.signIn('arbitrator@demo.local');
    const other = await server.signIn('arbitrator@demo.local');
    const wrongOld = await server.call('POST', '/api/v2/Login/ChangePassword', { token, body: { oldPassword: 'Nope-2026x', newPassword: 'Another-2027' } });
    expect(wrongOld.json().error.code).toBe(131);
    const weak = await server.call('POST', '/api/v2/Login/ChangePassword', { token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'alllowercase1' } });
    expect(weak.json().error.code).toBe(130);
    const spaced = await server.call('POST', '/api/v2/Login/ChangePassword', { token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'With Space 1A' } });
    expect(spaced.json().error.code).toBe(130);

    const ok = await server.call('POST', '/api/v2/Login/ChangePassword', { token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'Another-2027' } });
    expect(ok.statusCode).toBe(200);
    expect((await server.call('POST', '/api/Login/GetCurrentAdmin', { token })).statusCode).toBe(200);
    expect((await server.call('POST', '/api/Login/GetCurrentAdmin', { token: other })).statusCode).toBe(401);
    await expect(server.signIn('arbitrator@demo.local')).rejects.toThrow();
    await expect(server.signIn('arbitrator@demo.local', 'Another-2027')).resolves.toBeTruthy();
  });
});
