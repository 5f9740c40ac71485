import { invalid, notFound } from '../../http/apiError.ts';
import type { BodyOf, QueryOf, RequestContext } from '../../http/operation.ts';
import { Decimal } from '../../money.ts';
import {
  DAY_SECONDS, DEFAULT_STATS_PERIOD, bucketOf, bucketsBetween, dayOf, defaultStatsRange, histogramGroup,
  type StatsPeriod,
} from '../../../src/domain/statistics.ts';
import { usdPrice } from '../../core/pricing.ts';
import { METRIC, ensureFresh, rateBook } from './refresh.ts';
import * as repo from './repository.ts';
import { rangeEndIso, rangeStartIso } from '../../core/dateRange.ts';

type Currency = Awaited<ReturnType<typeof repo.currencies>>[number];

interface Range {
  period: StatsPeriod;
  dateFrom: number;
  dateTo: number;
  fromDay: string;
  toDay: string;
}

/**
 * The asked range, or the period's default range ending today; the end is inclusive to the second. The 20-year
 * limit bounds the buckets of a chart; `openStart` (a balance as of `dateTo`) counts from the first day instead
 * when `dateFrom` is absent, and such a sum has no buckets to bound.
 */
export function resolveRange(body: { period?: StatsPeriod; dateFrom?: number; dateTo?: number }, now: Date, openStart = false): Range {
  if (openStart && body.dateFrom === undefined) {
    const dateTo = body.dateTo ?? defaultStatsRange(body.period ?? DEFAULT_STATS_PERIOD, Math.floor(now.getTime() / 1000)).dateTo;
    return { period: body.period ?? DEFAULT_STATS_PERIOD, dateFrom: 0, dateTo, fromDay: dayOf(0), toDay: dayOf(dateTo) };
  }
  const period = body.period ?? DEFAULT_STATS_PERIOD;
  const def = defaultStatsRange(period, Math.floor(now.getTime() / 1000));
  const dateFrom = body.dateFrom ?? def.dateFrom;
  const dateTo = body.dateTo ?? (body.dateFrom !== undefined ? body.dateFrom + 30 * DAY_SECONDS - 1 : def.dateTo);
  if (dateTo < dateFrom) throw invalid('/dateTo', 'The end date is before the start date', 'periodInverted');
  if (dateTo - dateFrom > 20 * 366 * DAY_SECONDS) throw invalid('/dateTo', 'The range is longer than 20 years', 'periodTooLong');
  return { period, dateFrom, dateTo, fromDay: dayOf(dateFrom), toDay: dayOf(dateTo) };
}

/** Values in the cumulative currency (USD unless asked), converted with the rates of each day. */
async function converter(ctx: RequestContext, cumulativeCurrencyId: number | undefined, range: { fromDay: string; toDay: string }) {
  const all = await repo.currencies(ctx.db);
  const target = cumulativeCurrencyId === undefined ? all.find((c) => c.title === 'USD') ?? all[0] : all.find((c) => c.id === cumulativeCurrencyId);
  if (!target) throw notFound('Currency not found', 'currencyNotFound');
  const priceOf = await rateBook(ctx.db, range.fromDay, range.toDay);
  const fallback = usdPrice(target.title);
  const byId = new Map(all.map((c) => [c.id, c]));
  const factors = new Map<string, Decimal | null>();
  return {
    target,
    all,
    byId,
    title: (id: number) => byId.get(id)?.title ?? String(id),
    /** A USD value of a day in the target currency. */
    convert(day: string, amountUsd: string | Decimal): Decimal {
      // One division per day, not per row: rows are many, days at most a few thousand.
      let factor = factors.get(day);
      if (factor === undefined) {
        const price = priceOf(day, target.id) ?? fallback;
        factor = price && !price.isZero() ? (price.equals(1) ? null : new Decimal(1).dividedBy(price)) : new Decimal(0);
        factors.set(day, factor);
      }
      return factor === null ? new Decimal(amountUsd) : new Decimal(amountUsd).times(factor);
    },
    // 8 places at least, so sums of rounded chart points and the rounded totals agree to the cent.
    round: (d: Decimal) => d.toDecimalPlaces(Math.max(target.decimals, 8), Decimal.ROUND_HALF_EVEN).toFixed(),
  };
}

