import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';
import { columnTypes } from '../columns.ts';

/**
 * Money (issue 11): deposits and withdrawals with their status history, the held part of every
 * balance (`balances.locked`, a withdrawal's amount from its request until it completes or is
 * released), users' deposit addresses, the platform's wallets and the codes. Every list filter and
 * sort of the transactions, balances, wallets and codes screens has an index.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    const { col, idTable, indexes, listIndexes } = schemaKit(db, dialect);
    await db.schema.alterTable('balances').addColumn('locked', t.money, (c) => c.notNull().defaultTo('0')).execute();

    await idTable('transactions', {
      user_id: col.ref('users'),
      side: col.varchar(3),
      operation_type: col.varchar(32),
      transaction_method_type: col.opt.varchar(64),
      currency_id: col.ref('currencies'),
      // Always positive; the side gives the sign on screen. A withdrawal's amount includes its fee.
      amount: col.money,
      fee: col.default.money('0'),
      estimated: col.opt.money,
      rate: col.opt.money,
      order_id: col.opt.int,
      payment_id: col.opt.varchar(1024),
      receiver: col.opt.varchar(1024),
      requisites: col.opt.varchar(1024),
      requisites_status: col.opt.varchar(16),
      hash: col.opt.varchar(1024),
      status: col.varchar(32),
      kyt_status: col.opt.varchar(16),
      anti_fraud: col.default.bool(0),
      confirmation_date: col.opt.timestamp,
      balance_before: col.opt.money,
      balance_after: col.opt.money,
      admin_comment: col.opt.varchar(1024),
      user_comment: col.opt.varchar(1024),
      blockchain_comment: col.opt.varchar(1024),
      date_created: col.timestamp,
      status_changed_at: col.timestamp,
      // Bumped by every change: an action applies only to the version it read (one winner in a race).
      version: col.default.int(0),
    }).execute();
    await listIndexes('transactions', {
      status_currency_date: ['status', 'currency_id'],
      currency_date: 'currency_id',
      user_date: 'user_id',
      kyt_date: 'kyt_status',
      side_date: 'side',
      type_date: 'operation_type',
    });

    await idTable('transaction_status_history', {
      transaction_id: col.owner('transactions'),
      action: col.varchar(32),
      status: col.varchar(32),
      kyt_status: col.opt.varchar(16),
      requisites_status: col.opt.varchar(16),
      admin_id: col.opt.ref('admins'),
      comment: col.opt.varchar(1024),
      date_created: col.timestamp,
    }).execute();
    await indexes('transaction_status_history', { tx: ['transaction_id', 'id'] });

    await db.schema.alterTable('ledger_entries').addColumn('transaction_id', 'integer', (c) => c.references('transactions.id')).execute();
    await indexes('ledger_entries', { transaction: ['transaction_id', 'id'] });

    await idTable('user_addresses', {
      user_id: col.ref('users'),
      currency_id: col.ref('currencies'),
      address: col.varchar(1024),
      tag: col.opt.varchar(255),
      network: col.opt.varchar(64),
      date_created: col.timestamp,
    }).execute();
    await indexes('user_addresses', { user: ['user_id', 'currency_id', 'id'] });

    await idTable('wallets', {
      user_id: col.ref('users'),
      currency_id: col.ref('currencies'),
      address: col.varchar(1024),
      // What the chain reports for the address; not a ledger account (the ledger's asset leg is).
      balance: col.money,
      is_main: col.default.bool(0),
      date_created: col.timestamp,
    }).execute();
    await indexes('wallets', { user: ['user_id', 'currency_id'], currency: ['currency_id', 'user_id'] });

    await idTable('codes', {
      code: col.unique.varchar(128),
      currency_id: col.ref('currencies'),
      amount: col.money,
      status: col.varchar(16),
      creator_id: col.ref('users'),
      redeemer_id: col.opt.ref('users'),
      date_created: col.timestamp,
      date_redeemed: col.opt.timestamp,
    }).execute();
    await listIndexes('codes', { status_date: 'status', creator: 'creator_id' });
  };
}
