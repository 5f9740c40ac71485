import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus } from '../../src/domain/transactions.ts';
import { onPostgres, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ users: 120 });
});
afterAll(() => server.close());

describe(`the seeded transactions (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('each ends its status history in its own status, and starts it with "created"', async () => {
    const k = server.db.kysely;
    const transactions = await k.selectFrom('transactions').select(['id', 'side', 'status']).orderBy('id').execute();
    const history = await k.selectFrom('transaction_status_history').select(['transaction_id', 'action', 'status']).orderBy('transaction_id').orderBy('id').execute();
    const rowsOf = new Map<number, { action: string; status: string | null }[]>();
    for (const h of history) rowsOf.set(h.transaction_id, [...(rowsOf.get(h.transaction_id) ?? []), h]);
    const newWithdrawals = transactions.filter((t) => t.side === 'out' && t.status === TransactionStatus.New);
    expect(newWithdrawals.length).toBeGreaterThan(0);
    const contradictions = transactions
      .map((t) => ({ id: t.id, side: t.side, status: t.status, rows: rowsOf.get(t.id) ?? [] }))
      .filter((t) => t.rows.length === 0 || t.rows[0]!.action !== 'created' || t.rows.at(-1)!.status !== t.status)
      .map((t) => `${t.id} ${t.side} ${t.status}: ${t.rows.map((r) => `${r.action} → ${r.status}`).join(', ')}`);
    expect(contradictions).toEqual([]);
  });
});
