import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../server/money.ts';
import { onPostgres, startTestServer, type TestServer } from './harness.ts';
import { DAY_SECONDS, endOfDay, startOfDay, systemStatusRequests } from '../../src/domain/statistics.ts';
import { readStatsRange } from '../../src/features/statistics/components/statsRange.ts';

let server: TestServer;
let admin = '';
let support = '';
let today = 0;
let ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ users: 40 });
  admin = await server.signIn('admin@demo.local');
  support = await server.signIn('support@demo.local');
  today = startOfDay(Math.floor(server.clock.now().getTime() / 1000));
  ids = Object.fromEntries((await server.db.kysely.selectFrom('currencies').select(['id', 'title']).execute()).map((c) => [c.title, c.id]));
});
afterAll(() => server.close());

const post = async (path: string, body: unknown, token = admin) => {
  const res = await server.call('POST', `/api/v2/${path}`, { token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const get = async (path: string) => {
  const res = await server.call('GET', `/api/${path}`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A completed deposit written straight into the landed table, as the transactions area would. */
async function addDeposit(currencyId: number, amount: string, fee: string, at: Date, method = 'blockchain') {
  const userId = (await server.db.kysely.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await server.db.kysely.insertInto('transactions').values({
    user_id: userId, side: 'in', operation_type: 'deposit', transaction_method_type: method, currency_id: currencyId, amount, fee,
    estimated: null, rate: null, order_id: null, payment_id: null, receiver: null, requisites: null, requisites_status: null, hash: null,
    status: 'depositCompleted', kyt_status: null, anti_fraud: 0, confirmation_date: null, balance_before: null, balance_after: null,
    admin_comment: null, user_comment: null, blockchain_comment: null, date_created: at.toISOString(), status_changed_at: at.toISOString(),
  }).execute();
}

/** Moves the clock past the staleness window so the next read rebuilds today and yesterday. */
const letStatisticsRefresh = () => server.clock.advanceMinutes(2);

type Point = { date: string; series: string; value: string };
const sum = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0));

describe(`statistics (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('has a year of history in every chart', async () => {
    const range = { dateFrom: today - 365 * DAY_SECONDS, dateTo: endOfDay(today), period: 'Month' };
    for (const path of ['Finance/GetStakingStatsChart', 'Finance/GetTransactionStatsChart', 'User/GetUsersChart']) {
      const chart = await post(path, range);
      const months = new Set((chart.items as Point[]).filter((p) => p.value !== '0').map((p) => p.date.slice(0, 7)));
      expect(months.size, path).toBeGreaterThanOrEqual(path.includes('Staking') ? 12 : 6);
    }
    const trading = await post('Finance/GetTradingStats', range);
    expect(trading.items.length).toBeGreaterThan(0);
    for (const type of ['buy', 'sell', 'p2p', 'trade', 'staking']) {
      const ref = await post('Referral/GetReferralStats', { ...range, incomeType: type });
      expect(ref.incomeType).toBe(type);
      expect(ref.items.length).toBeGreaterThan(0);
    }
  });

  it('buckets by period: days, Monday weeks, months, years, empty buckets included', async () => {
    const range = { dateFrom: Date.UTC(2026, 0, 1) / 1000, dateTo: endOfDay(Date.UTC(2026, 2, 31) / 1000) };
    const day = await post('User/GetUsersChart', { ...range, period: 'Day' });
    expect(day.items).toHaveLength(31 + 28 + 31);
    const week = await post('User/GetUsersChart', { ...range, period: 'Week' });
    expect((week.items as Point[]).every((p) => new Date(p.date).getUTCDay() === 1)).toBe(true);
    expect((week.items as Point[])[0]!.date).toBe('2025-12-29T00:00:00.000Z');
    const month = await post('User/GetUsersChart', { ...range, period: 'Month' });
    expect((month.items as Point[]).map((p) => p.date.slice(0, 10))).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    const year = await post('User/GetUsersChart', { ...range, period: 'Year' });
    expect(year.items).toHaveLength(1);
    const total = (c: { items: Point[] }) => sum(c.items.map((p) => p.value)).toFixed();
    expect(total(day)).toBe(total(week));
    expect(total(day)).toBe(total(month));
    expect(total(day)).toBe(total(year));
    const stats = await post('User/GetUsersStats', range);
    expect(String(stats.newUsers)).toBe(total(day));
    expect(day.period).toBe('Day');
    expect((await post('User/GetUsersChart', range)).period).toBe('Day');
  });

  it('counts an operation of the last second of a day with an end of day +86399 s, and keeps today current', async () => {
    const yesterday = today - DAY_SECONDS;
    await addDeposit(ids.LTC!, '7.5', '0.01', new Date((yesterday + 86_399) * 1000));
    letStatisticsRefresh();
    const through = async (dateTo: number) => {
      const s = await post('Finance/GetTransactionStats', { dateFrom: yesterday - DAY_SECONDS, dateTo, currencyIdList: [ids.LTC] });
      return (s.items as { depositAmount: string }[])[0]?.depositAmount ?? '0';
    };
    const full = new Decimal(await through(endOfDay(yesterday)));
    expect(full.greaterThanOrEqualTo('7.5')).toBe(true);
    // Ending the day before (its own +86399 s) leaves the operation out; aggregates are whole days.
    const before = new Decimal(await through(endOfDay(yesterday - DAY_SECONDS)));
    expect(full.minus(before).greaterThanOrEqualTo('7.5')).toBe(true);
    const withOne = full;
    await addDeposit(ids.LTC!, '1', '0', new Date((yesterday + 86_399) * 1000));
    letStatisticsRefresh();
    expect(new Decimal(await through(endOfDay(yesterday))).minus(withOne).toFixed()).toBe('1');
  });

  it('groups charts into BTC, ETH, LTC and Other', async () => {
    await addDeposit(ids.USDT!, '1000', '0', new Date((today + 60) * 1000));
    letStatisticsRefresh();
    const chart = await post('Finance/GetTransactionStatsChart', { dateFrom: today, dateTo: endOfDay(today) });
    const series = new Set((chart.items as Point[]).map((p) => p.series));
    expect(series).toEqual(new Set(['deposit.BTC', 'deposit.ETH', 'deposit.LTC', 'deposit.Other', 'withdrawal.BTC', 'withdrawal.ETH', 'withdrawal.LTC', 'withdrawal.Other']));
    const other = (chart.items as Point[]).find((p) => p.series === 'deposit.Other')!;
    expect(new Decimal(other.value).greaterThanOrEqualTo(1000)).toBe(true);
    const gross = await post('Finance/GetGrossProfit', { dateFrom: today - 30 * DAY_SECONDS, dateTo: endOfDay(today), period: 'Week' });
    expect(new Set((gross.chart as Point[]).map((p) => p.series))).toEqual(new Set(['BTC', 'ETH', 'LTC', 'Other']));
  });

  it('leaves code and internal transfers out of one view and shows only them in the other', async () => {
    await addDeposit(ids.ETH!, '3', '0', new Date((today + 120) * 1000), 'internal');
    await addDeposit(ids.ETH!, '5', '0', new Date((today + 180) * 1000), 'code');
    letStatisticsRefresh();
    const range = { dateFrom: today, dateTo: endOfDay(today), currencyIdList: [ids.ETH] };
    const all = await post('Finance/GetTransactionStats', range);
    const only = await post('Finance/GetTransactionStats', { ...range, includeMethodTypes: ['code', 'internal'] });
    const without = await post('Finance/GetTransactionStats', { ...range, excludeMethodTypes: ['code', 'internal'] });
    const amount = (s: { items: { depositAmount: string }[] }) => new Decimal(s.items[0]?.depositAmount ?? '0');
    expect(amount(only).toFixed()).toBe('8');
    expect(amount(without).plus(amount(only)).toFixed()).toBe(amount(all).toFixed());
  });

  it('converts to the cumulative currency with the rates of the day, and values P2P turnover in USD', async () => {
    const range = { dateFrom: today - 90 * DAY_SECONDS, dateTo: endOfDay(today) };
    const usd = await post('Finance/GetGrossProfitFull', range);
    expect(usd.cumulativeCurrencyTitle).toBe('USD');
    const rates = await server.db.kysely.selectFrom('stat_rates').select(['day', 'currency_id', 'usd_price']).execute();
    const price = new Map(rates.map((r) => [`${r.day}|${r.currency_id}`, r.usd_price]));
    // One day of BTC fees valued by hand with that day's BTC price.
    const day = new Date((today - 10 * DAY_SECONDS) * 1000).toISOString().slice(0, 10);
    const dayStart = today - 10 * DAY_SECONDS;
    const oneDay = await post('Finance/GetGrossProfitFull', { dateFrom: dayStart, dateTo: endOfDay(dayStart), currencyIdList: [ids.BTC] });
    for (const item of oneDay.items as { profit: string; cumulativeProfit: string }[]) {
      const expected = new Decimal(item.profit).times(price.get(`${day}|${ids.BTC}`)!);
      expect(new Decimal(item.cumulativeProfit).minus(expected).abs().lessThan('0.00000001')).toBe(true);
    }
    // The same profit in EUR: each day's USD value divided by that day's EUR price.
    const eur = await post('Finance/GetGrossProfitFull', { dateFrom: dayStart, dateTo: endOfDay(dayStart), currencyIdList: [ids.BTC], cumulativeCurrencyId: ids.EUR });
    expect(eur.cumulativeCurrencyTitle).toBe('EUR');
    const eurPrice = new Decimal(price.get(`${day}|${ids.EUR}`)!);
    expect(new Decimal(eur.cumulativeProfit).minus(new Decimal(oneDay.cumulativeProfit).dividedBy(eurPrice)).abs().lessThan('0.0000001')).toBe(true);
    // Gross profit: the chart's points add up to the total (to rounding).
    const month = await post('Finance/GetGrossProfit', { ...range, period: 'Month' });
    const chartTotal = sum((month.chart as Point[]).map((p) => p.value));
    expect(chartTotal.minus(month.cumulativeProfit).abs().lessThan(new Decimal('0.00000001').times(month.chart.length + 1))).toBe(true);
    // P2P turnover: amounts per crypto currency, valued in USD.
    const p2p = await get(`v1/statistic?kind=p2p&createdFrom=${today - 365 * DAY_SECONDS}&createdTo=${endOfDay(today)}&limit=100`);
    expect(p2p.result.Success).toBe(true);
    for (const item of p2p.items as { type: string; amount: string; equivalentAmount: string }[]) {
      expect(item.type).toBe('p2p');
      expect(new Decimal(item.equivalentAmount).greaterThanOrEqualTo(0)).toBe(true);
    }
    const fees = await get(`v1/statistic?createdFrom=${today - 365 * DAY_SECONDS}&createdTo=${endOfDay(today)}&limit=2`);
    expect(fees.items.length).toBeLessThanOrEqual(2);
    expect(fees.total).toBeGreaterThan(2);
  });

  it('answers finance status, transaction methods, merchant and staking figures as decimal strings', async () => {
    const finance = await post('Finance/GetFinanceStatus', {});
    expect(finance.items.length).toBeGreaterThan(0);
    for (const row of finance.items) for (const k of ['balanceUser', 'deposits', 'equivalent']) expect(typeof row[k]).toBe('string');
    const methods = await post('Finance/GetTransactionMethodsStatus', {});
    expect(Array.isArray(methods.items)).toBe(true);
    const merchant = await post('Finance/GetMerchantStats', { dateFrom: today - 365 * DAY_SECONDS, dateTo: endOfDay(today) });
    expect(merchant.items.length).toBeGreaterThan(0);
    const staking = await post('Finance/GetStakingStats', {});
    expect(new Decimal(staking.cumulativeBalance).greaterThan(0)).toBe(true);
    expect(new Decimal(staking.cumulativeTotalIncome).greaterThanOrEqualTo(staking.cumulativeMonthlyIncome)).toBe(true);
    expect(new Decimal(staking.cumulativeMonthlyIncome).greaterThanOrEqualTo(staking.cumulativeDailyIncome)).toBe(true);
  });

  it('answers both requests of the System status screen as the screen builds them (its default range)', async () => {
    const range = readStatsRange(new URLSearchParams(), Math.floor(server.clock.now().getTime() / 1000));
    const requests = systemStatusRequests(range);
    expect(requests.methods).toEqual({ dateTo: range.dateTo });
    const finance = await post('Finance/GetFinanceStatus', requests.finance);
    expect(finance.items.length).toBeGreaterThan(0);
    const methods = await post('Finance/GetTransactionMethodsStatus', requests.methods);
    // Balances as of the range's end: the seeded year of completed deposits and withdrawals shows.
    expect(methods.items.length).toBeGreaterThan(0);
    expect(methods.items.some((m: { balance: string }) => !new Decimal(m.balance).isZero())).toBe(true);
  });

  it('refuses a reversed range and keeps finance figures from support staff', async () => {
    const res = await server.call('POST', '/api/v2/Finance/GetGrossProfit', { token: admin, body: { dateFrom: today, dateTo: today - 1 } });
    expect(res.statusCode).toBe(400);
    expect((await server.call('POST', '/api/v2/Finance/GetGrossProfit', { token: support, body: {} })).statusCode).toBe(403);
    await post('User/GetUsersStats', {}, support);
  });
});

describe('user figures', () => {
  it('counts every live user, not only those of the aggregated year', async () => {
    const live = await server.db.kysely.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('is_deleted', '=', 0).executeTakeFirstOrThrow();
    const stats = await post('User/GetUsersStats', {});
    expect(stats.totalUsers).toBe(Number(live.n));
    expect(stats.newUsers).toBeLessThanOrEqual(stats.totalUsers);
  });
});

describe('figures that agree with the lists under them', () => {
  const year = () => ({ dateFrom: today - 365 * DAY_SECONDS, dateTo: endOfDay(today) });
  const inYear = (iso: string) => iso >= new Date(year().dateFrom * 1000).toISOString() && iso <= new Date(year().dateTo * 1000 + 999).toISOString();

  it('trading volumes and counts are the trades list summed, and a new trade shows after the refresh', async () => {
    const trades = await server.db.kysely.selectFrom('trades').select(['id', 'market_id', 'order_id', 'user_id', 'side', 'amount', 'date_created']).execute();
    const expected = (rows: typeof trades) => {
      const per = new Map<number, { buy: Decimal; sell: Decimal; count: number }>();
      for (const t of rows.filter((r) => inYear(r.date_created))) {
        const p = per.get(t.market_id) ?? { buy: new Decimal(0), sell: new Decimal(0), count: 0 };
        if (t.side === 'buy') p.buy = p.buy.plus(t.amount);
        else p.sell = p.sell.plus(t.amount);
        p.count += 1;
        per.set(t.market_id, p);
      }
      return per;
    };
    const check = async (rows: typeof trades) => {
      const stats = await post('Finance/GetTradingStats', year());
      const per = expected(rows);
      expect(stats.items.length).toBe(per.size);
      for (const item of stats.items as { marketId: number; buyVolume: string; sellVolume: string; tradesCount: number }[]) {
        const p = per.get(item.marketId)!;
        expect(new Decimal(item.buyVolume).equals(p.buy), `market ${item.marketId} buy`).toBe(true);
        expect(new Decimal(item.sellVolume).equals(p.sell), `market ${item.marketId} sell`).toBe(true);
        expect(item.tradesCount).toBe(p.count);
      }
      return stats;
    };
    expect(trades.length).toBeGreaterThan(0);
    await check(trades);

    const t = trades[0]!;
    const at = new Date((today + 300) * 1000).toISOString();
    const added = { market_id: t.market_id, order_id: t.order_id, user_id: t.user_id, counter_order_id: t.order_id, counter_user_id: t.user_id, side: 'buy', price: '1', amount: '0.125', fee: '0', date_created: at };
    await server.db.kysely.insertInto('trades').values(added).execute();
    letStatisticsRefresh();
    await check([...trades, { id: 0, ...added }]);
  });

  it('referral income totals are the incomes list summed, per income type and currency', async () => {
    const incomes = (await server.db.kysely.selectFrom('referral_incomes').select(['income_type', 'currency_id', 'amount', 'date_created']).execute()).filter((i) => inYear(i.date_created));
    expect(incomes.length).toBeGreaterThan(0);
    for (const type of new Set(incomes.map((i) => i.income_type))) {
      const stats = await post('Referral/GetReferralStats', { ...year(), incomeType: type });
      const per = new Map<number, Decimal>();
      for (const i of incomes.filter((r) => r.income_type === type)) per.set(i.currency_id, (per.get(i.currency_id) ?? new Decimal(0)).plus(i.amount));
      expect(new Map((stats.items as { currencyId: number; amount: string }[]).map((i) => [i.currencyId, new Decimal(i.amount).toFixed()]))).toEqual(
        new Map([...per].map(([c, a]) => [c, a.toFixed()])),
      );
    }
  });

  it('staking rewards are the staking log incomes summed; the staked balance follows the staking rules', async () => {
    const logs = await server.db.kysely.selectFrom('staking_logs').select(['currency_id', 'amount', 'date_created']).where('log_type', '=', 'income').execute();
    const months = new Set(logs.map((l) => l.date_created.slice(0, 7)));
    expect(months.size, 'a year of staking incomes').toBeGreaterThanOrEqual(12);
    const stats = await post('Finance/GetStakingStats', year());
    const item0 = (stats.items as { currencyId: number; balance: string }[]).find((i) => i.currencyId === ids.USDT!)!;
    const total = new Map<number, Decimal>();
    for (const l of logs) total.set(l.currency_id, (total.get(l.currency_id) ?? new Decimal(0)).plus(l.amount ?? '0'));
    for (const item of stats.items as { currencyId: number; totalIncome: string; balance: string }[]) {
      expect(new Decimal(item.totalIncome).equals(total.get(item.currencyId) ?? 0), `currency ${item.currencyId}`).toBe(true);
    }
    // Staked: the available balances a tier in force admits, of users whose staking is not switched off.
    const usdt = ids.USDT!;
    const tiers = await server.db.kysely.selectFrom('staking_settings').select('balance_from').where('currency_id', '=', usdt).where('is_enabled', '=', 1).execute();
    const from = Decimal.min(...tiers.map((t) => t.balance_from));
    const balances = await server.db.kysely.selectFrom('balances').select(['user_id', 'available']).where('currency_id', '=', usdt).execute();
    const stakedNow = async () => {
      const off = new Set((await server.db.kysely.selectFrom('user_staking').select(['user_id', 'currency_id']).where('is_enabled', '=', 0).execute()).filter((s) => s.currency_id === 0 || s.currency_id === usdt).map((s) => s.user_id));
      return balances.filter((b) => new Decimal(b.available).gte(from) && !off.has(b.user_id)).reduce((a, b) => a.plus(b.available), new Decimal(0));
    };
    const shown = async () => new Decimal((((await post('Finance/GetStakingStats', year())).items as { currencyId: number; balance: string }[]).find((i) => i.currencyId === usdt)?.balance) ?? '0');
    expect((await stakedNow()).greaterThan(0)).toBe(true);
    expect((await shown()).toFixed()).toBe((await stakedNow()).toFixed());
    // Switching a staker off takes their balance out at the next snapshot (every ten minutes).
    const staker = balances.filter((b) => new Decimal(b.available).gte(from)).sort((a, b) => new Decimal(b.available).comparedTo(a.available))[0]!;
    await server.db.kysely.insertInto('user_staking').values({ user_id: staker.user_id, currency_id: 0, is_enabled: 0, date_updated: server.clock.now().toISOString() }).execute();
    server.clock.advanceMinutes(11);
    const after = await shown();
    expect(after.toFixed()).toBe((await stakedNow()).toFixed());
    expect(after.plus(staker.available).toFixed()).toBe(new Decimal(item0.balance).toFixed());
  });
});
