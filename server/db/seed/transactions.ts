import { TransactionStatus as S, type TransactionStatus } from '../../../src/domain/transactions.ts';
import { Decimal } from '../../money.ts';
import { ASSETS_ACCOUNT, LedgerEntryType, TRANSACTION_FEE_ACCOUNT } from '../../modules/ledger/service.ts';
import type { Db } from '../database.ts';
import { convert } from '../../core/pricing.ts';
import { bulkInsert, bulkTable as table, emptyTables, resetSequence, TS } from './bulkInsert.ts';
import { createRandom, type Random } from './random.ts';

export interface TransactionSeedOptions {
  users: number;
  transactions: number;
  now: Date;
  seed: number;
}

/** Small by default so the e2e and test seeds stay fast; `--transactions N` for the bench. */
export function defaultTransactionCount(users: number) {
  return Math.min(2_000, Math.max(300, Math.round(users / 2)));
}

const CHUNK = 20_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T = {
  tx: table('transactions', [
    ['id', 'int'], ['user_id', 'int'], ['side', 'text'], ['operation_type', 'text'], ['transaction_method_type', 'text'], ['currency_id', 'int'], ['amount', 'numeric'],
    ['fee', 'numeric'], ['estimated', 'numeric'], ['rate', 'numeric'], ['order_id', 'int'], ['payment_id', 'text'], ['receiver', 'text'], ['requisites', 'text'],
    ['requisites_status', 'text'], ['hash', 'text'], ['status', 'text'], ['kyt_status', 'text'], ['anti_fraud', 'smallint'], ['confirmation_date', TS],
    ['balance_before', 'numeric'], ['balance_after', 'numeric'], ['admin_comment', 'text'], ['user_comment', 'text'], ['blockchain_comment', 'text'],
    ['date_created', TS], ['status_changed_at', TS], ['version', 'int'],
  ]),
  history: table('transaction_status_history', [
    ['transaction_id', 'int'], ['action', 'text'], ['status', 'text'], ['kyt_status', 'text'], ['requisites_status', 'text'], ['admin_id', 'int'], ['comment', 'text'], ['date_created', TS],
  ]),
  ledger: table('ledger_entries', [
    ['entry_type', 'text'], ['account', 'text'], ['user_id', 'int'], ['currency_id', 'int'], ['amount', 'numeric'], ['trade_id', 'int'], ['admin_id', 'int'], ['created_at', TS], ['transaction_id', 'int'],
  ]),
  balances: table('balances', [['user_id', 'int'], ['currency_id', 'int'], ['available', 'numeric'], ['locked', 'numeric'], ['date_updated', TS]]),
  platform: table('platform_balances', [['account', 'text'], ['currency_id', 'int'], ['amount', 'numeric'], ['date_updated', TS]]),
  addresses: table('user_addresses', [['user_id', 'int'], ['currency_id', 'int'], ['address', 'text'], ['tag', 'text'], ['network', 'text'], ['date_created', TS]]),
  wallets: table('wallets', [['user_id', 'int'], ['currency_id', 'int'], ['address', 'text'], ['balance', 'numeric'], ['is_main', 'smallint'], ['date_created', TS]]),
  codes: table('codes', [['code', 'text'], ['currency_id', 'int'], ['amount', 'numeric'], ['status', 'text'], ['creator_id', 'int'], ['redeemer_id', 'int'], ['date_created', TS], ['date_redeemed', TS]]),
};

