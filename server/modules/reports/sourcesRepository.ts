import type { Executor } from '../../db/database.ts';
import type { ReportFilters, ReportType } from '../../../src/domain/reports.ts';

/** A cell as written to the CSV (escaped by csvCell). */
export type Cell = string | number | boolean | null;

/** One row of a report: its keyset position, the users it concerns (for the tag exclusion) and its cells. */
export interface SourceRow {
  key: readonly number[];
  userIds: readonly number[];
  cells: Cell[];
}

export interface SourceQuery {
  filters: ReportFilters;
  /** ISO bounds of the period, inclusive. */
  from: string | null;
  to: string | null;
}

/**
 * Where one report type's rows come from. `batch` answers the next `size` rows after `after`
 * (a keyset position, null at the start), in key order: each call is one short indexed query, so
 * the worker never holds a read transaction (or SQLite's single connection) across the whole
 * report, and memory stays at one batch however long the report is.
 */
export interface ReportSource {
  columns: readonly string[];
  /** False for a type whose data this product does not keep yet: the report completes with no rows. */
  hasData: boolean;
  batch(db: Executor, q: SourceQuery, after: readonly number[] | null, size: number): Promise<SourceRow[]>;
}

const ids = (f: ReportFilters, name: string) => (Array.isArray(f[name]) && f[name].length ? (f[name] as number[]) : undefined);
const strings = (f: ReportFilters, name: string) => (Array.isArray(f[name]) && f[name].length ? (f[name] as string[]) : undefined);

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

const empty = (columns: string[]): ReportSource => ({ columns, hasData: false, batch: async () => [] });

const transactions: ReportSource = {
  columns: ['Id', 'User id', 'User name', 'Side', 'Operation type', 'Amount', 'Fee', 'Currency', 'Method', 'Status', 'KYT status', 'Date created'],
  hasData: true,
  async batch(db, { filters: f, from, to }, after, size) {
    const userIds = ids(f, 'userIdList');
    const rows = await db
      .selectFrom('transactions as t')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('currencies as c', 'c.id', 't.currency_id')
      .select(['t.id', 't.user_id', 'u.user_name', 't.side', 't.operation_type', 't.amount', 't.fee', 'c.title', 't.transaction_method_type', 't.status', 't.kyt_status', 't.date_created'])
      .$if(after !== null, (q) => q.where('t.id', '>', after![0]!))
      .$if(!!ids(f, 'idList'), (q) => q.where('t.id', 'in', ids(f, 'idList')!))
      .$if(typeof f.side === 'string', (q) => q.where('t.side', '=', f.side as 'in' | 'out'))
      .$if(!!strings(f, 'operationTypeList'), (q) => q.where('t.operation_type', 'in', strings(f, 'operationTypeList')!))
      .$if(!!userIds, (q) => q.where('t.user_id', 'in', userIds!))
      .$if(!!strings(f, 'statusList'), (q) => q.where('t.status', 'in', strings(f, 'statusList')!))
      .$if(!!ids(f, 'currencyIdList'), (q) => q.where('t.currency_id', 'in', ids(f, 'currencyIdList')!))
      .$if(!!strings(f, 'kytStatusList'), (q) => q.where('t.kyt_status', 'in', strings(f, 'kytStatusList')!))
      .$if(from !== null, (q) => q.where('t.date_created', '>=', from!))
      .$if(to !== null, (q) => q.where('t.date_created', '<=', to!))
      .orderBy('t.id')
      .limit(size)
      .execute();
    return rows.map((r) => ({
      key: [r.id],
      userIds: [r.user_id],
      cells: [r.id, r.user_id, r.user_name, r.side, r.operation_type, String(r.amount), String(r.fee), r.title, r.transaction_method_type, r.status, r.kyt_status, r.date_created],
    }));
  },
};

