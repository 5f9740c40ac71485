/**
 * Traders-module demo data: transactions and exchange orders in every status (the first rows take
 * each status in turn, so small seeds still show them all), some with long comments. Money goes
 * through the ledger as the server would move it: a deposit first, then the hold of what an open
 * outbound transaction or an open order takes, so balances, holds and the ledger agree.
 */
import { TRADER_STATUSES, TRADER_TRANSACTION_TYPES, isOutbound } from '../../../src/domain/traders.ts';
import { Decimal } from '../../money.ts';
import { deposit } from '../../modules/ledger/service.ts';
import { holdOrder, holdTransaction } from '../../modules/traders/money.ts';
import { insertOrder, insertTransaction } from '../../modules/traders/repository.ts';
import { insertDevice, insertRequisite } from '../../modules/traders/requisitesRepository.ts';
import type { Db } from '../database.ts';
import { METHOD_TEMPLATES, TEMPLATES } from './p2pCatalogues.ts';
import { createRandom } from './random.ts';

export interface TraderSeedOptions {
  users: number;
  now: Date;
  seed: number;
  /** Transactions to create (default: one per user, at most 200). */
  transactions?: number;
  /** Exchange orders to create (default: one per two users, at most 100). */
  orders?: number;
  /** Requisites (default: one per user, at most 150) and devices (one per two users, at most 100). */
  requisites?: number;
  devices?: number;
}

const REQUISITE_STATES = ['enabled', 'enabled', 'enabled', 'stopped', 'blocked', 'deleted'];
const REQUISITE_STATUSES = ['new', 'approved', 'problematic'];
const DEVICE_NAMES = ['Pixel 8', 'iPhone 15', 'Galaxy S23', 'Redmi Note 12', null, 'Yealink T54W', 'Cisco 8845'];
const DEVICE_STATUSES = ['active', 'active', 'active', 'suspended', 'deleted'];

const CRYPTO = ['USDT', 'BTC', 'ETH', 'TRX', 'TON'];
/** Plausible amounts per currency: [min, max] in whole units, and USDT per unit for order rates. */
const RANGES: Record<string, [number, number, number]> = {
  USDT: [5, 3000, 1], BTC: [0.001, 0.2, 91000], ETH: [0.01, 3, 3100], TRX: [50, 20000, 0.25], TON: [1, 900, 5.4],
};
const LONG_COMMENT = 'Held by the monitoring system: the destination address was flagged by the compliance screening. '.repeat(8).trim().slice(0, 1000);
/** A requisite's field values by its method's template (p2pCatalogues assigns the templates), so an edit shows them. */
function seedFields(methodName: string, card: string, i: number): Record<string, string | number | boolean> {
  const template = TEMPLATES.find(([name]) => name === METHOD_TEMPLATES[methodName])?.[1];
  if (!template) return { Details: `${card} / HOLDER ${i}` };
  const sample: Record<string, string | number | boolean> = {
    'Card number': card, 'Cardholder name': `HOLDER ${i}`, 'Bank name': methodName, IBAN: `DE89 3704 0044 0532 0130 ${String(i).padStart(2, '0')}`,
    'BIC / SWIFT': 'COBADEFFXXX', 'Account holder': `HOLDER ${i}`, 'Business account': i % 2 === 0, 'Wallet ID': `W-${card.replace(/ /g, '')}`,
    Phone: `+7 900 000 ${String(i).padStart(4, '0')}`, City: 'Tallinn', 'Meeting point': 'Viru Keskus, main entrance', 'Wait minutes': 15,
  };
  return Object.fromEntries(template.filter((f) => f.required || i % 2 === 0).map((f) => [f.name, sample[f.name] ?? '']));
}

const OPEN = new Set(['new', 'processing', 'awaiting', 'error', 'frozen', 'queue']);

