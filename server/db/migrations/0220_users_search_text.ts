import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * PostgreSQL's users search on one stored, lower-cased text (issue 26, users search at a million
 * rows): `lower(user_name) || '\n' || lower(email)`, with one trigram index in place of the two
 * on user_name and email. A broad search ("anna", 3 % of users) is counted up to the list's cap by
 * reading rows; `ILIKE` case-folds every row it reads (about 1.7 µs a row, 67 ms for a capped count
 * at a million users), a plain `LIKE` on the stored text does not (8-28 ms). `ILIKE` on a multibyte
 * database is `lower(text) LIKE lower(pattern)`, so the matches are the same. The newline keeps a
 * match from running from the user name into the e-mail. SQLite keeps its FTS5 trigram table.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    if (dialect !== 'postgres') return;
    await sql`ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (lower(user_name) || chr(10) || lower(email)) STORED`.execute(db);
    await sql`CREATE INDEX users_search_text_trgm ON users USING gin (search_text gin_trgm_ops)`.execute(db);
    await sql`DROP INDEX users_user_name_trgm`.execute(db);
    await sql`DROP INDEX users_email_trgm`.execute(db);
  };
}
