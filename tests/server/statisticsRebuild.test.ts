import { describe, expect, it } from 'vitest';
import { DAY_SECONDS, endOfDay, startOfDay } from '../../src/domain/statistics.ts';
import { Decimal } from '../../server/money.ts';
import { rebuildYearIfDue, YEAR_REBUILD_EVERY_MS } from '../../server/jobs/statisticsRebuild.ts';
import { onPostgres, serverForFile } from './harness.ts';

const { server, tokens } = serverForFile(['admin'], { users: 20 });

/** The BTC deposits the W / D turnover shows for one day. */
async function depositsOn(day: number): Promise<string> {
  const res = await server.call('POST', '/api/v2/Finance/GetTransactionStats', { token: tokens.admin, body: { dateFrom: day, dateTo: endOfDay(day) } });
  expect(res.statusCode, res.body).toBe(200);
  const btc = (res.json().items as { currencyTitle: string; depositAmount: string }[]).find((i) => i.currencyTitle === 'BTC');
  return btc?.depositAmount ?? '0';
}

describe(`the daily rebuild of the past year's statistics (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('brings a day a week ago in line with a deposit completed since, once a day, in one process of two', async () => {
    const k = server.db.kysely;
    const weekAgo = startOfDay(Math.floor(server.clock.now().getTime() / 1000)) - 7 * DAY_SECONDS;
    const before = await depositsOn(weekAgo);
    // A deposit of a week ago that completes only now (as the transactions area would leave it).
    const btc = (await k.selectFrom('currencies').select('id').where('title', '=', 'BTC').executeTakeFirstOrThrow()).id;
    const userId = (await k.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const at = new Date((weekAgo + 3600) * 1000).toISOString();
    await k.insertInto('transactions').values({
      user_id: userId, side: 'in', operation_type: 'deposit', transaction_method_type: 'blockchain', currency_id: btc, amount: '0.125', fee: '0',
      estimated: null, rate: null, order_id: null, payment_id: null, receiver: null, requisites: null, requisites_status: null, hash: null,
      status: 'depositCompleted', kyt_status: null, anti_fraud: 0, confirmation_date: null, balance_before: null, balance_after: null,
      admin_comment: null, user_comment: null, blockchain_comment: null, date_created: at, status_changed_at: server.clock.now().toISOString(),
    }).execute();

    // Reads rebuild only today and yesterday, and the seed's rebuild was just now: not yet due.
    server.clock.advanceMinutes(2);
    expect(await depositsOn(weekAgo)).toBe(before);
    expect(await rebuildYearIfDue(server.db, server.clock.now())).toBe(false);

    server.clock.advanceMinutes(YEAR_REBUILD_EVERY_MS / 60_000);
    const now = server.clock.now();
    const [first, second] = await Promise.all([rebuildYearIfDue(server.db, now), rebuildYearIfDue(server.db, now)]);
    expect([first, second].sort()).toEqual([false, true]);
    tokens.admin = await server.signIn('admin@demo.local'); // a day later the morning's session has expired
    expect(new Decimal(await depositsOn(weekAgo)).minus(before).toFixed()).toBe('0.125');
  });
});
