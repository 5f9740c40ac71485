import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * Money (issue 11): deposits and withdrawals with their status history, the held part of every
 * balance (`balances.locked`, a withdrawal's amount from its request until it completes or is
 * released), users' deposit addresses, the platform's wallets and the codes. Every list filter and
 * sort of the transactions, balances, wallets and codes screens has an index.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable('balances').addColumn('locked', t.money, (c) => c.notNull().defaultTo('0')).execute();

    await withId(db.schema.createTable('transactions'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('side', 'varchar(3)', (c) => c.notNull())
      .addColumn('operation_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('transaction_method_type', 'varchar(64)')
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      // Always positive; the side gives the sign on screen. A withdrawal's amount includes its fee.
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('fee', t.money, (c) => c.notNull().defaultTo('0'))
      .addColumn('estimated', t.money)
      .addColumn('rate', t.money)
      .addColumn('order_id', 'integer')
      .addColumn('payment_id', 'varchar(1024)')
      .addColumn('receiver', 'varchar(1024)')
      .addColumn('requisites', 'varchar(1024)')
      .addColumn('requisites_status', 'varchar(16)')
      .addColumn('hash', 'varchar(1024)')
      .addColumn('status', 'varchar(32)', (c) => c.notNull())
      .addColumn('kyt_status', 'varchar(16)')
      .addColumn('anti_fraud', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('confirmation_date', t.timestamp)
      .addColumn('balance_before', t.money)
      .addColumn('balance_after', t.money)
      .addColumn('admin_comment', 'varchar(1024)')
      .addColumn('user_comment', 'varchar(1024)')
      .addColumn('blockchain_comment', 'varchar(1024)')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('status_changed_at', t.timestamp, (c) => c.notNull())
      // Bumped by every change: an action applies only to the version it read (one winner in a race).
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    const idx = (name: string, columns: string[]) => db.schema.createIndex(name).on('transactions').columns(columns).execute();
    await idx('transactions_date', ['date_created', 'id']);
    await idx('transactions_status_currency_date', ['status', 'currency_id', 'date_created']);
    await idx('transactions_currency_date', ['currency_id', 'date_created']);
    await idx('transactions_user_date', ['user_id', 'date_created']);
    await idx('transactions_kyt_date', ['kyt_status', 'date_created']);
    await idx('transactions_side_date', ['side', 'date_created']);
    await idx('transactions_type_date', ['operation_type', 'date_created']);

    await withId(db.schema.createTable('transaction_status_history'), dialect)
      .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
      .addColumn('action', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'varchar(32)', (c) => c.notNull())
      .addColumn('kyt_status', 'varchar(16)')
      .addColumn('requisites_status', 'varchar(16)')
      .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
      .addColumn('comment', 'varchar(1024)')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('transaction_status_history_tx').on('transaction_status_history').columns(['transaction_id', 'id']).execute();

    await db.schema.alterTable('ledger_entries').addColumn('transaction_id', 'integer', (c) => c.references('transactions.id')).execute();
    await db.schema.createIndex('ledger_entries_transaction').on('ledger_entries').columns(['transaction_id', 'id']).execute();

    await withId(db.schema.createTable('user_addresses'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('address', 'varchar(1024)', (c) => c.notNull())
      .addColumn('tag', 'varchar(255)')
      .addColumn('network', 'varchar(64)')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_addresses_user').on('user_addresses').columns(['user_id', 'currency_id', 'id']).execute();

    await withId(db.schema.createTable('wallets'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('address', 'varchar(1024)', (c) => c.notNull())
      // What the chain reports for the address; not a ledger account (the ledger's asset leg is).
      .addColumn('balance', t.money, (c) => c.notNull())
      .addColumn('is_main', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('wallets_user').on('wallets').columns(['user_id', 'currency_id']).execute();
    await db.schema.createIndex('wallets_currency').on('wallets').columns(['currency_id', 'user_id']).execute();

    await withId(db.schema.createTable('codes'), dialect)
      .addColumn('code', 'varchar(128)', (c) => c.notNull().unique())
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('redeemer_id', 'integer', (c) => c.references('users.id'))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_redeemed', t.timestamp)
      .execute();
    await db.schema.createIndex('codes_date').on('codes').columns(['date_created', 'id']).execute();
    await db.schema.createIndex('codes_status_date').on('codes').columns(['status', 'date_created']).execute();
    await db.schema.createIndex('codes_creator').on('codes').columns(['creator_id', 'date_created']).execute();
  };
}