const users: ReportSource = {
  columns: ['Id', 'User name', 'E-mail', 'Status', 'User type', 'Locale', 'Blocked', 'Registered', 'Last login'],
  hasData: true,
  async batch(db, { filters: f, from, to }, after, size) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'user_name', 'email', 'status', 'user_type', 'locale', 'is_blocked', 'reg_date', 'last_login_date'])
      .where('is_deleted', '=', 0)
      .$if(after !== null, (q) => q.where('id', '>', after![0]!))
      .$if(!!ids(f, 'userIdList'), (q) => q.where('id', 'in', ids(f, 'userIdList')!))
      .$if(!!ids(f, 'statusList'), (q) => q.where('status', 'in', ids(f, 'statusList')!))
      .$if(!!ids(f, 'userTypeList'), (q) => q.where('user_type', 'in', ids(f, 'userTypeList')!))
      .$if(typeof f.isBlocked === 'boolean', (q) => q.where('is_blocked', '=', f.isBlocked ? 1 : 0))
      .$if(from !== null, (q) => q.where('reg_date', '>=', from!))
      .$if(to !== null, (q) => q.where('reg_date', '<=', to!))
      .orderBy('id')
      .limit(size)
      .execute();
    return rows.map((r) => ({
      key: [r.id],
      userIds: [r.id],
      cells: [r.id, r.user_name, r.email, r.status, r.user_type, r.locale, r.is_blocked === 1, r.reg_date, r.last_login_date],
    }));
  },
};

const chats: ReportSource = {
  columns: ['Id', 'First user id', 'Second user id', 'Created', 'Updated', 'Deleted'],
  hasData: true,
  async batch(db, { filters: f, from, to }, after, size) {
    const userIds = ids(f, 'userIdList');
    const rows = await db
      .selectFrom('private_chats')
      .select(['id', 'first_user_id', 'second_user_id', 'date_created', 'date_updated', 'date_deleted'])
      .$if(after !== null, (q) => q.where('id', '>', after![0]!))
      .$if(!!userIds, (q) => q.where((eb) => eb.or([eb('first_user_id', 'in', userIds!), eb('second_user_id', 'in', userIds!)])))
      .$if(from !== null, (q) => q.where('date_created', '>=', from!))
      .$if(to !== null, (q) => q.where('date_created', '<=', to!))
      .orderBy('id')
      .limit(size)
      .execute();
    return rows.map((r) => ({
      key: [r.id],
      userIds: [r.first_user_id, r.second_user_id],
      cells: [r.id, r.first_user_id, r.second_user_id, r.date_created, r.date_updated, r.date_deleted],
    }));
  },
};

const operations: ReportSource = {
  columns: ['Id', 'Entry type', 'Account', 'User id', 'Currency', 'Amount', 'Trade id', 'Transaction id', 'Admin id', 'Created'],
  hasData: true,
  async batch(db, { filters: f, from, to }, after, size) {
    const rows = await db
      .selectFrom('ledger_entries as e')
      .leftJoin('currencies as c', 'c.id', 'e.currency_id')
      .select(['e.id', 'e.entry_type', 'e.account', 'e.user_id', 'c.title', 'e.amount', 'e.trade_id', 'e.transaction_id', 'e.admin_id', 'e.created_at'])
      .$if(after !== null, (q) => q.where('e.id', '>', after![0]!))
      .$if(!!ids(f, 'userIdList'), (q) => q.where('e.user_id', 'in', ids(f, 'userIdList')!))
      .$if(!!ids(f, 'currencyIdList'), (q) => q.where('e.currency_id', 'in', ids(f, 'currencyIdList')!))
      .$if(!!strings(f, 'entryTypeList'), (q) => q.where('e.entry_type', 'in', strings(f, 'entryTypeList')!))
      .$if(!!strings(f, 'accountList'), (q) => q.where('e.account', 'in', strings(f, 'accountList')! as never[]))
      .$if(from !== null, (q) => q.where('e.created_at', '>=', from!))
      .$if(to !== null, (q) => q.where('e.created_at', '<=', to!))
      .orderBy('e.id')
      .limit(size)
      .execute();
    return rows.map((r) => ({
      key: [r.id],
      userIds: r.user_id === null ? [] : [r.user_id],
      cells: [r.id, r.entry_type, r.account, r.user_id, r.title, String(r.amount), r.trade_id, r.transaction_id, r.admin_id, r.created_at],
    }));
  },
};

