import { sql, type AliasableExpression, type CompiledQuery, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { openSqliteReader, type Db, type Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ReportFilters, ReportFilterValue, ReportType } from '../../../src/domain/reports.ts';
import { USER_STATUS_CAPTION_KEYS } from '../../../src/domain/users.ts';
import { captionOf } from './captions.ts';

/** A cell as written to the CSV (escaped by csvCell). */
export type Cell = string | number | boolean | null;

/**
 * One row as the database answers it, by position: first the report's cells (raw: a boolean is
 * still 0 or 1, see {@link ReportSource.format}), then the keyset position, then the users it
 * concerns. Arrays, not objects: a million-row report makes a million of them.
 */
export type RawRow = unknown[];

export interface SourceQuery {
  filters: ReportFilters;
  /** ISO bounds of the period, inclusive. */
  from: string | null;
  to: string | null;
}

/** A report's query, prepared once: `next` answers the next `size` rows after `after` (null at the start), in key order. */
export interface SourceCursor {
  next(after: readonly number[] | null, size: number): Promise<RawRow[]>;
  /** Releases what the cursor holds (its SQLite reader); called once the report is written or given up. */
  close(): void;
}

/**
 * Where one report type's rows come from. Each batch is one short indexed query (keyset, never
 * OFFSET), so the worker never holds a read transaction (or SQLite's single connection) across the
 * whole report, and memory stays at one batch however long the report is.
 */
export interface ReportSource {
  columns: readonly string[];
  /** Positions in a {@link RawRow}: the cells are `0 … columns.length - 1`. */
  keyAt: readonly number[];
  userAt: readonly number[];
  /** Per cell, what turns the stored value into the CSV's (null: written as stored). */
  format: readonly (((value: unknown) => Cell) | null)[];
  open(db: Db, q: SourceQuery): SourceCursor;
}

// ── Declaring a source ───────────────────────────────────────────────────────

/** A selected value: a column (`t.amount`) or an expression built from the row's tables. */
type Selected<DB, TB extends keyof DB> = string | ((eb: ExpressionBuilder<DB, TB>) => AliasableExpression<unknown>);
type Condition<DB, TB extends keyof DB> = (eb: ExpressionBuilder<DB, TB>, value: ReportFilterValue) => Expression<SqlBool>;

export interface SourceDeclaration<DB, TB extends keyof DB> {
  /** The tables and joins (and any condition every row meets). */
  from: (db: Executor) => SelectQueryBuilder<DB, TB, object>;
  /** Header and value of each column, in the file's order; a third item formats the stored value. */
  columns: readonly (readonly [header: string, value: Selected<DB, TB>, format?: (value: unknown) => Cell])[];
  /** The keyset: unique, ascending, integer columns (an index leads with them). */
  key: readonly string[];
  /** The users a row concerns; a row is left out when one of them carries an ignored tag. */
  users: readonly string[];
  /** The column the report's period applies to (null: the period does not apply). */
  date: string | null;
  /** The filters of the list the type exports (src/domain/reports.ts REPORT_FILTERS), each as a condition. */
  filters: Readonly<Record<string, Condition<DB, TB>>>;
}

/** Placeholders found again in the compiled parameters, so the query is compiled once per report. */
const AFTER = [{ placeholder: 'after0' }, { placeholder: 'after1' }] as const;
const LIMIT = { placeholder: 'limit' };

/**
 * A source from its declaration: selects the cells, then the key and user columns, adds the
 * filters, the period, the keyset condition and the order, and compiles the two queries (first
 * batch, next batches) once. On SQLite the batches run in raw mode (arrays straight from
 * better-sqlite3) on a reader connection of the report's own (`openSqliteReader`), or on the main
 * connection for an in-memory database; on PostgreSQL through Kysely, the objects turned into arrays.
 */
export function defineSource<DB, TB extends keyof DB>(d: SourceDeclaration<DB, TB>): ReportSource {
  const selected = [...d.columns.map(([, value]) => value), ...d.key, ...d.users];
  const cellCount = d.columns.length;
  const aliases = selected.map((_, i) => `c${i}`);
  // Kysely cannot check references chosen at run time; the declarations above are checked where written.
  type Q = SelectQueryBuilder<DB, TB, Record<string, unknown>>;
  const build = (db: Executor, q: SourceQuery, withAfter: boolean): CompiledQuery => {
    let query = d.from(db).select((eb) =>
      selected.map((s, i) => (typeof s === 'string' ? eb.ref(s as never) : s(eb)).as(aliases[i]!)),
    ) as unknown as Q;
    for (const [name, value] of Object.entries(q.filters)) {
      const condition = d.filters[name];
      if (condition) query = query.where((eb) => condition(eb, value));
    }
    if (d.date && q.from !== null) query = query.where(sql.ref(d.date), '>=', q.from);
    if (d.date && q.to !== null) query = query.where(sql.ref(d.date), '<=', q.to);
    if (withAfter) query = query.where(keysetAfter(d.key));
    for (const k of d.key) query = query.orderBy(sql.ref(k));
    return query.limit(sql.val(LIMIT) as never).compile();
  };
  return {
    columns: d.columns.map(([header]) => header),
    keyAt: d.key.map((_, i) => cellCount + i),
    userAt: d.users.map((_, i) => cellCount + d.key.length + i),
    format: d.columns.map(([, , format]) => format ?? null),
    open(db, q) {
      const first = build(db.kysely, q, false);
      const next = build(db.kysely, q, true);
      const bind = (compiled: CompiledQuery, after: readonly number[] | null, size: number) =>
        compiled.parameters.map((p) => (p === LIMIT ? size : p === AFTER[0] ? after![0] : p === AFTER[1] ? after![1] : p));
      if (db.sqlite) {
        const reader = openSqliteReader(db);
        const sqlite = reader ?? db.sqlite;
        const statements = [first, next].map((c) => sqlite.prepare(c.sql).raw(true));
        return {
          next: async (after, size) => statements[after ? 1 : 0]!.all(bind(after ? next : first, after, size)) as RawRow[],
          close: () => reader?.close(),
        };
      }
      return {
        async next(after, size) {
          const compiled = after ? next : first;
          const { rows } = await db.kysely.executeQuery<Record<string, unknown>>({ ...compiled, parameters: bind(compiled, after, size) });
          return rows.map((r) => aliases.map((a) => r[a]));
        },
        close() {},
      };
    },
  };
}

/** `k0 > a0`, or for two columns `k0 > a0 OR (k0 = a0 AND k1 > a1)`. */
function keysetAfter(key: readonly string[]) {
  const [k0, k1] = key.map((k) => sql.ref(k));
  if (!k1) return sql<SqlBool>`${k0} > ${AFTER[0]}`;
  return sql<SqlBool>`(${k0} > ${AFTER[0]} OR (${k0} = ${AFTER[0]} AND ${k1} > ${AFTER[1]}))`;
}

// ── Filter values and formats ────────────────────────────────────────────────

const ids = (v: ReportFilterValue) => v as number[];
const strings = (v: ReportFilterValue) => v as string[];
/** 0/1 flags as the file shows them. */
const flag = (v: unknown): Cell => v === 1 || v === true;
/** Amounts as stored: TEXT on SQLite, NUMERIC (a string from pg) on PostgreSQL; never a float. */
const money = (v: unknown): Cell => (v === null || v === undefined ? null : String(v));

/** Users carrying one of the tags (compared case-insensitively); the worker leaves their rows out. */
export async function taggedUserIds(db: Executor, tags: readonly string[]): Promise<Set<number>> {
  if (!tags.length) return new Set();
  const rows = await db
    .selectFrom('user_tag_links as l')
    .innerJoin('user_tags as g', 'g.id', 'l.tag_id')
    .select('l.user_id')
    .where((eb) => eb(eb.fn('lower', ['g.tag_name']), 'in', tags.map((t) => t.toLowerCase())))
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

// ── The sources ──────────────────────────────────────────────────────────────

const transactions = defineSource({
  from: (db) => db.selectFrom('transactions as t').leftJoin('users as u', 'u.id', 't.user_id').leftJoin('currencies as c', 'c.id', 't.currency_id'),
  columns: [
    ['Id', 't.id'], ['User id', 't.user_id'], ['User name', 'u.user_name'], ['Side', 't.side', captionOf('transactions.side')], ['Side code', 't.side'], ['Operation type', 't.operation_type', captionOf('transactions.type')], ['Operation type code', 't.operation_type'],
    ['Amount', 't.amount', money], ['Fee', 't.fee', money], ['Currency', 'c.title'], ['Method', 't.transaction_method_type'],
    ['Status', 't.status', captionOf('transactions.status')], ['Status code', 't.status'], ['KYT status', 't.kyt_status', captionOf('transactions.kyt')], ['KYT status code', 't.kyt_status'], ['Date created', 't.date_created'],
  ],
  key: ['t.id'],
  users: ['t.user_id'],
  date: 't.date_created',
  filters: {
    idList: (eb, v) => eb('t.id', 'in', ids(v)),
    side: (eb, v) => eb('t.side', '=', v as 'in' | 'out'),
    operationTypeList: (eb, v) => eb('t.operation_type', 'in', strings(v)),
    userIdList: (eb, v) => eb('t.user_id', 'in', ids(v)),
    statusList: (eb, v) => eb('t.status', 'in', strings(v)),
    currencyIdList: (eb, v) => eb('t.currency_id', 'in', ids(v)),
    kytStatusList: (eb, v) => eb('t.kyt_status', 'in', strings(v)),
  },
});

const users = defineSource({
  from: (db) => db.selectFrom('users').where('is_deleted', '=', 0),
  columns: [
    ['Id', 'id'], ['User name', 'user_name'], ['E-mail', 'email'], ['Status', 'status', captionOf((v) => USER_STATUS_CAPTION_KEYS[v as 0 | 1 | 2])], ['Status code', 'status'], ['User type', 'user_type'], ['Locale', 'locale'],
    ['Blocked', 'is_blocked', flag], ['Registered', 'reg_date'], ['Last login', 'last_login_date'],
  ],
  key: ['id'],
  users: ['id'],
  date: 'reg_date',
  filters: {
    userIdList: (eb, v) => eb('id', 'in', ids(v)),
    statusList: (eb, v) => eb('status', 'in', ids(v)),
    userTypeList: (eb, v) => eb('user_type', 'in', ids(v)),
    isBlocked: (eb, v) => eb('is_blocked', '=', v ? 1 : 0),
  },
});

const chats = defineSource({
  from: (db) => db.selectFrom('private_chats'),
  columns: [['Id', 'id'], ['First user id', 'first_user_id'], ['Second user id', 'second_user_id'], ['Created', 'date_created'], ['Updated', 'date_updated'], ['Deleted', 'date_deleted']],
  key: ['id'],
  users: ['first_user_id', 'second_user_id'],
  date: 'date_created',
  filters: {
    userIdList: (eb, v) => eb.or([eb('first_user_id', 'in', ids(v)), eb('second_user_id', 'in', ids(v))]),
  },
});

const operations = defineSource({
  from: (db) => db.selectFrom('ledger_entries as e').leftJoin('currencies as c', 'c.id', 'e.currency_id'),
  columns: [
    ['Id', 'e.id'], ['Entry type', 'e.entry_type'], ['Account', 'e.account'], ['User id', 'e.user_id'], ['Currency', 'c.title'], ['Amount', 'e.amount', money],
    ['Trade id', 'e.trade_id'], ['Transaction id', 'e.transaction_id'], ['Admin id', 'e.admin_id'], ['Created', 'e.created_at'],
  ],
  key: ['e.id'],
  users: ['e.user_id'],
  date: 'e.created_at',
  filters: {
    userIdList: (eb, v) => eb('e.user_id', 'in', ids(v)),
    currencyIdList: (eb, v) => eb('e.currency_id', 'in', ids(v)),
    entryTypeList: (eb, v) => eb('e.entry_type', 'in', strings(v)),
    accountList: (eb, v) => eb('e.account', 'in', strings(v) as never[]),
  },
});

/**
 * Spot orders (POST v2/Trading/GetOrders): the trading module's `orders` table (not the traders'
 * older `exchange_orders`), with the list's columns and filters. The keyset is the primary key;
 * a trade id finds its order through the trades' primary key, as the list does.
 */
const orders = defineSource({
  from: (db) =>
    db
      .selectFrom('orders as o')
      .innerJoin('markets as m', 'm.id', 'o.market_id')
      .innerJoin('currencies as b', 'b.id', 'm.base_currency_id')
      .innerJoin('currencies as d', 'd.id', 'm.derived_currency_id')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('currencies as h', 'h.id', 'o.hold_currency_id'),
  columns: [
    ['Id', 'o.id'], ['Market', (eb) => sql<string>`${eb.ref('b.title')} || '/' || ${eb.ref('d.title')}`], ['User id', 'o.user_id'], ['User name', 'u.user_name'],
    ['Side', 'o.side', captionOf('trading.side')], ['Side code', 'o.side'], ['Type', 'o.type', captionOf('trading.type')], ['Type code', 'o.type'],
    ['Status', 'o.status', captionOf('trading.status')], ['Status code', 'o.status'], ['Price', 'o.price', money], ['Stop price', 'o.stop_price', money], ['Amount', 'o.amount', money],
    ['Filled amount', 'o.filled_amount', money], ['Hold amount', 'o.hold_amount', money], ['Hold currency', 'h.title'], ['Created', 'o.date_created'], ['Updated', 'o.date_updated'],
  ],
  key: ['o.id'],
  users: ['o.user_id'],
  date: 'o.date_created',
  filters: {
    userIdList: (eb, v) => eb('o.user_id', 'in', ids(v)),
    orderIdList: (eb, v) => eb('o.id', 'in', ids(v)),
    tradeIdList: (eb, v) => eb('o.id', 'in', eb.selectFrom('trades').select('trades.order_id').where('trades.id', 'in', ids(v))),
    marketIdList: (eb, v) => eb('o.market_id', 'in', ids(v)),
    typeList: (eb, v) => eb('o.type', 'in', strings(v)),
    statusList: (eb, v) => eb('o.status', 'in', strings(v)),
  },
});

const userActions = defineSource({
  from: (db) => db.selectFrom('user_actions'),
  columns: [['Id', 'id'], ['User id', 'user_id'], ['Action', 'action', captionOf('userDetail.userActionCode')], ['Action code', 'action'], ['IP', 'ip'], ['Client type', 'client_type', captionOf('userDetail.clientType')], ['Client type code', 'client_type'], ['Details', 'details'], ['Created', 'date_created']],
  key: ['id'],
  users: ['user_id'],
  date: 'date_created',
  filters: {
    userIdList: (eb, v) => eb('user_id', 'in', ids(v)),
    actionList: (eb, v) => eb('action', 'in', strings(v)),
  },
});

/** Balances keyed by (user, currency): the period does not apply (a balance is a current value). */
const balancesInfo = defineSource({
  from: (db) => db.selectFrom('balances as b').leftJoin('currencies as c', 'c.id', 'b.currency_id'),
  columns: [['User id', 'b.user_id'], ['Currency', 'c.title'], ['Available', 'b.available', money], ['Locked', 'b.locked', money], ['Updated', 'b.date_updated']],
  key: ['b.user_id', 'b.currency_id'],
  users: ['b.user_id'],
  date: null,
  filters: {
    userIdList: (eb, v) => eb('b.user_id', 'in', ids(v)),
    currencyIdList: (eb, v) => eb('b.currency_id', 'in', ids(v)),
  },
});

const p2pDeals = defineSource({
  from: (db) => db.selectFrom('p2p_trades as t').leftJoin('currencies as cc', 'cc.id', 't.crypto_currency_id').leftJoin('currencies as fc', 'fc.id', 't.fiat_currency_id'),
  columns: [
    ['Id', 't.id'], ['Offer type', 't.offer_type'], ['Seller id', 't.seller_id'], ['Buyer id', 't.buyer_id'], ['Crypto', 'cc.title'], ['Fiat', 'fc.title'],
    ['Amount', 't.amount', money], ['Price', 't.price', money], ['Fiat amount', 't.fiat_amount', money], ['Service fee', 't.service_fee', money], ['Status', 't.status'],
    ['Arbitration result', 't.arbitration_result'], ['Created', 't.date_created'], ['Closed', 't.date_closed'],
  ],
  key: ['t.id'],
  users: ['t.seller_id', 't.buyer_id'],
  date: 't.date_created',
  filters: {
    userIdList: (eb, v) => eb.or([eb('t.seller_id', 'in', ids(v)), eb('t.buyer_id', 'in', ids(v))]),
    statusList: (eb, v) => eb('t.status', 'in', ids(v)),
    cryptoCurrencyIdList: (eb, v) => eb('t.crypto_currency_id', 'in', ids(v)),
    fiatCurrencyIdList: (eb, v) => eb('t.fiat_currency_id', 'in', ids(v)),
  },
});

/**
 * Spot trades (POST v2/Trading/GetTrades). Each side of a match is its own row (its user's), so a
 * row is left out for its own user's tag only: a real user's trade against a tagged market maker stays.
 */
const trades = defineSource({
  from: (db) =>
    db
      .selectFrom('trades as t')
      .innerJoin('markets as m', 'm.id', 't.market_id')
      .innerJoin('currencies as b', 'b.id', 'm.base_currency_id')
      .innerJoin('currencies as d', 'd.id', 'm.derived_currency_id')
      .leftJoin('users as u', 'u.id', 't.user_id'),
  columns: [
    ['Id', 't.id'], ['Market', (eb) => sql<string>`${eb.ref('b.title')} || '/' || ${eb.ref('d.title')}`], ['Order id', 't.order_id'], ['User id', 't.user_id'],
    ['User name', 'u.user_name'], ['Side', 't.side', captionOf('trading.side')], ['Side code', 't.side'], ['Price', 't.price', money], ['Amount', 't.amount', money], ['Fee', 't.fee', money],
    ['Counter order id', 't.counter_order_id'], ['Counter user id', 't.counter_user_id'], ['Created', 't.date_created'],
  ],
  key: ['t.id'],
  users: ['t.user_id'],
  date: 't.date_created',
  filters: {
    userIdList: (eb, v) => eb('t.user_id', 'in', ids(v)),
    orderIdList: (eb, v) => eb('t.order_id', 'in', ids(v)),
    marketIdList: (eb, v) => eb('t.market_id', 'in', ids(v)),
  },
});

/**
 * Referral incomes (POST v2/Referral/GetReferralProgramIncomes): the owner earns from a member's
 * activity, so a row is left out when either carries an ignored tag (a test member's trades pay no real income).
 */
const referralIncomes = defineSource({
  from: (db) =>
    db
      .selectFrom('referral_incomes as i')
      .innerJoin('referral_programs as p', 'p.id', 'i.program_id')
      .leftJoin('users as u', 'u.id', 'i.user_id')
      .leftJoin('currencies as c', 'c.id', 'i.currency_id'),
  columns: [
    ['Id', 'i.id'], ['Referral program id', 'i.program_id'], ['Referral id', 'p.referral_id'], ['Owner id', 'i.user_id'], ['Owner name', 'u.user_name'],
    ['Referral user id', 'i.referral_user_id'], ['Level', 'i.level'], ['Income type', 'i.income_type', captionOf('referralProgram.incomeType')], ['Income type code', 'i.income_type'], ['Currency', 'c.title'], ['Amount', 'i.amount', money],
    ['Created', 'i.date_created'],
  ],
  key: ['i.id'],
  users: ['i.user_id', 'i.referral_user_id'],
  date: 'i.date_created',
  filters: {
    referralProgramIdList: (eb, v) => eb('i.program_id', 'in', ids(v)),
    userIdList: (eb, v) => eb('i.user_id', 'in', ids(v)),
    incomeTypeList: (eb, v) => eb('i.income_type', 'in', strings(v)),
  },
});

/** The staking log (POST v2/Staking/GetStakingLogs); rows about a tier (no user) are always kept. */
const stakingLogs = defineSource({
  from: (db) => db.selectFrom('staking_logs as l').leftJoin('currencies as c', 'c.id', 'l.currency_id'),
  columns: [
    ['Id', 'l.id'], ['User id', 'l.user_id'], ['Currency', 'c.title'], ['Log type', 'l.log_type', captionOf('staking.logType')], ['Log type code', 'l.log_type'], ['Settings id', 'l.settings_id'],
    ['Previous percent', 'l.previous_percent', money], ['Amount', 'l.amount', money], ['Percent', 'l.percent', money], ['Admin id', 'l.admin_id'], ['Created', 'l.date_created'],
  ],
  key: ['l.id'],
  users: ['l.user_id'],
  date: 'l.date_created',
  filters: {
    userIdList: (eb, v) => eb('l.user_id', 'in', ids(v)),
    currencyIdList: (eb, v) => eb('l.currency_id', 'in', ids(v)),
    logTypeList: (eb, v) => eb('l.log_type', 'in', strings(v)),
  },
});

/**
 * P2P offers (GET v1/p2p/offers), every offer whatever its flags unless a status is asked for.
 * The status is the label the offers screen shows (src/domain/p2pOffers.ts offerStatusLabel), in SQL.
 */
const offerStatus = (eb: ExpressionBuilder<Database & { o: Database['p2p_offers'] }, 'o'>) =>
  eb
    .case()
    .when('o.is_deleted', '=', 1).then('deleted')
    .when(eb.or([eb('o.is_hidden', '=', 1), eb('o.is_blocked', '=', 1)])).then('hidden')
    .when('o.is_enabled', '=', 1).then('enabled')
    .else('disabled')
    .end();
const p2pOffers = defineSource({
  from: (db) =>
    db
      .selectFrom('p2p_offers as o')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('currencies as cc', 'cc.id', 'o.crypto_currency_id')
      .leftJoin('currencies as fc', 'fc.id', 'o.fiat_currency_id'),
  columns: [
    ['Id', 'o.id'], ['User id', 'o.user_id'], ['User name', 'u.user_name'], ['Type', 'o.offer_type', captionOf('p2pOffers.type')], ['Type code', 'o.offer_type'], ['Crypto', 'cc.title'], ['Fiat', 'fc.title'],
    ['Price', 'o.price', money], ['Profit percent', 'o.profit_percent', money], ['Min', 'o.min_amount', money], ['Max', 'o.max_amount', money],
    ['Status', (eb) => offerStatus(eb as never), captionOf('p2pOffers.status')], ['Status code', (eb) => offerStatus(eb as never)], ['Terms', 'o.terms'], ['Created', 'o.date_created'], ['Updated', 'o.date_updated'],
  ],
  key: ['o.id'],
  users: ['o.user_id'],
  date: 'o.date_created',
  filters: {
    userIdList: (eb, v) => eb('o.user_id', 'in', ids(v)),
    offerTypeList: (eb, v) => eb('o.offer_type', 'in', strings(v) as ('Sell' | 'Buy')[]),
    statusList: (eb, v) => eb(offerStatus(eb as never), 'in', strings(v)),
    cryptoCurrencyIdList: (eb, v) => eb('o.crypto_currency_id', 'in', ids(v)),
    fiatCurrencyIdList: (eb, v) => eb('o.fiat_currency_id', 'in', ids(v)),
  },
});

/** Per-type row sources. TotalBalances is aggregated by the worker from the BalancesInfo rows, so it streams too. */
export const REPORT_SOURCES: Record<ReportType, ReportSource> = {
  TotalBalances: { ...balancesInfo, columns: ['Currency', 'Available', 'Locked', 'Users'] },
  Users: users,
  chats,
  Transactions: transactions,
  Operations: operations,
  Trades: trades,
  Orders: orders,
  UserActions: userActions,
  ReferralProgramIncomes: referralIncomes,
  StakingLogs: stakingLogs,
  BalancesInfo: balancesInfo,
  P2pDeals: p2pDeals,
  P2pOffers: p2pOffers,
};