export async function seedTraders(db: Db, options: TraderSeedOptions) {
  const { users, now } = options;
  if (users < 1) return { transactions: 0, orders: 0 };
  const rnd = createRandom(options.seed ^ 0x7a1de5);
  const txCount = options.transactions ?? Math.min(users, 200);
  const orderCount = options.orders ?? Math.min(Math.ceil(users / 2), 100);
  const currencies = new Map((await db.kysely.selectFrom('currencies').select(['id', 'title', 'decimals']).execute()).map((c) => [c.title, c]));
  const titles = CRYPTO.filter((t) => currencies.has(t));
  if (!titles.length) return { transactions: 0, orders: 0 };
  const amountOf = (title: string) => {
    const [min, max] = RANGES[title]!;
    const decimals = Math.min(currencies.get(title)!.decimals, 8);
    return new Decimal(min + rnd.next() * (max - min)).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  };
  const dateOf = (i: number, count: number) => new Date(now.getTime() - Math.round(((count - i) / count) * 60 * 86_400_000) - rnd.int(0, 3_600_000)).toISOString();
  const hex = (n: number) => Array.from({ length: n }, () => rnd.int(0, 15).toString(16)).join('');

  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < txCount; i++) {
      const status = TRADER_STATUSES[i % TRADER_STATUSES.length]!;
      const type = TRADER_TRANSACTION_TYPES[Math.floor(i / TRADER_STATUSES.length) % TRADER_TRANSACTION_TYPES.length]!;
      const title = rnd.pick(titles);
      const currency = currencies.get(title)!;
      const amount = amountOf(title);
      const userId = rnd.int(1, users);
      const at = dateOf(i, txCount);
      const held = isOutbound(type) && OPEN.has(status);
      const row = {
        user_id: userId, tx_type: type, status, currency_id: currency.id, amount: amount.toFixed(), is_held: held ? 1 : 0,
        address: type === 'deposit' || type === 'withdrawal' ? `T${hex(33)}` : null,
        tx_hash: status === 'completed' && (type === 'deposit' || type === 'withdrawal') ? hex(64) : null,
        comment: status === 'frozen' && i % 3 === 0 ? LONG_COMMENT : status === 'error' ? 'Node timeout while broadcasting' : null,
        date_created: at,
      };
      const id = await insertTransaction(trx, row);
      if (held) {
        await deposit(trx, userId, currency.id, amount.toFixed(), at);
        await holdTransaction(trx, { id, ...row }, { adminId: null, at });
      }
    }
    for (let i = 0; i < orderCount; i++) {
      const status = TRADER_STATUSES[i % TRADER_STATUSES.length]!;
      const fromTitle = rnd.pick(titles);
      const others = titles.filter((t) => t !== 'USDT');
      const toTitle = fromTitle === 'USDT' && others.length ? rnd.pick(others) : 'USDT';
      const from = currencies.get(fromTitle)!;
      const to = currencies.get(toTitle) ?? currencies.get(titles[0]!)!;
      const fromAmount = amountOf(fromTitle);
      const rate = new Decimal(RANGES[fromTitle]![2]).div(RANGES[to.title]?.[2] ?? 1).toDecimalPlaces(8);
      const toAmount = fromAmount.times(rate).toDecimalPlaces(Math.min(to.decimals, 8), Decimal.ROUND_DOWN);
      const userId = rnd.int(1, users);
      const at = dateOf(i, orderCount);
      const held = OPEN.has(status);
      const row = {
        user_id: userId, status, from_currency_id: from.id, to_currency_id: to.id, from_amount: fromAmount.toFixed(), to_amount: toAmount.toFixed(),
        rate: rate.toFixed(), is_held: held ? 1 : 0, comment: status === 'error' ? 'Price moved beyond the allowed slippage' : null, date_created: at,
      };
      const id = await insertOrder(trx, row);
      if (held) {
        await deposit(trx, userId, from.id, fromAmount.toFixed(), at);
        await holdOrder(trx, { id, ...row }, { adminId: null, at });
      }
    }

    // Requisites: bank cards and accounts for fiat currencies with their linked payment methods; a mark by an admin on some.
    const links = await trx
      .selectFrom('currency_payment_methods as l')
      .innerJoin('payment_methods as m', 'm.id', 'l.payment_method_id')
      .select(['l.currency_id', 'l.payment_method_id', 'm.name'])
      .orderBy('l.currency_id').orderBy('l.payment_method_id')
      .execute();
    const admin = await trx.selectFrom('admins').select('id').where('email', '=', 'admin@demo.local').executeTakeFirst();
    const requisiteCount = links.length ? (options.requisites ?? Math.min(users, 150)) : 0;
    const requisiteIds: number[] = [];
    for (let i = 0; i < requisiteCount; i++) {
      const link = rnd.pick(links);
      const status = REQUISITE_STATUSES[i % REQUISITE_STATUSES.length]!;
      const at = dateOf(i, requisiteCount);
      const card = Array.from({ length: 4 }, () => String(rnd.int(1000, 9999))).join(' ');
      requisiteIds.push(await insertRequisite(trx, {
        user_id: rnd.int(1, users), currency_id: link.currency_id, payment_method_id: link.payment_method_id,
        name: i % 17 === 0 ? `${link.name} — salary account shared with the family business, do not use for large deals ${i}` : `${link.name} ${card.slice(-4)}`,
        fields: JSON.stringify(seedFields(link.name, card, i)),
        state: REQUISITE_STATES[i % REQUISITE_STATES.length]!, status,
        status_admin_id: status === 'new' ? null : (admin?.id ?? null), status_date: status === 'new' ? null : at, date_created: at,
      }));
    }
    // Open deals pay to some enabled requisites, so those cannot be deleted.
    if (requisiteIds.length) {
      const open = await trx.selectFrom('p2p_trades').select('id').where('status', 'not in', [5, 6, 7, 8]).orderBy('id').limit(20).execute();
      for (const [n, trade] of open.entries()) {
        await trx.updateTable('p2p_trades').set({ requisites_id: requisiteIds[(n * 6) % requisiteIds.length]! }).where('id', '=', trade.id).execute();
      }
    }
    const deviceCount = options.devices ?? Math.min(Math.ceil(users / 2), 100);
    for (let i = 0; i < deviceCount; i++) {
      const name = DEVICE_NAMES[i % DEVICE_NAMES.length]!;
      const at = dateOf(i, deviceCount);
      await insertDevice(trx, {
        user_id: rnd.int(1, users), name, device_type: name === null ? 'unknown' : name.startsWith('Yealink') || name.startsWith('Cisco') ? 'ipPhone' : 'smartphone',
        status: DEVICE_STATUSES[i % DEVICE_STATUSES.length]!, date_created: at, last_activity_date: i % 4 === 0 ? null : at,
      });
    }
  });
  return { transactions: txCount, orders: orderCount };
}