const DEPOSIT_STATUSES: [TransactionStatus, number][] = [
  [S.DepositCompleted, 55], [S.New, 6], [S.DepositAwaiting, 8], [S.Check, 3], [S.AdminCheck, 3], [S.AdminProcessing, 3], [S.NeedContactSupport, 2],
  [S.Error, 2], [S.Frozen, 1], [S.Declined, 4], [S.Cancelled, 5], [S.ReturnStart, 1], [S.ReturnCompleted, 1], [S.AwaitingManualCheck, 2],
];
const WITHDRAWAL_STATUSES: [TransactionStatus, number][] = [
  [S.WithdrawalCompleted, 50], [S.New, 4], [S.AwaitingUserConfirmation, 3], [S.WithdrawalInQueue, 6], [S.Queue, 3], [S.WithdrawalProcessing, 4],
  [S.Check, 3], [S.AdminCheck, 3], [S.AdminProcessing, 3], [S.NeedContactSupport, 2], [S.Error, 2], [S.Frozen, 1], [S.Declined, 4], [S.Cancelled, 6], [S.AwaitingManualCheck, 2],
];
/** The first rows: every status of both sides, so even a tiny seed shows them all. */
const FIRST: ['in' | 'out', TransactionStatus][] = [
  ...DEPOSIT_STATUSES.map(([s]) => ['in', s] as ['in', TransactionStatus]),
  ...WITHDRAWAL_STATUSES.map(([s]) => ['out', s] as ['out', TransactionStatus]),
];
const HELD: ReadonlySet<string> = new Set([
  S.New, S.AwaitingUserConfirmation, S.WithdrawalInQueue, S.Queue, S.WithdrawalProcessing, S.Check, S.AdminCheck, S.AdminProcessing, S.NeedContactSupport, S.Error, S.Frozen, S.AwaitingManualCheck,
]);
const AMOUNT: Record<string, [number, number]> = {
  BTC: [0.001, 0.8], ETH: [0.01, 8], USDT: [10, 9000], USDC: [10, 6000], LTC: [0.1, 60], TRX: [100, 60000], XRP: [10, 12000], BNB: [0.05, 25], SOL: [0.1, 120], TON: [1, 3000],
  USD: [20, 8000], EUR: [20, 7000], RUB: [1000, 500000], TRY: [500, 200000], CNY: [100, 50000], KZT: [5000, 3000000], UAH: [500, 250000],
};
const METHODS_IN = ['blockchain', 'blockchain', 'blockchain', 'creditCard', 'advCash', 'manual', 'code'];
const METHODS_OUT = ['blockchain', 'blockchain', 'blockchain', 'creditCard', 'advCash', 'manual'];
const USER_COMMENTS = ['Please process asap', 'Salary', 'Moving funds to my cold wallet', null, null, null];
const ADMIN_COMMENTS = ['Checked with the user by phone', 'Requisites verified against the KYC name', 'Duplicate request', null, null];
const CODE_STATUSES = ['active', 'expired', 'redeemed', 'unconfirmed', 'canceled', 'merged', 'blocked', 'devided'];
const HEX = '0123456789abcdef';

function weighted<T>(rnd: Random, items: [T, number][]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = rnd.next() * total;
  for (const [item, w] of items) if ((x -= w) < 0) return item;
  return items[0]![0];
}
function amountOf(rnd: Random, title: string, decimals: number): Decimal {
  const [min, max] = AMOUNT[title] ?? [1, 1000];
  const places = Math.min(decimals, 6);
  return new Decimal(min + rnd.next() * (max - min)).toDecimalPlaces(places, Decimal.ROUND_DOWN);
}
function hex(rnd: Random, n: number) {
  let s = '';
  for (let i = 0; i < n; i++) s += HEX[rnd.int(0, 15)];
  return s;
}

/**
 * Deposits and withdrawals over the last year with the ledger they imply (double entry), deposit
 * addresses, wallets and codes. Money is exact: every withdrawal is covered by a completed deposit
 * of the same user before it, so no balance goes below zero, and every currency's ledger sums to zero.
 */