const fixed = (d: Decimal) => d.toFixed();
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const bucketIso = (day: string) => `${day}T00:00:00.000Z`;

async function fresh(ctx: RequestContext) {
  await ensureFresh(ctx.db, ctx.dialect, ctx.now());
}

/** Sums rows per key; amounts native, values converted. */
function group<K>(rows: readonly repo.DailyRow[], keyOf: (r: repo.DailyRow) => K, convert: (day: string, usd: string) => Decimal) {
  const out = new Map<K, { count: number; amount: Decimal; value: Decimal }>();
  for (const r of rows) {
    const k = keyOf(r);
    const g = out.get(k) ?? { count: 0, amount: new Decimal(0), value: new Decimal(0) };
    g.count += r.count;
    g.amount = g.amount.plus(r.amount);
    g.value = g.value.plus(convert(r.day, r.amount_usd));
    out.set(k, g);
  }
  return out;
}

/** One chart point per bucket and series, empty buckets included for every series seen (or given). */
function chartPoints(range: Range, rows: readonly repo.DailyRow[], seriesOf: (r: repo.DailyRow) => string, valueOf: (r: repo.DailyRow) => Decimal, series?: readonly string[]) {
  const sums = new Map<string, Decimal>();
  const seen = new Set(series ?? []);
  for (const r of rows) {
    const s = seriesOf(r);
    seen.add(s);
    const key = `${bucketOf(r.day, range.period)}|${s}`;
    sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(valueOf(r)));
  }
  const items: { date: string; series: string; value: string }[] = [];
  for (const b of bucketsBetween(range.fromDay, range.toDay, range.period)) {
    for (const s of seen) items.push({ date: bucketIso(b), series: s, value: fixed(sums.get(`${b}|${s}`) ?? new Decimal(0)) });
  }
  return items;
}

// ---- Finance ----

export async function financeStatus(ctx: RequestContext, body: BodyOf<'POST v2/Finance/GetFinanceStatus'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const conv = await converter(ctx, body.cumulativeCurrencyId, range);
  const snapDay = (await repo.latestDay(ctx.db, METRIC.balanceUser, range.toDay)) ?? range.toDay;
  const [snap, flows] = await Promise.all([
    repo.readDaily(ctx.db, { metrics: [METRIC.balanceUser, METRIC.balanceWallets], fromDay: snapDay, toDay: snapDay, currencyIds: body.currencyIdList }),
    repo.readDaily(ctx.db, { metrics: [METRIC.deposit, METRIC.withdrawal, METRIC.fee, METRIC.tradeFee], fromDay: range.fromDay, toDay: range.toDay, currencyIds: body.currencyIdList }),
  ]);
  const rows = new Map<number, { balanceUser: Decimal; balanceOnWallets: Decimal; deposits: Decimal; withdrawals: Decimal; fees: Decimal; equivalent: Decimal }>();
  const row = (id: number) => {
    let r = rows.get(id);
    if (!r) rows.set(id, (r = { balanceUser: new Decimal(0), balanceOnWallets: new Decimal(0), deposits: new Decimal(0), withdrawals: new Decimal(0), fees: new Decimal(0), equivalent: new Decimal(0) }));
    return r;
  };
  for (const s of snap) {
    const r = row(s.currency_id);
    if (s.metric === METRIC.balanceUser) {
      r.balanceUser = r.balanceUser.plus(s.amount);
      r.equivalent = r.equivalent.plus(conv.convert(s.day, s.amount_usd));
    } else r.balanceOnWallets = r.balanceOnWallets.plus(s.amount);
  }
  for (const f of flows) {
    const r = row(f.currency_id);
    if (f.metric === METRIC.deposit) r.deposits = r.deposits.plus(f.amount);
    else if (f.metric === METRIC.withdrawal) r.withdrawals = r.withdrawals.plus(f.amount);
    else r.fees = r.fees.plus(f.amount);
  }
  const items = conv.all.filter((c) => rows.has(c.id)).map((c) => {
    const r = rows.get(c.id)!;
    return {
      currencyId: c.id, currencyTitle: c.title, balanceUser: fixed(r.balanceUser), balanceOnWallets: fixed(r.balanceOnWallets),
      deposits: fixed(r.deposits), withdrawals: fixed(r.withdrawals), fees: fixed(r.fees), equivalent: conv.round(r.equivalent),
    };
  });
  return { items, cumulativeCurrencyId: conv.target.id, cumulativeCurrencyTitle: conv.target.title };
}

