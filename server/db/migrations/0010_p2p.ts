import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * P2P deals and their money: trades with their status history; balances per user and currency,
 * escrow per trade, platform accounts (the P2P fee account) and the ledger every move is written
 * to; the trade group chats with their messages and attached files (kept in user_files); feedback
 * with its history. Every list filter and sort of the P2P and arbitrator screens has an index.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    await withId(db.schema.createTable('p2p_trades'), dialect)
      .addColumn('offer_id', 'integer')
      .addColumn('offer_type', 'varchar(4)', (c) => c.notNull())
      .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('crypto_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('fiat_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      // Crypto the seller sells (held in escrow from FundsFrozen); the buyer receives amount - service_fee.
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('service_fee', t.money, (c) => c.notNull())
      // The fee rate agreed when the deal was made (0.005 = 0.5 %), so an amount edit keeps it.
      .addColumn('fee_rate', t.money, (c) => c.notNull())
      .addColumn('price', t.money, (c) => c.notNull())
      .addColumn('fiat_amount', t.money, (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('arbitrator_id', 'integer', (c) => c.references('admins.id'))
      .addColumn('arbitration_result', 'varchar(16)')
      .addColumn('arbitration_comment', 'varchar(1024)')
      .addColumn('arbitrator_call_date', t.timestamp)
      .addColumn('comment', 'varchar(1024)')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .addColumn('date_closed', t.timestamp)
      .execute();
    await db.schema.createIndex('p2p_trades_date').on('p2p_trades').columns(['date_created', 'id']).execute();
    await db.schema.createIndex('p2p_trades_status_date').on('p2p_trades').columns(['status', 'date_created']).execute();
    await db.schema.createIndex('p2p_trades_arbitrator').on('p2p_trades').columns(['arbitrator_id', 'status', 'date_created']).execute();
    await db.schema.createIndex('p2p_trades_seller').on('p2p_trades').columns(['seller_id', 'date_created']).execute();
    await db.schema.createIndex('p2p_trades_buyer').on('p2p_trades').columns(['buyer_id', 'date_created']).execute();
    await db.schema.createIndex('p2p_trades_crypto').on('p2p_trades').columns(['crypto_currency_id', 'date_created']).execute();
    await db.schema.createIndex('p2p_trades_fiat').on('p2p_trades').columns(['fiat_currency_id', 'date_created']).execute();
    await db.schema.createIndex('p2p_trades_offer').on('p2p_trades').column('offer_id').execute();

    await withId(db.schema.createTable('p2p_trade_status_history'), dialect)
      .addColumn('trade_id', 'integer', (c) => c.notNull().references('p2p_trades.id').onDelete('cascade'))
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
      .addColumn('comment', 'varchar(1024)')
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('p2p_trade_status_history_trade').on('p2p_trade_status_history').columns(['trade_id', 'id']).execute();

    await db.schema
      .createTable('balances')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('available', t.money, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('balances_pk', ['user_id', 'currency_id'])
      .execute();
    await db.schema.createIndex('balances_currency').on('balances').column('currency_id').execute();

    await db.schema
      .createTable('platform_balances')
      .addColumn('account', 'varchar(32)', (c) => c.notNull())
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('platform_balances_pk', ['account', 'currency_id'])
      .execute();

    await db.schema
      .createTable('p2p_escrow')
      .addColumn('trade_id', 'integer', (c) => c.primaryKey().references('p2p_trades.id'))
      .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('status', 'varchar(8)', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_closed', t.timestamp)
      .execute();
    await db.schema.createIndex('p2p_escrow_currency_status').on('p2p_escrow').columns(['currency_id', 'status']).execute();

    await withId(db.schema.createTable('ledger_entries'), dialect)
      .addColumn('entry_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('account', 'varchar(16)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('amount', t.money, (c) => c.notNull())
      .addColumn('trade_id', 'integer', (c) => c.references('p2p_trades.id'))
      .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ledger_entries_user').on('ledger_entries').columns(['user_id', 'currency_id', 'id']).execute();
    await db.schema.createIndex('ledger_entries_trade').on('ledger_entries').columns(['trade_id', 'id']).execute();
    await db.schema.createIndex('ledger_entries_currency').on('ledger_entries').columns(['currency_id', 'account']).execute();

    await withId(db.schema.createTable('group_chats'), dialect)
      .addColumn('trade_id', 'integer', (c) => c.notNull().unique().references('p2p_trades.id').onDelete('cascade'))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('group_chat_messages'), dialect)
      .addColumn('chat_id', 'integer', (c) => c.notNull().references('group_chats.id').onDelete('cascade'))
      .addColumn('member_type', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
      .addColumn('message', 'varchar(512)', (c) => c.notNull())
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('group_chat_messages_chat').on('group_chat_messages').columns(['chat_id', 'id']).execute();

    await db.schema
      .createTable('group_chat_files')
      .addColumn('message_id', 'integer', (c) => c.notNull().references('group_chat_messages.id').onDelete('cascade'))
      .addColumn('user_file_id', 'integer', (c) => c.notNull().references('user_files.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('group_chat_files_pk', ['message_id', 'user_file_id'])
      .execute();
    await db.schema.createIndex('group_chat_files_file').on('group_chat_files').column('user_file_id').execute();

    await withId(db.schema.createTable('p2p_feedback'), dialect)
      .addColumn('trade_id', 'integer', (c) => c.notNull().references('p2p_trades.id'))
      .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('to_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('comment', 'varchar(1024)')
      .addColumn('influence', 'varchar(8)', (c) => c.notNull())
      .addColumn('initiator', 'varchar(8)', (c) => c.notNull())
      .addColumn('is_deleted', t.bool, (c) => c.notNull().defaultTo(0))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('p2p_feedback_list').on('p2p_feedback').columns(['is_deleted', 'id']).execute();
    await db.schema.createIndex('p2p_feedback_to').on('p2p_feedback').columns(['to_user_id', 'id']).execute();
    await db.schema.createIndex('p2p_feedback_from').on('p2p_feedback').columns(['from_user_id', 'id']).execute();
    await db.schema.createIndex('p2p_feedback_trade').on('p2p_feedback').column('trade_id').execute();
    await db.schema.createIndex('p2p_feedback_influence').on('p2p_feedback').columns(['influence', 'id']).execute();

    await withId(db.schema.createTable('p2p_feedback_history'), dialect)
      .addColumn('feedback_id', 'integer', (c) => c.notNull().references('p2p_feedback.id').onDelete('cascade'))
      .addColumn('action', 'varchar(8)', (c) => c.notNull())
      .addColumn('comment', 'varchar(1024)')
      .addColumn('influence', 'varchar(8)', (c) => c.notNull())
      .addColumn('admin_id', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_created', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('p2p_feedback_history_feedback').on('p2p_feedback_history').columns(['feedback_id', 'id']).execute();
  };
}
