import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The last TOTP time step (Unix seconds / 30) an admin signed in with (issue 23): a code of that
 * step or an earlier one is refused, so one code cannot open two sessions. Null until the first
 * sign-in with a code.
 */
export function up(_dialect: Dialect) {
  return async (db: Kysely<unknown>) => {
    await db.schema.alterTable('admins').addColumn('totp_last_step', 'integer').execute();
  };
}