/** Each transaction method with its balance: completed deposits minus withdrawals of its currency and method type. */
export async function transactionMethodsStatus(ctx: RequestContext, body: BodyOf<'POST v2/Finance/GetTransactionMethodsStatus'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now(), true);
  const [methods, rows] = await Promise.all([
    repo.transactionMethods(ctx.db),
    repo.readDaily(ctx.db, { metrics: [METRIC.deposit, METRIC.withdrawal], fromDay: range.fromDay, toDay: range.toDay, currencyIds: body.currencyIdList }),
  ]);
  const balance = new Map<string, Decimal>();
  for (const r of rows) {
    const key = `${r.currency_id}|${r.dim}`;
    const signed = r.metric === METRIC.deposit ? new Decimal(r.amount) : new Decimal(r.amount).negated();
    balance.set(key, (balance.get(key) ?? new Decimal(0)).plus(signed));
  }
  const kinds = new Set(['creditCard', 'advCash', 'code', 'manual', 'blockchain', 'admin', 'cryptomatFee', 'payment', 'internal']);
  const items = methods
    .filter((m) => !body.currencyIdList?.length || body.currencyIdList.includes(m.currency_id))
    .filter((m) => kinds.has(m.method) || kinds.has(m.type))
    .map((m) => {
      const method = (kinds.has(m.method) ? m.method : m.type) as 'creditCard';
      return {
        transactionMethodId: m.id, currencyId: m.currency_id, provider: m.provider.slice(0, 64), method,
        balance: fixed(balance.get(`${m.currency_id}|${method}`) ?? new Decimal(0)), isEnabled: m.is_enabled === 1,
      };
    });
  return { items };
}

async function grossProfitData(ctx: RequestContext, body: BodyOf<'POST v2/Finance/GetGrossProfit'>, full: boolean) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const conv = await converter(ctx, body.cumulativeCurrencyId, range);
  const rows = await repo.readDaily(ctx.db, { metrics: [METRIC.fee, METRIC.tradeFee], fromDay: range.fromDay, toDay: range.toDay, currencyIds: body.currencyIdList });
  const grouped = group(rows, (r) => (full ? `${r.currency_id}|${r.dim}` : `${r.currency_id}|all`), conv.convert);
  let total = new Decimal(0);
  const items = [...grouped.entries()]
    .map(([key, g]) => {
      const [id, source] = key.split('|');
      total = total.plus(g.value);
      return { currencyId: Number(id), source: source!, profit: fixed(g.amount), cumulativeProfit: conv.round(g.value), sortValue: g.value };
    })
    .sort((a, b) => b.sortValue.comparedTo(a.sortValue) || a.currencyId - b.currencyId || a.source.localeCompare(b.source))
    .map(({ sortValue: _drop, ...item }) => item);
  const used = new Set(items.map((i) => i.currencyId));
  const result = {
    cumulativeCurrencyId: conv.target.id,
    cumulativeCurrencyTitle: conv.target.title,
    cumulativeProfit: conv.round(total),
    currencies: conv.all.filter((c) => used.has(c.id)).map((c) => ({ currencyId: c.id, currencyTitle: c.title })),
    dateFrom: iso(range.dateFrom),
    dateTo: iso(range.dateTo),
    items,
    total: items.length,
  };
  if (full) return result;
  const chart = chartPoints(range, rows, (r) => histogramGroup(conv.title(r.currency_id)), (r) => conv.convert(r.day, r.amount_usd), ['BTC', 'ETH', 'LTC', 'Other']);
  return { ...result, chart: chart.map((p) => ({ ...p, value: conv.round(new Decimal(p.value)) })) };
}

