import { Decimal } from '../../money.ts';
import { ASSETS_ACCOUNT, LedgerEntryType } from '../../modules/ledger/service.ts';
import { convert } from '../../core/pricing.ts';
import { isOpenOrderStatus, type OrderStatus } from '../../../src/domain/trading.ts';
import type { Db } from '../database.ts';
import { bulkInsert, bulkTable as table, emptyTables, resetSequence, TS } from './bulkInsert.ts';
import { withDeferredIndexes } from './deferredIndexes.ts';
import { createRandom, type Random } from './random.ts';

export interface TradingSeedOptions {
  users: number;
  /** Orders to generate (`--orders N`); small by default so test and e2e seeds stay fast. */
  orders?: number;
  /** Trades to generate (`--trades N`); by default one to three per order that was (partly) filled. */
  trades?: number;
  now: Date;
  seed: number;
}

export function defaultOrderCount(users: number) {
  return Math.min(3_000, Math.max(800, users * 2));
}

const CHUNK = 20_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T = {
  orders: table('orders', [
    ['id', 'int'], ['user_id', 'int'], ['market_id', 'int'], ['side', 'text'], ['type', 'text'], ['status', 'text'], ['price', 'numeric'], ['stop_price', 'numeric'],
    ['amount', 'numeric'], ['filled_amount', 'numeric'], ['hold_currency_id', 'int'], ['hold_amount', 'numeric'], ['date_created', TS], ['date_updated', TS],
  ]),
  trades: table('trades', [
    ['id', 'int'], ['market_id', 'int'], ['order_id', 'int'], ['user_id', 'int'], ['counter_order_id', 'int'], ['counter_user_id', 'int'], ['side', 'text'],
    ['price', 'numeric'], ['amount', 'numeric'], ['fee', 'numeric'], ['date_created', TS],
  ]),
  levels: table('order_book_levels', [['market_id', 'int'], ['side', 'text'], ['price', 'numeric'], ['price_sort', 'float8'], ['amount', 'numeric'], ['orders_count', 'int']]),
  ledger: table('ledger_entries', [
    ['entry_type', 'text'], ['account', 'text'], ['user_id', 'int'], ['currency_id', 'int'], ['amount', 'numeric'], ['trade_id', 'int'], ['admin_id', 'int'], ['created_at', TS], ['ref', 'text'],
  ]),
  balances: table('balances', [['user_id', 'int'], ['currency_id', 'int'], ['available', 'numeric'], ['locked', 'numeric'], ['date_updated', TS]]),
  platform: table('platform_balances', [['account', 'text'], ['currency_id', 'int'], ['amount', 'numeric'], ['date_updated', TS]]),
};

const STATUSES: [OrderStatus, number][] = [
  ['filled', 42], ['cancelled', 18], ['new', 14], ['partiallyFilled', 8], ['inactive', 3], ['awaiting', 3], ['deleted', 4], ['rejected', 4],
];
const ALL_STATUSES = STATUSES.map(([s]) => s);

function weighted<T>(rnd: Random, items: [T, number][]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = rnd.next() * total;
  for (const [item, w] of items) if ((x -= w) < 0) return item;
  return items[0]![0];
}

function placesOf(value: string) {
  return (value.split('.')[1] ?? '').replace(/0+$/, '').length;
}

/**
 * Orders in every status and type on every market, the trades of the filled ones between seeded
 * users, the order book of the open ones, and individual settings. The first market gets almost
 * half of the orders, so its book is deep enough to scroll (and, at a million orders, holds about
 * 100,000 open ones). Open orders hold money on the ledger: the held amount arrives as a deposit
 * and moves from available to locked (double entry; each currency's ledger still sums to zero).
 * The trades are history from before the ledger and move no money.
 */
