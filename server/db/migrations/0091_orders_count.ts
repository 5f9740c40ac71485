import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/** The `table_counts` row holding how many orders exist (read by the orders list's unfiltered total). */
export const ORDER_COUNT = 'orders';

/**
 * The orders list's default view (every order, newest first, with its total) counted a million
 * rows per request: its p95 missed 25 ms on a loaded machine. Triggers keep the count in
 * `table_counts` instead, as for the users. PostgreSQL counts per statement (a bulk load or a
 * reset changes the row once, not once per order); SQLite has only row triggers.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    await sql`INSERT INTO table_counts (name, n) SELECT ${ORDER_COUNT}, count(*) FROM orders`.execute(db);
    if (dialect === 'postgres') {
      await sql.raw(`
        CREATE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE table_counts SET n = n + (SELECT count(*) FROM inserted) WHERE name = '${ORDER_COUNT}'; RETURN NULL; END $$`).execute(db);
      await sql.raw(`
        CREATE FUNCTION orders_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE table_counts SET n = n - (SELECT count(*) FROM deleted) WHERE name = '${ORDER_COUNT}'; RETURN NULL; END $$`).execute(db);
      await sql.raw(`
        CREATE FUNCTION orders_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE table_counts SET n = 0 WHERE name = '${ORDER_COUNT}'; RETURN NULL; END $$`).execute(db);
      await sql`CREATE TRIGGER orders_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION orders_count_inserted()`.execute(db);
      await sql`CREATE TRIGGER orders_count_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION orders_count_deleted()`.execute(db);
      await sql`CREATE TRIGGER orders_count_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION orders_count_truncated()`.execute(db);
      return;
    }
    await sql.raw(`CREATE TRIGGER orders_count_insert AFTER INSERT ON orders BEGIN UPDATE table_counts SET n = n + 1 WHERE name = '${ORDER_COUNT}'; END`).execute(db);
    await sql.raw(`CREATE TRIGGER orders_count_delete AFTER DELETE ON orders BEGIN UPDATE table_counts SET n = n - 1 WHERE name = '${ORDER_COUNT}'; END`).execute(db);
  };
}
