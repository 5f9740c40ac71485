import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';
import { columnTypes, withId } from '../columns.ts';

/**
 * Merchant fees per currency, method and provider: the general fee (service_merchant_id 0) or one
 * service merchant's own. Each part (deposit, withdrawal) is set or not (its columns null); a row
 * with neither part is removed. Payment providers are a small list of their own.
 */
export function up(dialect: Dialect) {
  const t = columnTypes(dialect);
  return async (db: Kysely<unknown>) => {
    const { idTable } = schemaKit(db, dialect);
    await idTable('merchant_providers', {
      name: ['varchar(64)', (c) => c.notNull().unique()],
    }).execute();

    let table = withId(db.schema.createTable('merchant_fees'), dialect)
      .addColumn('service_merchant_id', 'integer', (c) => c.notNull())
      .addColumn('currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
      .addColumn('method', 'varchar(64)', (c) => c.notNull())
      .addColumn('provider', 'varchar(64)', (c) => c.notNull());
    for (const part of ['deposit', 'withdrawal']) {
      for (const field of ['absolute', 'percent', 'min', 'max']) table = table.addColumn(`${part}_${field}`, t.money);
    }
    await table
      .addColumn('updated_by', 'integer', (c) => c.references('admins.id'))
      .addColumn('date_updated', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('merchant_fees_key', ['service_merchant_id', 'currency_id', 'method', 'provider'])
      .execute();
  };
}
