import { sql, type Kysely } from 'kysely';
import type { Dialect } from './database.ts';

/**
 * What keeps the users list fast at a million rows, beside the sort indexes:
 * - a trigram index over user name and e-mail for substring search: an FTS5 table with the trigram
 *   tokenizer on SQLite (contentless, rowid = users.id), on PostgreSQL a pg_trgm GIN index (since
 *   migration 0220 one, on the stored lower-cased `search_text`; this first migration made two);
 * - indexes on lower(user_name) and lower(email) for the exact user-name lookup and for 1–2
 *   character searches, which a trigram index cannot answer (prefix match instead);
 * - `table_counts`: live and deleted user counts kept by triggers, so the unfiltered list's total
 *   is one row read instead of a count over a million rows.
 * The SQLite search index holds live users only (removed users leave it), so it counts a search's
 * matches by itself; the few removed users are searched by scanning them.
 * The seed drops the triggers for its bulk load and rebuilds both in one statement each after it.
 */
export const USER_COUNT_LIVE = 'users_live';
export const USER_COUNT_DELETED = 'users_deleted';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKysely = Kysely<any>;

export async function createUserSearchStructures(db: AnyKysely, dialect: Dialect) {
  await sql`CREATE TABLE table_counts (name varchar(64) PRIMARY KEY, n bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO table_counts (name, n) VALUES (${USER_COUNT_LIVE}, 0), (${USER_COUNT_DELETED}, 0)`.execute(db);
  if (dialect === 'postgres') {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX users_user_name_trgm ON users USING gin (user_name gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX users_email_trgm ON users USING gin (email gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX users_user_name_lower ON users (lower(user_name) text_pattern_ops)`.execute(db);
    await sql`CREATE INDEX users_email_lower ON users (lower(email) text_pattern_ops)`.execute(db);
    // The list's sorts with its tie-breaker and null placement (missing dates last when descending),
    // which PostgreSQL, unlike SQLite, does not get from the plain (is_deleted, date) indexes.
    await sql`CREATE INDEX users_sort_reg_date ON users (is_deleted, reg_date DESC, id DESC)`.execute(db);
    await sql`CREATE INDEX users_sort_last_login ON users (is_deleted, last_login_date DESC NULLS LAST, id DESC)`.execute(db);
    await sql`CREATE INDEX users_sort_verification_request ON users (is_deleted, verification_request_date DESC NULLS LAST, id DESC)`.execute(db);
    await sql.raw(`
      CREATE FUNCTION users_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE table_counts SET n = n + 1 WHERE name = CASE WHEN NEW.is_deleted = 1 THEN '${USER_COUNT_DELETED}' ELSE '${USER_COUNT_LIVE}' END;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE table_counts SET n = n - 1 WHERE name = CASE WHEN OLD.is_deleted = 1 THEN '${USER_COUNT_DELETED}' ELSE '${USER_COUNT_LIVE}' END;
        ELSIF NEW.is_deleted <> OLD.is_deleted THEN
          UPDATE table_counts SET n = n + CASE WHEN NEW.is_deleted = 1 THEN -1 ELSE 1 END WHERE name = '${USER_COUNT_LIVE}';
          UPDATE table_counts SET n = n + CASE WHEN NEW.is_deleted = 1 THEN 1 ELSE -1 END WHERE name = '${USER_COUNT_DELETED}';
        END IF;
        RETURN NULL;
      END $$`).execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE users_fts USING fts5(user_name, email, content='', contentless_delete=1, tokenize='trigram')`.execute(db);
    await sql`CREATE INDEX users_user_name_lower ON users (lower(user_name))`.execute(db);
    await sql`CREATE INDEX users_email_lower ON users (lower(email))`.execute(db);
  }
  await createUserTriggers(db, dialect);
}

/** Triggers that keep the search index (SQLite) and the user counts in step with `users`. */
export async function createUserTriggers(db: AnyKysely, dialect: Dialect) {
  if (dialect === 'postgres') {
    await sql`CREATE TRIGGER users_count AFTER INSERT OR DELETE OR UPDATE OF is_deleted ON users FOR EACH ROW EXECUTE FUNCTION users_count_changes()`.execute(db);
    return;
  }
  await sql.raw(`
    CREATE TRIGGER users_after_insert AFTER INSERT ON users BEGIN
      INSERT INTO users_fts (rowid, user_name, email) SELECT new.id, new.user_name, new.email WHERE new.is_deleted = 0;
      UPDATE table_counts SET n = n + 1 WHERE name = CASE new.is_deleted WHEN 1 THEN '${USER_COUNT_DELETED}' ELSE '${USER_COUNT_LIVE}' END;
    END`).execute(db);
  await sql.raw(`
    CREATE TRIGGER users_after_rename AFTER UPDATE OF user_name, email ON users BEGIN
      DELETE FROM users_fts WHERE rowid = old.id;
      INSERT INTO users_fts (rowid, user_name, email) SELECT new.id, new.user_name, new.email WHERE new.is_deleted = 0;
    END`).execute(db);
  await sql.raw(`
    CREATE TRIGGER users_after_delete_flag AFTER UPDATE OF is_deleted ON users WHEN old.is_deleted <> new.is_deleted BEGIN
      DELETE FROM users_fts WHERE rowid = new.id;
      INSERT INTO users_fts (rowid, user_name, email) SELECT new.id, new.user_name, new.email WHERE new.is_deleted = 0;
      UPDATE table_counts SET n = n + (CASE new.is_deleted WHEN 1 THEN -1 ELSE 1 END) WHERE name = '${USER_COUNT_LIVE}';
      UPDATE table_counts SET n = n + (CASE new.is_deleted WHEN 1 THEN 1 ELSE -1 END) WHERE name = '${USER_COUNT_DELETED}';
    END`).execute(db);
  await sql.raw(`
    CREATE TRIGGER users_after_delete AFTER DELETE ON users BEGIN
      DELETE FROM users_fts WHERE rowid = old.id;
      UPDATE table_counts SET n = n - 1 WHERE name = CASE old.is_deleted WHEN 1 THEN '${USER_COUNT_DELETED}' ELSE '${USER_COUNT_LIVE}' END;
    END`).execute(db);
}

export async function dropUserTriggers(db: AnyKysely, dialect: Dialect) {
  if (dialect === 'postgres') {
    await sql`DROP TRIGGER IF EXISTS users_count ON users`.execute(db);
    return;
  }
  for (const name of ['users_after_insert', 'users_after_rename', 'users_after_delete_flag', 'users_after_delete']) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  }
}

/**
 * After a bulk load or a reset with the triggers off: rebuilds the search index in one statement
 * and recounts the users, then turns the triggers back on.
 */
export async function rebuildUserSearch(db: AnyKysely, dialect: Dialect) {
  if (dialect === 'sqlite') {
    await sql`INSERT INTO users_fts (users_fts) VALUES ('delete-all')`.execute(db);
    // In rowid order (a table scan; `+` keeps an is_deleted index from reordering it): FTS5 builds
    // its doclists far faster from ascending rowids.
    await sql`INSERT INTO users_fts (rowid, user_name, email) SELECT id, user_name, email FROM users WHERE +is_deleted = 0 ORDER BY id`.execute(db);
    await sql`INSERT INTO users_fts (users_fts) VALUES ('optimize')`.execute(db);
  }
  await sql`DELETE FROM table_counts WHERE name IN (${USER_COUNT_LIVE}, ${USER_COUNT_DELETED})`.execute(db);
  await sql`
    INSERT INTO table_counts (name, n)
    SELECT ${USER_COUNT_LIVE}, count(*) FROM users WHERE is_deleted = 0
    UNION ALL
    SELECT ${USER_COUNT_DELETED}, count(*) FROM users WHERE is_deleted = 1`.execute(db);
  await dropUserTriggers(db, dialect);
  await createUserTriggers(db, dialect);
}