export async function seedTrading(db: Db, options: TradingSeedOptions) {
  const rnd = createRandom(options.seed);
  const k = db.kysely;
  const end = options.now.getTime();
  const markets = await k
    .selectFrom('markets as m')
    .innerJoin('currencies as b', 'b.id', 'm.base_currency_id')
    .innerJoin('currencies as d', 'd.id', 'm.derived_currency_id')
    .select(['m.id', 'm.base_currency_id', 'm.derived_currency_id', 'b.title as base', 'd.title as derived', 'b.decimals as base_decimals', 'd.decimals as derived_decimals', 'm.min_amount', 'm.max_amount', 'm.min_order_price'])
    .orderBy('m.sort_id')
    .execute();
  const all = (await k.selectFrom('users').select('id').where('is_deleted', '=', 0).orderBy('id').limit(Math.max(2, options.users)).execute()).map((u) => u.id);
  // Traders are the newest 30 % of users: the older ones keep only the balances the other seeds
  // gave them, which the money tests build on (a "fresh" user has no holds).
  const users = all.slice(Math.floor(all.length * 0.7));
  if (!markets.length || users.length < 2) return { orders: 0, trades: 0 };
  const orderCount = options.orders ?? defaultOrderCount(options.users);

  const market = markets.map((m) => {
    const ref = convert('1', m.base, m.derived);
    const pricePlaces = Math.min(placesOf(m.min_order_price), m.derived_decimals);
    const amountPlaces = Math.min(Math.max(placesOf(m.min_amount), 2), m.base_decimals, 6);
    return { ...m, ref: ref.isZero() ? new Decimal(1) : ref, pricePlaces, amountPlaces, min: new Decimal(m.min_amount), max: new Decimal(m.max_amount) };
  });

  const iso = (ms: number) => new Date(ms).toISOString();
  const orders: unknown[][] = [];
  const fills: { id: number; userId: number; marketIdx: number; side: string; price: string; filled: string; created: number; updated: number }[] = [];
  let ordersMade = 0;
  const flushOrders = async () => {
    await bulkInsert(db, T.orders, orders);
    ordersMade += orders.length;
    orders.length = 0;
  };
  const trades: unknown[][] = [];
  let tradesMade = 0;
  const flushTrades = async () => {
    await bulkInsert(db, T.trades, trades);
    tradesMade += trades.length;
    trades.length = 0;
  };
  const levels = new Map<string, { marketId: number; side: string; price: Decimal; amount: Decimal; count: number }>();
  const holds = new Map<string, Decimal>();
  const holdEntries: unknown[][] = [];

  // Secondary indexes of the two big tables are built once, after the load.
  await withDeferredIndexes(db, ['orders', 'trades'], async () => {
    for (let id = 1; id <= orderCount; id++) {
      // The first orders are recent and cover every status on the first market; then half go to it.
      const first = id <= ALL_STATUSES.length * 2;
      const status = first ? ALL_STATUSES[(id - 1) % ALL_STATUSES.length]! : weighted(rnd, STATUSES);
      const mi = first || rnd.chance(0.45) ? 0 : rnd.int(0, market.length - 1);
      const m = market[mi]!;
      const side = first ? (id <= ALL_STATUSES.length ? 'buy' : 'sell') : rnd.chance(0.5) ? 'buy' : 'sell';
      const userId = users[rnd.int(0, users.length - 1)]!;
      const open = isOpenOrderStatus(status);
      let type: string;
      if (status === 'inactive' || status === 'awaiting') type = rnd.pick(['stop', 'stopLimit', 'trailingStop']);
      else if (open) type = rnd.chance(0.85) ? 'limit' : 'stopLimit';
      else type = weighted(rnd, [['limit', 60], ['market', 25], ['stopLimit', 6], ['stop', 3], ['trailingStop', 3], ['fillOrKill', 3]] as [string, number][]);
      const hasPrice = type === 'limit' || type === 'stopLimit' || type === 'fillOrKill';
      // Bids below the reference price, asks above, 400 steps of 0.05 % each: a book to scroll.
      const step = rnd.int(1, 400);
      const factor = new Decimal(1).plus(new Decimal(step).times(side === 'buy' ? '-0.0005' : '0.0005'));
      let price = m.ref.times(factor).toDecimalPlaces(m.pricePlaces, Decimal.ROUND_HALF_UP);
      if (price.lessThanOrEqualTo(0)) price = new Decimal(m.min_order_price);
      const stopPrice = type === 'market' || type === 'limit' || type === 'fillOrKill' ? null : m.ref.times(side === 'buy' ? '1.01' : '0.99').toDecimalPlaces(m.pricePlaces);
      const scale = Math.exp(rnd.next() * Math.log(1000));
      let amount = m.min.times(scale).toDecimalPlaces(m.amountPlaces, Decimal.ROUND_DOWN);
      if (amount.lessThan(m.min)) amount = m.min;
      if (amount.greaterThan(m.max)) amount = m.max;
      let filled = new Decimal(0);
      if (status === 'filled') filled = amount;
      else if (status === 'partiallyFilled' || (status === 'cancelled' && rnd.chance(0.3))) {
        filled = amount.times(0.1 + rnd.next() * 0.8).toDecimalPlaces(m.amountPlaces, Decimal.ROUND_DOWN);
        if (filled.isZero() || filled.greaterThanOrEqualTo(amount)) filled = amount.dividedBy(2).toDecimalPlaces(m.amountPlaces, Decimal.ROUND_DOWN);
      }
      const created = first ? end - id * 11 * MINUTE : end - Math.floor(rnd.next() * 180 * DAY);
      const updated = open && status === 'new' ? created : Math.min(end, created + rnd.int(1, 2000) * MINUTE);
      const remaining = amount.minus(filled);
      const holdCurrency = side === 'buy' ? m.derived_currency_id : m.base_currency_id;
      // A buy holds what the rest would cost (at its price, or the reference for stop orders); a sell holds the rest.
      const hold = !open ? new Decimal(0) : side === 'buy' ? remaining.times(hasPrice ? price : m.ref).toDecimalPlaces(Math.min(m.derived_decimals, 8), Decimal.ROUND_UP) : remaining;
      orders.push([
        id, userId, m.id, side, type, status, hasPrice ? price.toFixed() : null, stopPrice?.toFixed() ?? null,
        amount.toFixed(), filled.toFixed(), holdCurrency, hold.toFixed(), iso(created), iso(updated),
      ]);
      // Written as they are made, so a million orders never sit in memory at once.
      if (orders.length >= CHUNK) await flushOrders();
      if (filled.greaterThan(0)) fills.push({ id, userId, marketIdx: mi, side, price: (hasPrice ? price : m.ref.toDecimalPlaces(m.pricePlaces)).toFixed(), filled: filled.toFixed(), created, updated });
      if (hold.greaterThan(0)) {
        const key = `${userId}:${holdCurrency}`;
        holds.set(key, (holds.get(key) ?? new Decimal(0)).plus(hold));
        holdEntries.push([LedgerEntryType.OrderHold, 'available', userId, holdCurrency, hold.neg().toFixed(), null, null, iso(created), `order:${id}`]);
        holdEntries.push([LedgerEntryType.OrderHold, 'locked', userId, holdCurrency, hold.toFixed(), null, null, iso(created), `order:${id}`]);
      }
      if (open && hasPrice) {
        const key = `${m.id}:${side}:${price.toFixed()}`;
        const level = levels.get(key) ?? { marketId: m.id, side, price, amount: new Decimal(0), count: 0 };
        level.amount = level.amount.plus(remaining);
        level.count++;
        levels.set(key, level);
      }
    }

    // Trades: each (partly) filled order against an order of the other side on the same market.
    const pools = market.map(() => ({ buy: [] as typeof fills, sell: [] as typeof fills }));
    for (const f of fills) pools[f.marketIdx]![f.side as 'buy' | 'sell'].push(f);
    const tradeTarget = options.trades ?? Math.round(fills.length * 1.6);
    if (fills.length) {
      const per = Math.floor(tradeTarget / fills.length);
      const extra = tradeTarget % fills.length;
      let tradeId = 0;
      for (let idx = 0; idx < fills.length; idx++) {
        const f = fills[idx]!;
        const n = per + (idx < extra ? 1 : 0);
        if (!n) continue;
        const m = market[f.marketIdx]!;
        const pool = pools[f.marketIdx]![f.side === 'buy' ? 'sell' : 'buy'];
        const filled = new Decimal(f.filled);
        const part = filled.dividedBy(n).toDecimalPlaces(m.amountPlaces, Decimal.ROUND_DOWN);
        let left = filled;
        for (let i = 0; i < n; i++) {
          const amount = i === n - 1 ? left : part;
          left = left.minus(amount);
          const counter = pool.length ? pool[rnd.int(0, pool.length - 1)]! : null;
          const counterUser = counter?.userId ?? users[(users.indexOf(f.userId) + 1) % users.length]!;
          const at = f.created + Math.floor(((f.updated - f.created) * (i + 1)) / (n + 1));
          const fee = amount.times(f.price).times('0.001').toDecimalPlaces(Math.min(m.derived_decimals, 8), Decimal.ROUND_UP);
          trades.push([++tradeId, m.id, f.id, f.userId, counter?.id ?? f.id, counterUser, f.side, f.price, amount.toFixed(), fee.toFixed(), iso(at)]);
        }
        if (trades.length >= CHUNK) await flushTrades();
      }
    }
    await flushOrders();
    await flushTrades();
  });

  // Balances: every hold arrives as a deposit first (available +, assets −), then moves to locked.
  const at = options.now.toISOString();
  const ledger: unknown[][] = [];
  const balances = new Map<string, { available: Decimal; locked: Decimal }>();
  for (const b of await k.selectFrom('balances').select(['user_id', 'currency_id', 'available', 'locked']).execute()) {
    balances.set(`${b.user_id}:${b.currency_id}`, { available: new Decimal(b.available), locked: new Decimal(b.locked) });
  }
  const platform = new Map<string, Decimal>();
  for (const p of await k.selectFrom('platform_balances').select(['account', 'currency_id', 'amount']).execute()) platform.set(`${p.account}:${p.currency_id}`, new Decimal(p.amount));
  const depositAt = iso(end - 200 * DAY);
  for (const [key, amount] of holds) {
    const [userId, currencyId] = key.split(':').map(Number) as [number, number];
    const b = balances.get(key) ?? { available: new Decimal(0), locked: new Decimal(0) };
    b.locked = b.locked.plus(amount);
    balances.set(key, b);
    const pk = `${ASSETS_ACCOUNT}:${currencyId}`;
    platform.set(pk, (platform.get(pk) ?? new Decimal(0)).minus(amount));
    ledger.push([LedgerEntryType.Deposit, 'available', userId, currencyId, amount.toFixed(), null, null, depositAt, null]);
    ledger.push([LedgerEntryType.Deposit, 'assets', null, currencyId, amount.neg().toFixed(), null, null, depositAt, null]);
  }

  const settings = seedIndividualSettings(rnd, users, markets.map((m) => m.derived_currency_id), at);

  const levelRows = [...levels.values()].map((l) => [l.marketId, l.side, l.price.toFixed(), l.price.toNumber(), l.amount.toFixed(), l.count]);
  for (let i = 0; i < levelRows.length; i += CHUNK) await bulkInsert(db, T.levels, levelRows.slice(i, i + CHUNK));
  for (const entries of [ledger, holdEntries]) {
    for (let i = 0; i < entries.length; i += CHUNK) await bulkInsert(db, T.ledger, entries.slice(i, i + CHUNK));
  }
  await emptyTables(db, ['balances', 'platform_balances']);
  const balanceRows = [...balances].map(([key, b]) => {
    const [userId, currencyId] = key.split(':').map(Number);
    return [userId, currencyId, b.available.toFixed(), b.locked.toFixed(), at];
  });
  for (let i = 0; i < balanceRows.length; i += CHUNK) await bulkInsert(db, T.balances, balanceRows.slice(i, i + CHUNK));
  const platformRows = [...platform].map(([key, amount]) => {
    const [account, currencyId] = key.split(':');
    return [account, Number(currencyId), amount.toFixed(), at];
  });
  await bulkInsert(db, T.platform, platformRows);
  for (const s of settings.rows) await k.insertInto('individual_settings').values(s).execute();
  if (settings.tags.length) {
    const tagIds = (await k.selectFrom('user_tags').select('id').orderBy('id').execute()).map((t) => t.id);
    const ids = (await k.selectFrom('individual_settings').select('id').orderBy('id').execute()).map((r) => r.id);
    const links = settings.tags.filter(([i, t]) => ids[i] !== undefined && tagIds[t] !== undefined).map(([i, t]) => ({ setting_id: ids[i]!, tag_id: tagIds[t]! }));
    if (links.length) await k.insertInto('individual_setting_tags').values(links).execute();
  }
  for (const name of ['orders', 'trades', 'individual_settings']) await resetSequence(db, name);
  return { orders: ordersMade, trades: tradesMade };
}

