import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/staff.ts';
import { alive, groupGone, launch, listeningPids, refuses, stopLaunched, waitFor } from './launcher.ts';

// Stopping `npm start` (the launcher and its servers); the demo accounts and the first super admin
// are in startAccounts.test.ts, a file of their own so the two run side by side.
afterEach(stopLaunched);

describe('stopping the production server', { timeout: 240_000 }, () => {
  it('SIGTERM to npm start finishes the request in flight, stops the server process and exits 0', async () => {
    const l = await launch({});
    const [serverPid] = listeningPids(l);
    expect(serverPid).toBeDefined();
    expect(serverPid).not.toBe(l.launcher.pid);

    // A sign-in whose body is only half sent when the stop begins.
    const body = JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD });
    const socket = net.connect(l.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /api/Login/SignIn HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
    socket.write(body.slice(0, 10));
    await waitFor('the server to read the request head', () => (l.logs.some((e) => e.msg === 'incoming request' && e.pid === serverPid && JSON.stringify(e).includes('SignIn')) ? true : undefined));

    l.launcher.kill('SIGTERM');
    await waitFor('the server to stop accepting connections', () => refuses(l.port));
    socket.write(body.slice(10));
    // The answer comes, then the server closes the connection (no keep-alive while stopping).
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('accessToken');

    expect(await l.exit).toBe(0);
    expect(alive(serverPid!)).toBe(false);
    expect(l.logs.map((e) => e.msg)).toContain('Stopped');
  });

  it('kill -TERM on the npm start process itself (as the README says) stops the server: nothing is left answering', async () => {
    const l = await launch({}, { npm: true });
    const [serverPid] = listeningPids(l);
    expect(serverPid).toBeDefined();

    // Only npm gets the signal, not its process group.
    l.launcher.kill('SIGTERM');
    await waitFor('the server to stop accepting connections', () => refuses(l.port));
    await waitFor('every process of npm start to be gone', () => groupGone(l));
    expect(alive(serverPid!)).toBe(false);
    expect(l.logs.filter((e) => e.msg === 'Stopped').map((e) => e.pid)).toEqual([serverPid]);
  });

  it('a launcher killed outright (SIGKILL) takes its server with it, which still stops cleanly', async () => {
    const l = await launch({});
    const [serverPid] = listeningPids(l);
    process.kill(l.launcher.pid!, 'SIGKILL');
    await waitFor('the server to stop accepting connections', () => refuses(l.port));
    await waitFor('the server process to be gone', () => (alive(serverPid!) ? undefined : true));
    expect(l.logs.filter((e) => e.msg === 'Stopped').map((e) => e.pid)).toEqual([serverPid]);
  });

  it('with WORKERS=2, SIGTERM reaches every server process and the launcher exits 0 when all have stopped', async () => {
    const l = await launch({ WORKERS: '2' });
    const pids = await waitFor('both workers to listen', () => (listeningPids(l).length === 2 ? listeningPids(l) : undefined));
    // The primary prints its banner once every worker is online, which may come after their own lines.
    const primary = await waitFor('the primary to print its banner', () => l.logs.find((e) => e.msg.startsWith('Back-office console'))?.pid);
    expect(new Set([...pids, primary]).size).toBe(3);

    l.launcher.kill('SIGTERM');
    expect(await l.exit).toBe(0);
    for (const pid of [...pids, primary]) expect(alive(pid)).toBe(false);
    expect(l.logs.filter((e) => e.msg === 'Stopped').map((e) => e.pid).sort()).toEqual([...pids, primary].sort());
  });

  it('with WORKERS=2 on one SQLite file, parallel writes in both processes all succeed and are all logged', async () => {
    const l = await launch({ WORKERS: '2' });
    await waitFor('both workers to listen', () => (listeningPids(l).length === 2 ? true : undefined));
    const base = `http://127.0.0.1:${l.port}`;
    const signIn = await fetch(`${base}/api/Login/SignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD }),
    });
    const token = ((await signIn.json()) as { accessToken: string }).accessToken;
    // Each settings save reads the admin row, then writes it and an admin-log row, in one
    // transaction: the read-then-write shape that fails with SQLITE_BUSY across processes
    // unless transactions take the write lock up front. Separate connections reach both workers.
    const save = (i: number) =>
      fetch(`${base}/api/Login/UpdateAdminSettings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-auth-token': token, connection: 'close' },
        body: JSON.stringify({ settings: { isDarkTheme: i % 2 === 0 } }),
      }).then((res) => res.status);
    const statuses = await Promise.all(Array.from({ length: 120 }, (_, i) => save(i)));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    l.launcher.kill('SIGTERM');
    expect(await l.exit).toBe(0);
    const db = openDatabase(`sqlite:${l.file}`);
    const logged = await db.kysely.selectFrom('admin_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('operation_id', '=', 'PUT Login/UpdateAdminSettings').executeTakeFirstOrThrow();
    await db.close();
    expect(Number(logged.n)).toBe(120);
  });
});