const orders: ReportSource = {
  columns: ['Id', 'User id', 'Status', 'From currency', 'To currency', 'From amount', 'To amount', 'Rate', 'Held', 'Created', 'Updated'],
  hasData: true,
  async batch(db, { filters: f, from, to }, after, size) {
    const rows = await db
      .selectFrom('exchange_orders as o')
      .leftJoin('currencies as fc', 'fc.id', 'o.from_currency_id')
      .leftJoin('currencies as tc', 'tc.id', 'o.to_currency_id')
      .select(['o.id', 'o.user_id', 'o.status', 'fc.title as from_title', 'tc.title as to_title', 'o.from_amount', 'o.to_amount', 'o.rate', 'o.is_held', 'o.date_created', 'o.date_updated'])
      .$if(after !== null, (q) => q.where('o.id', '>', after![0]!))
      .$if(!!ids(f, 'userIdList'), (q) => q.where('o.user_id', 'in', ids(f, 'userIdList')!))
      .$if(!!strings(f, 'statusList'), (q) => q.where('o.status', 'in', strings(f, 'statusList')!))
      .$if(from !== null, (q) => q.where('o.date_created', '>=', from!))
      .$if(to !== null, (q) => q.where('o.date_created', '<=', to!))
      .orderBy('o.id')
      .limit(size)
      .execute();
    return rows.map((r) => ({
      key: [r.id],
      userIds: [r.user_id],
      cells: [r.id, r.user_id, r.status, r.from_title, r.to_title, String(r.from_amount), String(r.to_amount), String(r.rate), r.is_held === 1, r.date_created, r.date_updated],
    }));
  },
};

const userActions: ReportSource = {
  columns: ['Id', 'User id', 'Action', 'IP', 'Client type', 'Details', 'Created'],
  hasData: true,
  async batch(db, { filters: f, from, to }, after, size) {
    const rows = await db
      .selectFrom('user_actions')
      .select(['id', 'user_id', 'action', 'ip', 'client_type', 'details', 'date_created'])
      .$if(after !== null, (q) => q.where('id', '>', after![0]!))
      .$if(!!ids(f, 'userIdList'), (q) => q.where('user_id', 'in', ids(f, 'userIdList')!))
      .$if(!!strings(f, 'actionList'), (q) => q.where('action', 'in', strings(f, 'actionList')!))
      .$if(from !== null, (q) => q.where('date_created', '>=', from!))
      .$if(to !== null, (q) => q.where('date_created', '<=', to!))
      .orderBy('id')
      .limit(size)
      .execute();
    return rows.map((r) => ({ key: [r.id], userIds: [r.user_id], cells: [r.id, r.user_id, r.action, r.ip, r.client_type, r.details, r.date_created] }));
  },
};

/** Balances keyed by (user, currency): the period does not apply (a balance is a current value). */
async function balanceBatch(db: Executor, f: ReportFilters, after: readonly number[] | null, size: number) {
  return db
    .selectFrom('balances as b')
    .leftJoin('currencies as c', 'c.id', 'b.currency_id')
    .select(['b.user_id', 'b.currency_id', 'c.title', 'b.available', 'b.locked', 'b.date_updated'])
    .$if(after !== null, (q) =>
      q.where((eb) => eb.or([eb('b.user_id', '>', after![0]!), eb.and([eb('b.user_id', '=', after![0]!), eb('b.currency_id', '>', after![1]!)])])),
    )
    .$if(!!ids(f, 'userIdList'), (q) => q.where('b.user_id', 'in', ids(f, 'userIdList')!))
    .$if(!!ids(f, 'currencyIdList'), (q) => q.where('b.currency_id', 'in', ids(f, 'currencyIdList')!))
    .orderBy('b.user_id')
    .orderBy('b.currency_id')
    .limit(size)
    .execute();
}

