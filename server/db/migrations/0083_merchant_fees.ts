import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { schemaKit } from './shared/tables.ts';

/**
 * Merchant fees per currency, method and provider: the general fee (service_merchant_id 0) or one
 * service merchant's own. Each part (deposit, withdrawal) is set or not (its columns null); a row
 * with neither part is removed. Payment providers are a small list of their own.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    const { col, idTable } = schemaKit(db, dialect);
    await idTable('merchant_providers', {
      name: col.unique.varchar(64),
    }).execute();

    // A deposit part and a withdrawal part, each nullable as a whole.
    const parts = Object.fromEntries(
      ['deposit', 'withdrawal'].flatMap((part) => ['absolute', 'percent', 'min', 'max'].map((field) => [`${part}_${field}`, col.opt.money])),
    );
    await idTable('merchant_fees', {
      service_merchant_id: col.int,
      currency_id: col.ref('currencies'),
      method: col.varchar(64),
      provider: col.varchar(64),
      ...parts,
      updated_by: col.opt.ref('admins'),
      date_updated: col.timestamp,
    })
      .addUniqueConstraint('merchant_fees_key', ['service_merchant_id', 'currency_id', 'method', 'provider'])
      .execute();
  };
}