export const grossProfit = (ctx: RequestContext, body: BodyOf<'POST v2/Finance/GetGrossProfit'>) => grossProfitData(ctx, body, false);
export const grossProfitFull = (ctx: RequestContext, body: BodyOf<'POST v2/Finance/GetGrossProfitFull'>) => grossProfitData(ctx, body, true);

// ---- Staking (rewards from the staking log's incomes, balances from the daily snapshot) ----

export async function stakingStats(ctx: RequestContext, body: BodyOf<'POST v2/Finance/GetStakingStats'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const conv = await converter(ctx, body.cumulativeCurrencyId, { fromDay: '0000-01-01', toDay: range.toDay });
  const balanceDay = (await repo.latestDay(ctx.db, METRIC.stakingBalance, range.toDay)) ?? range.toDay;
  const monthFrom = dayOf(range.dateTo - 29 * DAY_SECONDS);
  const [balances, rewardsAll] = await Promise.all([
    repo.readDaily(ctx.db, { metrics: [METRIC.stakingBalance], fromDay: balanceDay, toDay: balanceDay, currencyIds: body.currencyIdList }),
    repo.readDaily(ctx.db, { metrics: [METRIC.stakingReward], fromDay: '0000-01-01', toDay: range.toDay, currencyIds: body.currencyIdList }),
  ]);
  const zero = () => new Decimal(0);
  const per = new Map<number, { balance: Decimal; balanceV: Decimal; rewards: Decimal; rewardsV: Decimal; total: Decimal; totalV: Decimal; month: Decimal; monthV: Decimal; day: Decimal; dayV: Decimal }>();
  const at = (id: number) => {
    let p = per.get(id);
    if (!p) per.set(id, (p = { balance: zero(), balanceV: zero(), rewards: zero(), rewardsV: zero(), total: zero(), totalV: zero(), month: zero(), monthV: zero(), day: zero(), dayV: zero() }));
    return p;
  };
  for (const b of balances) {
    const p = at(b.currency_id);
    p.balance = p.balance.plus(b.amount);
    p.balanceV = p.balanceV.plus(conv.convert(b.day, b.amount_usd));
  }
  for (const r of rewardsAll) {
    const p = at(r.currency_id);
    const v = conv.convert(r.day, r.amount_usd);
    p.total = p.total.plus(r.amount);
    p.totalV = p.totalV.plus(v);
    if (r.day >= range.fromDay) {
      p.rewards = p.rewards.plus(r.amount);
      p.rewardsV = p.rewardsV.plus(v);
    }
    if (r.day >= monthFrom) {
      p.month = p.month.plus(r.amount);
      p.monthV = p.monthV.plus(v);
    }
    if (r.day === range.toDay) {
      p.day = p.day.plus(r.amount);
      p.dayV = p.dayV.plus(v);
    }
  }
  const sum = (f: (p: ReturnType<typeof at>) => Decimal) => conv.round([...per.values()].reduce((a, p) => a.plus(f(p)), zero()));
  return {
    cumulativeBalance: sum((p) => p.balanceV),
    cumulativeRewards: sum((p) => p.rewardsV),
    cumulativeTotalIncome: sum((p) => p.totalV),
    cumulativeMonthlyIncome: sum((p) => p.monthV),
    cumulativeDailyIncome: sum((p) => p.dayV),
    items: conv.all.filter((c) => per.has(c.id)).map((c) => {
      const p = per.get(c.id)!;
      return { currencyId: c.id, currencyTitle: c.title, balance: fixed(p.balance), rewards: fixed(p.rewards), totalIncome: fixed(p.total), monthlyIncome: fixed(p.month), dailyIncome: fixed(p.day) };
    }),
  };
}

export async function stakingStatsChart(ctx: RequestContext, body: BodyOf<'POST v2/Finance/GetStakingStatsChart'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const conv = await converter(ctx, body.cumulativeCurrencyId, range);
  const rows = await repo.readDaily(ctx.db, { metrics: [METRIC.stakingReward], fromDay: range.fromDay, toDay: range.toDay, currencyIds: body.currencyIdList });
  const items = chartPoints(range, rows, (r) => histogramGroup(conv.title(r.currency_id)), (r) => conv.convert(r.day, r.amount_usd), ['BTC', 'ETH', 'LTC', 'Other']);
  return { period: range.period, items: items.map((p) => ({ ...p, value: conv.round(new Decimal(p.value)) })) };
}

