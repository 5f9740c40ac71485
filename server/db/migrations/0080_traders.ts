import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * The traders module: traders' transactions and exchange orders (statuses in src/domain/traders.ts).
 * Money a transaction or order takes from a user is held on the ledger's `hold` account from its
 * creation until it is completed or cancelled; `is_held` says whether that hold is still open.
 * Ledger entries name what they belong to in `ref` ('tx:<id>', 'xo:<id>'). Every list filter has an index.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, idTable, indexes, listIndexes } = schemaKit(db, dialect);
    await idTable('trader_transactions', {
      user_id: col.ref('users'),
      tx_type: col.varchar(16),
      status: col.varchar(16),
      currency_id: col.ref('currencies'),
      amount: col.money,
      is_held: col.bool,
      address: col.opt.varchar(1024),
      tx_hash: col.opt.varchar(1024),
      comment: col.opt.varchar(1024),
      ...col.stamps,
    }).execute();
    await listIndexes('trader_transactions', { status: 'status', type: 'tx_type', user: 'user_id', currency: 'currency_id' });
    await indexes('trader_transactions', { address: ['address'] });

    await idTable('exchange_orders', {
      user_id: col.ref('users'),
      status: col.varchar(16),
      from_currency_id: col.ref('currencies'),
      to_currency_id: col.ref('currencies'),
      from_amount: col.money,
      to_amount: col.money,
      rate: col.money,
      is_held: col.bool,
      comment: col.opt.varchar(1024),
      ...col.stamps,
    }).execute();
    await listIndexes('exchange_orders', { status: 'status', user: 'user_id' });

    await db.schema.alterTable('ledger_entries').addColumn('ref', 'varchar(32)').execute();
    await indexes('ledger_entries', { ref: ['ref', 'id'] });
  };
}
