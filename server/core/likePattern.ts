import { sql, type RawBuilder } from 'kysely';

/**
 * `LIKE` pattern text with its own wildcards (`%`, `_`) and the escape character taken literally:
 * each is escaped with `\`. PostgreSQL's default escape character is `\`; SQLite has none, so there
 * the query must say `ESCAPE '\'` for the escapes to hold.
 */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The `LIKE` pattern of a search for `text` anywhere in a value (its wildcards taken literally). */
export function containsPattern(text: string): string {
  return `%${likeEscape(text)}%`;
}

/**
 * The right-hand side of `value LIKE …` for a search for `text` anywhere in the value, with its
 * `ESCAPE '\'`, so that a searched `_`, `%` or `\` is taken literally on SQLite as on PostgreSQL.
 */
export function containsMatch(text: string): RawBuilder<string> {
  return sql<string>`${containsPattern(text)} escape '\\'`;
}