export async function seedTransactions(db: Db, options: TransactionSeedOptions) {
  const rnd = createRandom(options.seed);
  const k = db.kysely;
  const end = options.now.getTime();
  const currencies = await k.selectFrom('currencies').select(['id', 'title', 'decimals', 'currency_type']).where('is_in_use', '=', 1).orderBy('id').execute();
  const users = (await k.selectFrom('users').select('id').where('is_deleted', '=', 0).orderBy('id').limit(Math.max(1, options.users)).execute()).map((u) => u.id);
  const admins = (await k.selectFrom('admins').select(['id', 'admin_status']).orderBy('id').execute()).filter((a) => a.admin_status <= 1).map((a) => a.id);
  if (!users.length || !currencies.length) return { transactions: 0 };

  const balances = new Map<string, { available: Decimal; locked: Decimal }>();
  for (const b of await k.selectFrom('balances').select(['user_id', 'currency_id', 'available', 'locked']).execute()) {
    balances.set(`${b.user_id}:${b.currency_id}`, { available: new Decimal(b.available), locked: new Decimal(b.locked) });
  }
  const platform = new Map<string, Decimal>();
  for (const p of await k.selectFrom('platform_balances').select(['account', 'currency_id', 'amount']).execute()) platform.set(`${p.account}:${p.currency_id}`, new Decimal(p.amount));
  const bal = (u: number, c: number) => {
    const key = `${u}:${c}`;
    let b = balances.get(key);
    if (!b) balances.set(key, (b = { available: new Decimal(0), locked: new Decimal(0) }));
    return b;
  };
  const plat = (account: string, c: number, delta: Decimal) => platform.set(`${account}:${c}`, (platform.get(`${account}:${c}`) ?? new Decimal(0)).plus(delta));

  const firstId = Number((await k.selectFrom('transactions').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 0) + 1;
  let id = firstId - 1;
  const rows: Record<keyof typeof T, unknown[][]> = { tx: [], history: [], ledger: [], balances: [], platform: [], addresses: [], wallets: [], codes: [] };
  const iso = (ms: number) => new Date(ms).toISOString();
  const leg = (type: string, account: string, userId: number | null, c: number, amount: Decimal, at: number, txId: number, adminId: number | null) =>
    rows.ledger.push([type, account, userId, c, amount.toFixed(), null, adminId, iso(at), txId]);

  const add = (p: {
    side: 'in' | 'out'; status: TransactionStatus; userId: number; currency: (typeof currencies)[number]; amount: Decimal; created: number; changed: number; antiFraud?: boolean;
  }) => {
    const txId = ++id;
    const { side, status, userId, currency } = p;
    const c = currency.id;
    const crypto = currency.currency_type === 'crypto';
    const fee = side === 'out' ? p.amount.times('0.001').toDecimalPlaces(Math.min(currency.decimals, 6), Decimal.ROUND_UP) : new Decimal(0);
    const adminId = admins.length ? admins[(txId + userId) % admins.length]! : null;
    const b = bal(userId, c);
    const before = b.available.plus(b.locked);
    // The money this status implies, step by step.
    if (side === 'in' && status === S.DepositCompleted) {
      b.available = b.available.plus(p.amount);
      plat(ASSETS_ACCOUNT, c, p.amount.neg());
      leg(LedgerEntryType.Deposit, 'available', userId, c, p.amount, p.changed, txId, adminId);
      leg(LedgerEntryType.Deposit, 'assets', null, c, p.amount.neg(), p.changed, txId, adminId);
    }
    if (side === 'out') {
      b.available = b.available.minus(p.amount);
      b.locked = b.locked.plus(p.amount);
      leg(LedgerEntryType.WithdrawalHold, 'available', userId, c, p.amount.neg(), p.created, txId, null);
      leg(LedgerEntryType.WithdrawalHold, 'locked', userId, c, p.amount, p.created, txId, null);
      if (status === S.WithdrawalCompleted) {
        b.locked = b.locked.minus(p.amount);
        plat(ASSETS_ACCOUNT, c, p.amount.minus(fee));
        plat(TRANSACTION_FEE_ACCOUNT, c, fee);
        leg(LedgerEntryType.Withdrawal, 'locked', userId, c, p.amount.neg(), p.changed, txId, adminId);
        leg(LedgerEntryType.Withdrawal, 'assets', null, c, p.amount.minus(fee), p.changed, txId, adminId);
        if (!fee.isZero()) leg(LedgerEntryType.WithdrawalFee, 'fees', null, c, fee, p.changed, txId, adminId);
      } else if (!HELD.has(status)) {
        b.locked = b.locked.minus(p.amount);
        b.available = b.available.plus(p.amount);
        leg(LedgerEntryType.WithdrawalRelease, 'locked', userId, c, p.amount.neg(), p.changed, txId, adminId);
        leg(LedgerEntryType.WithdrawalRelease, 'available', userId, c, p.amount, p.changed, txId, adminId);
      }
    }
    const after = b.available.plus(b.locked);
    const kyt = side === 'in' && crypto
      ? status === S.DepositCompleted ? 'ok' : status === S.ReturnStart ? 'returning' : status === S.ReturnCompleted ? 'returned' : rnd.pick(['checking', 'awaiting', 'ok', 'ok', 'error'])
      : null;
    const requisitesStatus = side === 'out' ? (status === S.WithdrawalCompleted ? 'approved' : rnd.pick(['new', 'new', 'approved', 'problematic'])) : null;
    const finalish = status === S.DepositCompleted || status === S.WithdrawalCompleted;
    const method = side === 'in' ? (crypto ? 'blockchain' : rnd.pick(METHODS_IN.filter((m) => m !== 'blockchain'))) : crypto ? 'blockchain' : rnd.pick(METHODS_OUT.filter((m) => m !== 'blockchain'));
    rows.tx.push([
      txId, userId, side, 'depositWithdrawal', method, c, p.amount.toFixed(), fee.toFixed(), p.amount.minus(fee).toFixed(), null, null,
      crypto ? null : `PAY-${hex(rnd, 10).toUpperCase()}`, side === 'out' ? (crypto ? `0x${hex(rnd, 40)}` : `Card **** ${rnd.int(1000, 9999)}`) : null,
      side === 'out' ? (crypto ? `0x${hex(rnd, 40)}` : `IBAN EE${rnd.int(10, 99)} ${rnd.int(1000, 9999)} ${rnd.int(1000, 9999)} ${rnd.int(1000, 9999)}`) : null,
      requisitesStatus, crypto && (finalish || status === S.WithdrawalProcessing) ? hex(rnd, 64) : null, status, kyt, p.antiFraud ? 1 : 0,
      finalish ? iso(p.changed) : null, before.toFixed(), after.toFixed(), finalish ? rnd.pick(ADMIN_COMMENTS) : null, rnd.pick(USER_COMMENTS),
      crypto && finalish ? `${rnd.int(3, 60)} confirmations` : null, iso(p.created), iso(p.changed), 0,
    ]);
    // The history ends in the transaction's status: a withdrawal is created into the queue unless it is still new.
    const initial = side === 'in' || status === S.New ? S.New : S.WithdrawalInQueue;
    rows.history.push([txId, 'created', initial, kyt === null ? null : 'checking', requisitesStatus === null ? null : 'new', null, null, iso(p.created)]);
    if (status !== initial) rows.history.push([txId, 'status', status, kyt, requisitesStatus, finalish ? adminId : null, null, iso(p.changed)]);
    return txId;
  };

  const pickCurrency = () => currencies[rnd.int(0, currencies.length - 1)]!;
  const usd = currencies.find((c) => c.title === 'USD');
  const span = 365 * DAY;
  let made = 0;
  for (let step = 0; made < options.transactions; step++) {
    const first = FIRST[step];
    const side = first ? first[0] : rnd.chance(0.55) ? 'in' : 'out';
    const status = first ? first[1] : weighted(rnd, side === 'in' ? DEPOSIT_STATUSES : WITHDRAWAL_STATUSES);
    const userId = users[rnd.int(0, users.length - 1)]!;
    const currency = pickCurrency();
    const antiFraud = status === S.AwaitingManualCheck;
    // An anti-fraud case is worth more than the default threshold (10,000 USD).
    const amount = antiFraud && usd ? convert('15000', 'USD', currency.title).toDecimalPlaces(Math.min(currency.decimals, 6), Decimal.ROUND_DOWN) : amountOf(rnd, currency.title, currency.decimals);
    // The first rows are recent (newest first in the list); the rest spread over the last year.
    let created = first ? end - (step + 1) * 7 * MINUTE : end - Math.floor(rnd.next() * span);
    let changed = Math.min(end, created + rnd.int(1, 600) * MINUTE);
    if (status === S.AdminProcessing) {
      // Held by an admin: the first deposit's case for 25 minutes (flagged), the first withdrawal's for 3 (not yet).
      changed = end - (first ? (side === 'in' ? 25 : 3) : rnd.int(1, 120)) * MINUTE;
      created = Math.min(created, changed - MINUTE);
    }
    if (side === 'out') {
      // A completed deposit covering the withdrawal comes first, so the balance never goes below zero.
      const cover = amount.plus(amountOf(rnd, currency.title, currency.decimals));
      const depositAt = created - rnd.int(1, 30) * DAY;
      add({ side: 'in', status: S.DepositCompleted, userId, currency, amount: cover, created: depositAt, changed: depositAt + 30 * MINUTE });
      made++;
    }
    add({ side, status, userId, currency, amount, created, changed, antiFraud });
    made++;
  }

  // Deposit addresses and wallets of the first users; codes.
  const at = iso(end - 30 * DAY);
  const crypto = currencies.filter((c) => c.currency_type === 'crypto');
  const walletUsers = users.slice(0, Math.min(users.length, 200));
  for (const userId of walletUsers) {
    for (const currency of crypto.slice(0, rnd.int(1, Math.min(3, crypto.length)))) {
      rows.addresses.push([userId, currency.id, `${currency.title.toLowerCase()}1${hex(rnd, 38)}`, currency.title === 'XRP' || currency.title === 'TON' ? String(rnd.int(100000, 999999)) : null, currency.title === 'USDT' ? 'TRC20' : currency.title, at]);
      const count = rnd.int(1, 3);
      for (let w = 0; w < count; w++) {
        rows.wallets.push([userId, currency.id, `${currency.title.toLowerCase()}w${hex(rnd, 36)}`, amountOf(rnd, currency.title, currency.decimals).toFixed(), w === 0 ? 1 : 0, at]);
      }
    }
  }
  const codeCount = Math.max(CODE_STATUSES.length, Math.round(options.transactions / 10));
  for (let i = 0; i < codeCount; i++) {
    const currency = pickCurrency();
    const status = CODE_STATUSES[i % CODE_STATUSES.length]!;
    const created = end - Math.floor(rnd.next() * 180 * DAY);
    const redeemed = status === 'redeemed' || status === 'merged' || status === 'devided';
    rows.codes.push([
      `${currency.title}-${hex(rnd, 8).toUpperCase()}-${hex(rnd, 8).toUpperCase()}-${i}`, currency.id, amountOf(rnd, currency.title, currency.decimals).toFixed(), status,
      users[rnd.int(0, users.length - 1)], redeemed ? users[rnd.int(0, users.length - 1)] : null, iso(created), redeemed ? iso(created + rnd.int(1, 72) * 60 * MINUTE) : null,
    ]);
  }

  const updatedAt = options.now.toISOString();
  for (const [key, b] of balances) {
    const [userId, currencyId] = key.split(':').map(Number);
    rows.balances.push([userId, currencyId, b.available.toFixed(), b.locked.toFixed(), updatedAt]);
  }
  for (const [key, amount] of platform) {
    const [account, currencyId] = key.split(':');
    rows.platform.push([account, Number(currencyId), amount.toFixed(), updatedAt]);
  }
  // Balances and platform accounts are rewritten whole (the P2P seed wrote them before).
  await emptyTables(db, ['balances', 'platform_balances']);
  for (const name of Object.keys(T) as (keyof typeof T)[]) {
    const all = rows[name];
    for (let i = 0; i < all.length; i += CHUNK) await bulkInsert(db, T[name], all.slice(i, i + CHUNK));
  }
  for (const name of ['transactions', 'transaction_status_history', 'user_addresses', 'wallets', 'codes']) await resetSequence(db, name);
  return { transactions: id - firstId + 1, ledgerEntries: rows.ledger.length };
}