const SETTING_TYPES = ['depositInternal', 'depositExternal', 'depositP2p', 'withdrawalInternal', 'withdrawalExternal', 'withdrawalP2p', 'referralBuy', 'referralSell', 'referralP2p', 'staking'] as const;

/** Individual settings of the first users and of some user tags (by tag position). */
function seedIndividualSettings(rnd: Random, users: number[], currencyIds: number[], at: string) {
  const rows: { type: string; user_id: number | null; currency_id: number | null; value: string; date_created: string }[] = [];
  const tags: [number, number][] = [];
  users.slice(0, 12).forEach((userId, i) => {
    for (let j = 0; j < 2; j++) {
      const type = SETTING_TYPES[(i * 2 + j) % SETTING_TYPES.length]!;
      rows.push({ type, user_id: userId, currency_id: type.startsWith('referral') ? null : rnd.pick(currencyIds), value: (rnd.int(1, 200) / 100).toFixed(2), date_created: at });
    }
  });
  SETTING_TYPES.forEach((type, i) => {
    tags.push([rows.length, i % 5]);
    if (i % 3 === 0) tags.push([rows.length, 5 + (i % 5)]);
    rows.push({ type, user_id: null, currency_id: null, value: (rnd.int(1, 100) / 100).toFixed(2), date_created: at });
  });
  return { rows, tags };
}