// ---- Trading (from the spot trades) ----

export async function tradingStats(ctx: RequestContext, body: BodyOf<'POST v2/Finance/GetTradingStats'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const conv = await converter(ctx, body.cumulativeCurrencyId, range);
  const [markets, rows] = await Promise.all([
    repo.markets(ctx.db),
    repo.readDaily(ctx.db, { metrics: [METRIC.tradeBuy, METRIC.tradeSell], fromDay: range.fromDay, toDay: range.toDay, currencyIds: body.currencyIdList }),
  ]);
  const per = new Map<string, { buy: Decimal; sell: Decimal; count: number; value: Decimal }>();
  for (const r of rows) {
    const p = per.get(r.dim) ?? { buy: new Decimal(0), sell: new Decimal(0), count: 0, value: new Decimal(0) };
    if (r.metric === METRIC.tradeBuy) p.buy = p.buy.plus(r.amount);
    else p.sell = p.sell.plus(r.amount);
    p.count += r.count;
    p.value = p.value.plus(conv.convert(r.day, r.amount_usd));
    per.set(r.dim, p);
  }
  const items = markets
    .filter((m) => per.has(String(m.id)))
    .map((m) => {
      const p = per.get(String(m.id))!;
      return { marketId: m.id, baseCurrencyId: m.base_currency_id, derivedCurrencyId: m.derived_currency_id, buyVolume: fixed(p.buy), sellVolume: fixed(p.sell), tradesCount: p.count, equivalentVolume: conv.round(p.value), v: p.value };
    })
    .sort((a, b) => b.v.comparedTo(a.v) || a.marketId - b.marketId)
    .map(({ v: _v, ...item }) => item);
  return { items, total: items.length, cumulativeCurrencyTitle: conv.target.title };
}

// ---- Deposits and withdrawals ----

function methodFilter(body: { includeMethodTypes?: string[]; excludeMethodTypes?: string[] }) {
  return { dims: body.includeMethodTypes?.length ? body.includeMethodTypes : undefined, excludeDims: body.excludeMethodTypes?.length ? body.excludeMethodTypes : undefined };
}

export async function transactionStats(ctx: RequestContext, body: BodyOf<'POST v2/Finance/GetTransactionStats'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const conv = await converter(ctx, body.cumulativeCurrencyId, range);
  const rows = await repo.readDaily(ctx.db, { metrics: [METRIC.deposit, METRIC.withdrawal], fromDay: range.fromDay, toDay: range.toDay, currencyIds: body.currencyIdList, ...methodFilter(body) });
  const g = group(rows, (r) => `${r.currency_id}|${r.metric}`, conv.convert);
  const ids = [...new Set(rows.map((r) => r.currency_id))];
  const zero = { count: 0, amount: new Decimal(0), value: new Decimal(0) };
  const items = ids.map((id) => {
    const d = g.get(`${id}|deposit`) ?? zero;
    const w = g.get(`${id}|withdrawal`) ?? zero;
    return {
      currencyId: id, currencyTitle: conv.title(id), depositCount: d.count, depositAmount: fixed(d.amount), withdrawalCount: w.count, withdrawalAmount: fixed(w.amount),
      equivalentAmount: conv.round(d.value.plus(w.value)), dv: d.value, wv: w.value,
    };
  });
  const field = body.sort?.field ?? 'totalDeposit';
  const desc = body.sort?.desc ?? true;
  items.sort((a, b) => {
    const c = field === 'currencyId' ? a.currencyId - b.currencyId : field === 'totalWithdrawal' ? a.wv.comparedTo(b.wv) : a.dv.comparedTo(b.dv);
    return (desc ? -c : c) || a.currencyId - b.currencyId;
  });
  return { items: items.map(({ dv: _d, wv: _w, ...i }) => i), total: items.length };
}

