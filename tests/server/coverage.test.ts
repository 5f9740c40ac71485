import { VALID_BODIES } from './validBodies.ts';
import { describe, expect, it } from 'vitest';
import { computeCoverage, consoleCalls } from '../../scripts/coverage.ts';
import { apiUrl, startTestServer } from './harness.ts';

describe('contract coverage', () => {
  const coverage = computeCoverage();

  it('declares every call of the three spec documents, and nothing else', () => {
    expect(coverage.undeclared).toEqual([]);
    expect(coverage.notInInventory).toEqual([]);
    expect(coverage.total.calls).toBeGreaterThan(250);
  });

  it('has a screen call every operation, or names the reason none does (openapi/uncalled.yaml, issue 25)', () => {
    console.log(`Called by no screen (${coverage.uncalled.length} of ${coverage.total.declared}): ${coverage.uncalled.map((u) => u.id).join(', ')}`);
    expect(coverage.uncalled.filter((u) => !u.reason?.trim()).map((u) => u.id)).toEqual([]);
    expect(coverage.staleReasons).toEqual([]);
    expect(coverage.called + coverage.uncalled.length).toBe(coverage.total.declared);
  });

  it('finds the calls a screen makes with the path written out and through a variable of path literals', () => {
    const called = consoleCalls();
    expect(called.has('POST v2/User/GetUsers')).toBe(true);
    // the transaction actions call v2Client.PUT(path) over a table of paths; the admin money dialog picks one of two
    for (const id of ['PUT Transaction/AdminCancelTransaction', 'PUT v2/Transaction/KYTOk', 'POST Transaction/AdminDeposit', 'POST Transaction/AdminWithdrawal']) expect(called.has(id), id).toBe(true);
    expect(called.has('GET v1/balances')).toBe(false);
  });

  it('implements only declared operations', () => {
    expect(coverage.implementedButUndeclared).toEqual([]);
  });

  it('answers 501 naming the operation for each one not implemented yet (listed below)', async () => {
    console.log(`Not implemented yet (${coverage.notImplemented.length} of ${coverage.total.declared}):\n  ${coverage.notImplemented.join('\n  ')}`);
    const server = await startTestServer({ users: 0 });
    try {
      const token = await server.signIn('admin@demo.local');
      const sample = coverage.notImplemented.find((id) => id.startsWith('POST v2/Finance/')) ?? coverage.notImplemented[0];
      if (!sample) return;
      const [method, path] = sample.split(' ') as [string, string];
      const res = await server.call(method, apiUrl(`/${path}`), { token, body: method === 'GET' ? undefined : (VALID_BODIES[sample] ?? {}) });
      expect(res.statusCode).toBe(501);
      expect(res.json().error.message).toBe(`Not implemented: ${sample}`);
    } finally {
      await server.close();
    }
  });
});
