import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { createUserSearchStructures } from '../userSearch.ts';

/** Substring search over user name and e-mail (trigram index), prefix lookups and user counts (see userSearch.ts). */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    await createUserSearchStructures(db, dialect);
  };
}
