import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { openDatabase } from '../../server/db/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/staff.ts';
import { createAdmin, launch, signIn, stopLaunched, waitFor, type Launched } from './launcher.ts';

afterEach(stopLaunched);

describe('demo accounts and the first super admin', { timeout: 240_000 }, () => {
  const banner = (l: Launched) => l.logs.filter((e) => e.msg.startsWith('Demo account')).map((e) => e.msg);

  it('a database named by DATABASE_URL gets no demo accounts unless SEED=demo; its first super admin comes from npm run admin:create', async () => {
    const l = await launch({ SEED: '' });
    await waitFor('the banner', () => (l.logs.some((e) => e.msg.startsWith('Back-office console')) ? true : undefined));
    expect(banner(l)).toEqual([]);
    expect(l.logs.find((e) => e.msg.startsWith('No staff account yet'))?.msg).toContain('npm run admin:create');
    expect(JSON.stringify(l.logs)).not.toContain(DEMO_PASSWORD);
    expect((await signIn(l.port, 'admin@demo.local', DEMO_PASSWORD)).ok).toBe(false);

    // The password never comes from the command line.
    const refused = await createAdmin(l.file, ['--email', 'owner@example.com', '--password', 'Owner-Secret-1'], '');
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('not taken from the command line');
    const weak = await createAdmin(l.file, ['--email', 'owner@example.com'], 'short\n');
    expect(weak.code).toBe(2);

    const created = await createAdmin(l.file, ['--email', 'Owner@Example.com', '--name', 'owner'], 'Owner-Secret-1\n');
    expect(created.code, created.out).toBe(0);
    expect(created.out).toContain('Created super admin owner@example.com');
    expect(created.out).not.toContain('Owner-Secret-1');
    const res = await signIn(l.port, 'owner@example.com', 'Owner-Secret-1');
    expect(res.status).toBe(200);
    const again = await createAdmin(l.file, ['--email', 'owner@example.com', '--name', 'owner2'], 'Owner-Secret-1\n');
    expect(again.code).toBe(2);
    expect(again.out).toContain('exists already');

    l.launcher.kill('SIGTERM');
    expect(await l.exit).toBe(0);
  });

  it('the start banner shows a demo password only while it is still the account\'s', async () => {
    const first = await launch({});
    await waitFor('the banner', () => (banner(first).length === DEMO_ACCOUNTS.length ? true : undefined));
    expect(banner(first).find((m) => m.startsWith('Demo account totp@demo.local'))).toContain('TOTP secret JBSWY3DPEHPK3PXP');
    first.launcher.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    // Two staff changed their passwords meanwhile.
    const db = openDatabase(`sqlite:${first.file}`);
    const changed = await hashPassword('Changed-Secret-9');
    await db.kysely.updateTable('admins').set({ password_hash: changed }).where('email', 'in', ['admin@demo.local', 'totp@demo.local']).execute();
    await db.close();

    const second = await launch({}, { file: first.file });
    await waitFor('the banner', () => (second.logs.some((e) => e.msg.startsWith('Back-office console')) ? true : undefined));
    const shown = banner(second);
    expect(shown).toHaveLength(DEMO_ACCOUNTS.length - 2);
    expect(shown.some((m) => m.includes('admin@demo.local:'))).toBe(false);
    expect(shown.some((m) => m.includes('totp@demo.local') || m.includes('JBSWY3DPEHPK3PXP'))).toBe(false);
    expect(shown.find((m) => m.startsWith('Demo account super@demo.local'))).toContain(`password ${DEMO_PASSWORD}`);
    second.launcher.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });
});
