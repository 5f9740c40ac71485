import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { DEMO_PASSWORD, seedStaff } from '../../server/db/seed/staff.ts';
import { SIGN_IN_THROTTLE, throttleKey } from '../../server/modules/session/throttle.ts';
import { onPostgres, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ users: 5 });
});
afterAll(() => server.close());

const { limits } = SIGN_IN_THROTTLE;

/** One sign-in as a client at `address` would send it. */
function signIn(address: string, email: string, password = 'Wrong-pass1') {
  return server.app.inject({ method: 'POST', url: '/api/Login/SignIn', remoteAddress: address, payload: { email, password } });
}

async function failures(key: string) {
  const row = await server.db.kysely.selectFrom('sign_in_throttle').select('failures').where('key', '=', key).executeTakeFirst();
  return row?.failures ?? 0;
}

async function lockoutRows(kind: string) {
  const rows = await server.db.kysely
    .selectFrom('admin_logs')
    .selectAll()
    .where('operation_id', '=', 'POST Login/SignIn')
    .where('after_state', 'like', `%"signInLockout":"${kind}"%`)
    .execute();
  return rows.map((r) => ({ ...r, after: JSON.parse(r.after_state ?? '{}'), targets: JSON.parse(r.target_ids) }));
}

describe('sign-in throttling', () => {
  it('counts 100 parallel wrong passwords as 100 and lets no more than the limit reach the password check', async () => {
    const email = 'super@demo.local';
    const address = '10.1.0.1';
    const answers = await Promise.all(Array.from({ length: 100 }, () => signIn(address, email)));
    const codes = answers.map((a) => a.json().error.code as number);
    expect(codes.filter((c) => c === 115)).toHaveLength(limits['account-address']);
    expect(codes.filter((c) => c === 117)).toHaveLength(100 - limits['account-address']);
    expect(await failures(throttleKey('address', email, address))).toBe(100);
    // Only attempts that passed the address and account-address checks count for the account.
    expect(await failures(throttleKey('account', email, address))).toBe(limits['account-address']);

    // The right password is refused from that address too, with the lock's remaining time.
    const locked = await signIn(address, email, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({ code: 117, params: { minutes: SIGN_IN_THROTTLE.lockMinutes } });
  });

  it('leaves one admin-log row per lockout, naming the account, even when 100 attempts race into it', async () => {
    const rows = await lockoutRows('account-address');
    const superAdmin = await server.db.kysely.selectFrom('admins').select('id').where('email', '=', 'super@demo.local').executeTakeFirstOrThrow();
    const forSuper = rows.filter((r) => r.after.email === 'super@demo.local');
    expect(forSuper).toHaveLength(1);
    expect(forSuper[0]).toMatchObject({ admin_id: null, ip: '10.1.0.1', targets: [superAdmin.id] });
    expect(forSuper[0]!.after).toMatchObject({ limit: limits['account-address'], lockedUntil: expect.any(String) });
    expect(JSON.stringify(rows)).not.toContain('Wrong-pass1');
    // The same burst also locked its address for every account: one row for that too.
    expect((await lockoutRows('address')).filter((r) => r.ip === '10.1.0.1')).toHaveLength(1);
  });

  it('lets an admin locked out from one address sign in from another, however long the first keeps trying', async () => {
    const email = 'support@demo.local';
    for (let i = 0; i < limits['account-address']; i++) expect((await signIn('10.2.0.1', email)).json().error.code).toBe(115);
    // The attacker keeps going from the same address: every attempt is refused unchecked.
    for (let i = 0; i < 3 * limits.account; i++) expect((await signIn('10.2.0.1', email)).json().error.code).toBe(117);
    expect((await signIn('10.2.0.1', email, DEMO_PASSWORD)).statusCode).toBe(429);

    const elsewhere = await signIn('10.2.0.2', email, DEMO_PASSWORD);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().accessToken).toBeTruthy();
  });

  it('stops spraying many e-mails from one address, without touching other addresses', async () => {
    const address = '10.3.0.1';
    for (let i = 0; i < limits.address; i++) expect((await signIn(address, `nobody${i}@spray.test`)).json().error.code).toBe(115);
    const next = await signIn(address, 'arbitrator@demo.local', DEMO_PASSWORD);
    expect(next.statusCode).toBe(429);
    expect(next.json().error.code).toBe(117);
    expect((await signIn('10.3.0.2', 'arbitrator@demo.local', DEMO_PASSWORD)).statusCode).toBe(200);
    const rows = (await lockoutRows('address')).filter((r) => r.ip === address);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targets: [], after: { limit: limits.address } });
  });

  it('locks an account guessed from many addresses, except from an address it signed in from before', async () => {
    const email = 'arbitrator2@demo.local';
    expect((await signIn('10.4.9.9', email, DEMO_PASSWORD)).statusCode).toBe(200);
    const addresses = Array.from({ length: limits.account / limits['account-address'] }, (_, i) => `10.4.0.${i + 1}`);
    for (const address of addresses) {
      for (let i = 0; i < limits['account-address']; i++) expect((await signIn(address, email)).json().error.code).toBe(115);
    }
    const stranger = await signIn('10.4.1.1', email, DEMO_PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.code).toBe(117);
    expect(await lockoutRows('account')).toHaveLength(1);
    expect((await signIn('10.4.9.9', email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so a new address per attempt does not reset the count', async () => {
    const email = 'admin@demo.local';
    for (let i = 0; i < limits['account-address']; i++) expect((await signIn(`2001:db8:5:5::${i + 1}`, email)).json().error.code).toBe(115);
    expect((await signIn('2001:db8:5:5::ff', email, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await signIn('2001:db8:5:6::1', email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts again from zero once the lock has run out', async () => {
    server.clock.advanceMinutes(SIGN_IN_THROTTLE.lockMinutes + 1);
    expect((await signIn('10.1.0.1', 'super@demo.local', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('10.3.0.1', 'arbitrator@demo.local', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('10.4.1.1', 'arbitrator2@demo.local', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-in throttling across server processes', () => {
  it.skipIf(onPostgres)('counts attempts sent to two servers on one database file as one count', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'throttle-shared-'));
    const url = `sqlite:${path.join(dir, 'shared.sqlite')}`;
    const setup = openDatabase(url);
    await migrateToLatest(setup);
    await seedStaff(setup, new Date());
    await setup.close();
    // Two servers, each with its own connection to the file, as two processes would have.
    const dbs = [openDatabase(url), openDatabase(url)];
    const config = readConfig({ STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' });
    const apps = await Promise.all(dbs.map((db) => buildApp({ config, db, logger: false, signInRate: { max: 1_000_000, windowMs: 60_000 } })));
    try {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          apps[i % 2]!.inject({ method: 'POST', url: '/api/Login/SignIn', remoteAddress: '10.5.0.1', payload: { email: 'support@demo.local', password: 'Wrong-pass1' } }),
        ),
      );
      const codes = answers.map((a) => a.json().error.code as number);
      expect(codes.filter((c) => c === 115)).toHaveLength(limits['account-address']);
      expect(codes.filter((c) => c === 117)).toHaveLength(60 - limits['account-address']);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(dbs.map((db) => db.close()));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
