import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/staff.ts';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createServerLogger, REDACTED, scrubText, scrubUrl } from '../../server/http/logRedaction.ts';
import { startTestServer, type TestServer } from './harness.ts';

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ users: 5, logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => server.close());

const PLANTED = {
  bodyPassword: 'Planted-Body-Pass-1',
  queryPassword: 'Planted-Query-Pass-2',
  authCode: '864209',
  newPassword: 'Planted-New-Pass-3',
};

describe('the request log', () => {
  it('never carries a password, token or 2FA code, in query, body or header', async () => {
    // A wrong password and a wrong 2FA code in sign-in bodies.
    await server.call('POST', '/api/Login/SignIn', { body: { email: 'admin@demo.local', password: PLANTED.bodyPassword } });
    await server.call('POST', '/api/Login/SignIn', { body: { email: 'totp@demo.local', password: DEMO_PASSWORD, authCode: PLANTED.authCode } });
    // The session token in its header, and a password in the query string (CreateAdmin, as the spec has it).
    const token = await server.signIn('admin@demo.local');
    await server.call('POST', '/api/Login/GetCurrentAdmin', { token });
    const query = `Email=planted%40demo.local&UserName=planted&Password=${PLANTED.queryPassword}&AdminStatus=2`;
    await server.call('POST', `/api/User/CreateAdmin?${query}`, { token });
    await server.call('POST', '/api/v2/Login/ChangePassword', { token, body: { oldPassword: PLANTED.bodyPassword, newPassword: PLANTED.newPassword } });
    // Code that logs a request's parts on purpose is masked by the logger's redact paths.
    server.app.log.info(
      { headers: { 'x-auth-token': token, cookie: `sid=${token}` }, body: { password: PLANTED.bodyPassword, authCode: PLANTED.authCode }, query: { Password: PLANTED.queryPassword } },
      'a handler logging a request',
    );
    // An error whose message quotes the request (as a parser or driver error may).
    server.app.log.error({ err: new Error(`cannot parse {"newPassword":"${PLANTED.newPassword}"} from /x?Password=${PLANTED.queryPassword}`) }, 'unhandled error');

    const log = lines.join('');
    // The log did record these requests, with the secrets masked.
    expect(log).toContain(`/api/User/CreateAdmin?Email=planted%40demo.local&UserName=planted&Password=${REDACTED}&AdminStatus=2`);
    expect(log).toContain('a handler logging a request');
    expect(log).toContain(`"x-auth-token":"${REDACTED}"`);
    expect(log).toContain('cannot parse');
    for (const secret of [...Object.values(PLANTED), token, DEMO_PASSWORD]) expect(log).not.toContain(secret);
  });

  it('is redacted the same through the production logger (server/main.ts hands it to the app)', async () => {
    const own: string[] = [];
    const app = await buildApp({
      config: readConfig({ STATIC_DIR: '/nonexistent', LOG_LEVEL: 'debug' }),
      db: server.db,
      now: server.clock.now,
      log: createServerLogger('debug', { write: (line: string) => void own.push(line) }),
    });
    try {
      const token = await server.signIn('admin@demo.local');
      await app.inject({ method: 'POST', url: '/api/Login/SignIn', payload: { email: 'totp@demo.local', password: PLANTED.bodyPassword, authCode: PLANTED.authCode } });
      await app.inject({ method: 'POST', url: `/api/User/CreateAdmin?Email=p%40demo.local&UserName=p&Password=${PLANTED.queryPassword}&AdminStatus=2`, headers: { 'x-auth-token': token } });
      const log = own.join('');
      expect(log).toContain(`Password=${REDACTED}`);
      for (const secret of [...Object.values(PLANTED), token]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  it('masks secret-named query parameters and JSON fields in free text, and leaves the rest', () => {
    expect(scrubUrl('/api/x?a=1&password=hunter2&AccessToken=abc&b=2')).toBe(`/api/x?a=1&password=${REDACTED}&AccessToken=${REDACTED}&b=2`);
    expect(scrubUrl('/api/users/42')).toBe('/api/users/42');
    expect(scrubText('failed: {"email":"a@b.c","newPassword":"Secret-1"} at /x?TwoFaCode=123456')).toBe(
      `failed: {"email":"a@b.c","newPassword":"${REDACTED}"} at /x?TwoFaCode=${REDACTED}`,
    );
  });
});