export async function transactionStatsChart(ctx: RequestContext, body: BodyOf<'POST v2/Finance/GetTransactionStatsChart'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const conv = await converter(ctx, body.cumulativeCurrencyId, range);
  const rows = await repo.readDaily(ctx.db, { metrics: [METRIC.deposit, METRIC.withdrawal], fromDay: range.fromDay, toDay: range.toDay, currencyIds: body.currencyIdList, ...methodFilter(body) });
  const series = ['deposit', 'withdrawal'].flatMap((side) => ['BTC', 'ETH', 'LTC', 'Other'].map((g) => `${side}.${g}`));
  const items = chartPoints(range, rows, (r) => `${r.metric}.${histogramGroup(conv.title(r.currency_id))}`, (r) => conv.convert(r.day, r.amount_usd), series);
  return { period: range.period, items: items.map((p) => ({ ...p, value: conv.round(new Decimal(p.value)) })) };
}

// ---- Merchants ----

export async function merchantStats(ctx: RequestContext, body: BodyOf<'POST v2/Finance/GetMerchantStats'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const conv = await converter(ctx, body.cumulativeCurrencyId, range);
  const rows = await repo.readDaily(ctx.db, { metrics: [METRIC.merchantDeposit, METRIC.merchantWithdrawal], fromDay: range.fromDay, toDay: range.toDay, currencyIds: body.currencyIdList });
  const fees = await repo.readDaily(ctx.db, { metrics: [METRIC.fee], fromDay: range.fromDay, toDay: range.toDay, currencyIds: body.currencyIdList, dims: ['merchant'] });
  const g = group(rows, (r) => `${r.currency_id}|${r.metric}`, conv.convert);
  const f = group(fees, (r) => r.currency_id, conv.convert);
  const ids = conv.all.map((c) => c.id).filter((id) => g.has(`${id}|${METRIC.merchantDeposit}`) || g.has(`${id}|${METRIC.merchantWithdrawal}`) || f.has(id));
  const items = ids.map((id) => {
    const d = g.get(`${id}|${METRIC.merchantDeposit}`);
    const w = g.get(`${id}|${METRIC.merchantWithdrawal}`);
    return {
      currencyId: id, currencyTitle: conv.title(id), depositAmount: fixed(d?.amount ?? new Decimal(0)), withdrawalAmount: fixed(w?.amount ?? new Decimal(0)),
      fees: fixed(f.get(id)?.amount ?? new Decimal(0)), invoicesCount: (d?.count ?? 0) + (w?.count ?? 0),
    };
  });
  return { items, total: items.length };
}

export async function merchantStatsChart(ctx: RequestContext, body: BodyOf<'POST v2/Finance/GetMerchantStatsChart'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const conv = await converter(ctx, body.cumulativeCurrencyId, range);
  const rows = await repo.readDaily(ctx.db, { metrics: [METRIC.merchantDeposit, METRIC.merchantWithdrawal], fromDay: range.fromDay, toDay: range.toDay, currencyIds: body.currencyIdList });
  const series = ['deposit', 'withdrawal'].flatMap((side) => ['BTC', 'ETH', 'LTC', 'Other'].map((g) => `${side}.${g}`));
  const items = chartPoints(range, rows, (r) => `${r.metric === METRIC.merchantDeposit ? 'deposit' : 'withdrawal'}.${histogramGroup(conv.title(r.currency_id))}`, (r) => conv.convert(r.day, r.amount_usd), series);
  return { period: range.period, items: items.map((p) => ({ ...p, value: conv.round(new Decimal(p.value)) })) };
}

// ---- Users ----

export async function usersStats(ctx: RequestContext, body: BodyOf<'POST v2/User/GetUsersStats'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const snapDay = (await repo.latestDay(ctx.db, METRIC.blockedUsers, range.toDay)) ?? range.toDay;
  const [registered, verifications, snapshot, active] = await Promise.all([
    repo.readDaily(ctx.db, { metrics: [METRIC.users], fromDay: range.fromDay, toDay: range.toDay }),
    repo.readDaily(ctx.db, { metrics: [METRIC.verifications], fromDay: range.fromDay, toDay: range.toDay }),
    repo.readDaily(ctx.db, { metrics: [METRIC.blockedUsers, METRIC.totalUsers], fromDay: snapDay, toDay: snapDay }),
    repo.countActiveUsers(ctx.db, rangeStartIso(range.dateFrom), rangeEndIso(range.dateTo)),
  ]);
  const count = (rows: readonly repo.DailyRow[]) => rows.reduce((n, r) => n + r.count, 0);
  return {
    // Users at the latest snapshot on or before the range's end (the snapshot is taken every 10 minutes).
    totalUsers: count(snapshot.filter((r) => r.metric === METRIC.totalUsers)),
    newUsers: count(registered),
    activeUsers: active,
    verifiedUsers: count(verifications.filter((r) => r.dim === 'verified')),
    verificationRequests: count(verifications),
    warningAccounts: count(snapshot.filter((r) => r.metric === METRIC.blockedUsers)),
  };
}

