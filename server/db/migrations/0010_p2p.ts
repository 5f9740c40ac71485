import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * P2P deals and their money: trades with their status history; balances per user and currency,
 * escrow per trade, platform accounts (the P2P fee account) and the ledger every move is written
 * to; the trade group chats with their messages and attached files (kept in user_files); feedback
 * with its history. Every list filter and sort of the P2P and arbitrator screens has an index.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, table, keyedTable, idTable, indexes, listIndexes } = schemaKit(db, dialect);
    await idTable('p2p_trades', {
      offer_id: col.opt.int,
      offer_type: col.varchar(4),
      seller_id: col.ref('users'),
      buyer_id: col.ref('users'),
      crypto_currency_id: col.ref('currencies'),
      fiat_currency_id: col.ref('currencies'),
      // Crypto the seller sells (held in escrow from FundsFrozen); the buyer receives amount - service_fee.
      amount: col.money,
      service_fee: col.money,
      // The fee rate agreed when the deal was made (0.005 = 0.5 %), so an amount edit keeps it.
      fee_rate: col.money,
      price: col.money,
      fiat_amount: col.money,
      status: col.int,
      arbitrator_id: col.opt.ref('admins'),
      arbitration_result: col.opt.varchar(16),
      arbitration_comment: col.opt.varchar(1024),
      arbitrator_call_date: col.opt.timestamp,
      comment: col.opt.varchar(1024),
      ...col.stamps,
      date_closed: col.opt.timestamp,
    }).execute();
    await listIndexes('p2p_trades', {
      status_date: 'status',
      arbitrator: ['arbitrator_id', 'status'],
      seller: 'seller_id',
      buyer: 'buyer_id',
      crypto: 'crypto_currency_id',
      fiat: 'fiat_currency_id',
    });
    await indexes('p2p_trades', { offer: ['offer_id'] });

    await idTable('p2p_trade_status_history', {
      trade_id: col.owner('p2p_trades'),
      status: col.int,
      admin_id: col.opt.ref('admins'),
      comment: col.opt.varchar(1024),
      date_created: col.timestamp,
    }).execute();
    await indexes('p2p_trade_status_history', { trade: ['trade_id', 'id'] });

    await keyedTable('balances', ['user_id', 'currency_id'], {
      user_id: col.ref('users'),
      currency_id: col.ref('currencies'),
      available: col.money,
      date_updated: col.timestamp,
    }).execute();
    await indexes('balances', { currency: ['currency_id'] });

    await keyedTable('platform_balances', ['account', 'currency_id'], {
      account: col.varchar(32),
      currency_id: col.ref('currencies'),
      amount: col.money,
      date_updated: col.timestamp,
    }).execute();

    await table('p2p_escrow', {
      trade_id: col.primary.ref('p2p_trades'),
      seller_id: col.ref('users'),
      currency_id: col.ref('currencies'),
      amount: col.money,
      status: col.varchar(8),
      date_created: col.timestamp,
      date_closed: col.opt.timestamp,
    }).execute();
    await indexes('p2p_escrow', { currency_status: ['currency_id', 'status'] });

    await idTable('ledger_entries', {
      entry_type: col.varchar(32),
      account: col.varchar(16),
      user_id: col.opt.ref('users'),
      currency_id: col.ref('currencies'),
      amount: col.money,
      trade_id: col.opt.ref('p2p_trades'),
      admin_id: col.opt.ref('admins'),
      created_at: col.timestamp,
    }).execute();
    await indexes('ledger_entries', { user: ['user_id', 'currency_id', 'id'], trade: ['trade_id', 'id'], currency: ['currency_id', 'account'] });

    await idTable('group_chats', {
      trade_id: ['integer', (c) => c.notNull().unique().references('p2p_trades.id').onDelete('cascade')],
      date_created: col.timestamp,
    }).execute();

    await idTable('group_chat_messages', {
      chat_id: col.owner('group_chats'),
      member_type: col.int,
      user_id: col.opt.ref('users'),
      admin_id: col.opt.ref('admins'),
      message: col.varchar(512),
      date_created: col.timestamp,
    }).execute();
    await indexes('group_chat_messages', { chat: ['chat_id', 'id'] });

    await keyedTable('group_chat_files', ['message_id', 'user_file_id'], {
      message_id: col.owner('group_chat_messages'),
      user_file_id: col.owner('user_files'),
    }).execute();
    await indexes('group_chat_files', { file: ['user_file_id'] });

    await idTable('p2p_feedback', {
      trade_id: col.ref('p2p_trades'),
      from_user_id: col.ref('users'),
      to_user_id: col.ref('users'),
      comment: col.opt.varchar(1024),
      influence: col.varchar(8),
      initiator: col.varchar(8),
      is_deleted: col.default.bool(0),
      ...col.stamps,
    }).execute();
    await indexes('p2p_feedback', {
      list: ['is_deleted', 'id'],
      to: ['to_user_id', 'id'],
      from: ['from_user_id', 'id'],
      trade: ['trade_id'],
      influence: ['influence', 'id'],
    });

    await idTable('p2p_feedback_history', {
      feedback_id: col.owner('p2p_feedback'),
      action: col.varchar(8),
      comment: col.opt.varchar(1024),
      influence: col.varchar(8),
      admin_id: col.opt.ref('admins'),
      date_created: col.timestamp,
    }).execute();
    await indexes('p2p_feedback_history', { feedback: ['feedback_id', 'id'] });
  };
}