const balancesInfo: ReportSource = {
  columns: ['User id', 'Currency', 'Available', 'Locked', 'Updated'],
  hasData: true,
  async batch(db, { filters }, after, size) {
    const rows = await balanceBatch(db, filters, after, size);
    return rows.map((r) => ({
      key: [r.user_id, r.currency_id],
      userIds: [r.user_id],
      cells: [r.user_id, r.title, String(r.available), String(r.locked), r.date_updated],
    }));
  },
};

const p2pDeals: ReportSource = {
  columns: ['Id', 'Offer type', 'Seller id', 'Buyer id', 'Crypto', 'Fiat', 'Amount', 'Price', 'Fiat amount', 'Service fee', 'Status', 'Arbitration result', 'Created', 'Closed'],
  hasData: true,
  async batch(db, { filters: f, from, to }, after, size) {
    const userIds = ids(f, 'userIdList');
    const rows = await db
      .selectFrom('p2p_trades as t')
      .leftJoin('currencies as cc', 'cc.id', 't.crypto_currency_id')
      .leftJoin('currencies as fc', 'fc.id', 't.fiat_currency_id')
      .select([
        't.id', 't.offer_type', 't.seller_id', 't.buyer_id', 'cc.title as crypto', 'fc.title as fiat', 't.amount', 't.price', 't.fiat_amount', 't.service_fee',
        't.status', 't.arbitration_result', 't.date_created', 't.date_closed',
      ])
      .$if(after !== null, (q) => q.where('t.id', '>', after![0]!))
      .$if(!!userIds, (q) => q.where((eb) => eb.or([eb('t.seller_id', 'in', userIds!), eb('t.buyer_id', 'in', userIds!)])))
      .$if(!!ids(f, 'statusList'), (q) => q.where('t.status', 'in', ids(f, 'statusList')!))
      .$if(!!ids(f, 'cryptoCurrencyIdList'), (q) => q.where('t.crypto_currency_id', 'in', ids(f, 'cryptoCurrencyIdList')!))
      .$if(!!ids(f, 'fiatCurrencyIdList'), (q) => q.where('t.fiat_currency_id', 'in', ids(f, 'fiatCurrencyIdList')!))
      .$if(from !== null, (q) => q.where('t.date_created', '>=', from!))
      .$if(to !== null, (q) => q.where('t.date_created', '<=', to!))
      .orderBy('t.id')
      .limit(size)
      .execute();
    return rows.map((r) => ({
      key: [r.id],
      userIds: [r.seller_id, r.buyer_id],
      cells: [
        r.id, r.offer_type, r.seller_id, r.buyer_id, r.crypto, r.fiat, String(r.amount), String(r.price), String(r.fiat_amount), String(r.service_fee),
        r.status, r.arbitration_result, r.date_created, r.date_closed,
      ],
    }));
  },
};

/**
 * Per-type row sources. TotalBalances is aggregated by the worker from the BalancesInfo rows
 * (see `aggregate` in the service), so it streams too. Trades (spot), referral incomes, staking
 * logs and P2P offers have no tables in this product yet: their reports complete with no rows.
 */
export const REPORT_SOURCES: Record<ReportType, ReportSource> = {
  TotalBalances: { ...balancesInfo, columns: ['Currency', 'Available', 'Locked', 'Users'] },
  Users: users,
  chats,
  Transactions: transactions,
  Operations: operations,
  Trades: empty(['Id', 'Market', 'User id', 'Side', 'Price', 'Amount', 'Fee', 'Created']),
  Orders: orders,
  UserActions: userActions,
  ReferralProgramIncomes: empty(['Id', 'Referral program', 'Owner id', 'User id', 'Income type', 'Currency', 'Amount', 'Created']),
  StakingLogs: empty(['Id', 'User id', 'Log type', 'Currency', 'Amount', 'Percent', 'Created']),
  BalancesInfo: balancesInfo,
  P2pDeals: p2pDeals,
  P2pOffers: empty(['Id', 'User id', 'Type', 'Crypto', 'Fiat', 'Price', 'Min', 'Max', 'Status', 'Created']),
};