export async function usersChart(ctx: RequestContext, body: BodyOf<'POST v2/User/GetUsersChart'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const rows = await repo.readDaily(ctx.db, { metrics: [METRIC.users], fromDay: range.fromDay, toDay: range.toDay });
  return { period: range.period, items: chartPoints(range, rows, () => 'registrations', (r) => new Decimal(r.count), ['registrations']) };
}

export async function userVerificationsChart(ctx: RequestContext, body: BodyOf<'POST v2/User/GetUserVerificationsChart'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const rows = await repo.readDaily(ctx.db, { metrics: [METRIC.verifications], fromDay: range.fromDay, toDay: range.toDay });
  return { period: range.period, items: chartPoints(range, rows, (r) => r.dim, (r) => new Decimal(r.count)) };
}

// ---- Referral (from the referral incomes) ----

export async function referralStats(ctx: RequestContext, body: BodyOf<'POST v2/Referral/GetReferralStats'>) {
  await fresh(ctx);
  const range = resolveRange(body, ctx.now());
  const conv = await converter(ctx, body.cumulativeCurrencyId, range);
  const rows = await repo.readDaily(ctx.db, { metrics: [METRIC.referral], fromDay: range.fromDay, toDay: range.toDay, dims: [body.incomeType] });
  const g = group(rows, (r) => r.currency_id, conv.convert);
  let total = new Decimal(0);
  const items = conv.all.filter((c) => g.has(c.id)).map((c) => {
    const x = g.get(c.id)!;
    total = total.plus(x.value);
    return { currencyId: c.id, currencyTitle: c.title, amount: fixed(x.amount), equivalentAmount: conv.round(x.value) };
  });
  return { items, total: items.length, incomeType: body.incomeType, cumulativeAmount: conv.round(total), cumulativeCurrencyTitle: conv.target.title };
}

// ---- v1 statistic: fees per currency and source, or the P2P turnover in USD ----

export async function v1Statistic(ctx: RequestContext, query: QueryOf<'GET v1/statistic'>) {
  await fresh(ctx);
  const range = resolveRange({ dateFrom: query.createdFrom, dateTo: query.createdTo }, ctx.now());
  const conv = await converter(ctx, undefined, range);
  const currency = query.currency ? conv.all.find((c) => c.title === query.currency) : undefined;
  if (query.currency && !currency) return { items: [], total: 0 };
  const currencyIds = currency ? [currency.id] : undefined;
  const p2p = query.kind === 'p2p';
  const rows = await repo.readDaily(ctx.db, { metrics: p2p ? [METRIC.p2p] : [METRIC.fee, METRIC.tradeFee], fromDay: range.fromDay, toDay: range.toDay, currencyIds });
  const g = group(rows, (r) => `${r.currency_id}|${p2p ? 'p2p' : r.dim}`, conv.convert);
  const order = new Map(conv.all.map((c, i) => [c.id, i]));
  const all = [...g.entries()]
    .map(([key, x]) => {
      const [id, type] = key.split('|');
      return { currency: conv.title(Number(id)), type: type!, amount: fixed(x.amount), count: x.count, equivalentAmount: conv.round(x.value), o: order.get(Number(id)) ?? 0 };
    })
    .sort((a, b) => a.o - b.o || a.type.localeCompare(b.type))
    .map(({ o: _o, ...i }) => i);
  return { items: all.slice(query.offset, query.offset + query.limit), total: all.length };
}

export type { Currency };
