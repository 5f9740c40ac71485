import type { Logger } from 'pino';
import type { ServerConfig } from '../config.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { isDatabaseEmpty, seedDemoData } from '../db/seed/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/staff.ts';

/** A demo account the start banner may show: it still signs in with the published password. */
export interface DemoSignIn {
  email: string;
  caption: string;
  password: string;
  /** The demo TOTP secret, when the account still has that one. */
  totpSecret: string | null;
}

/** Opens the configured database with its tuning. */
export function openConfiguredDatabase(config: ServerConfig): Db {
  return openDatabase(config.databaseUrl, { cacheMb: config.sqliteCacheMb, mmapMb: config.sqliteMmapMb });
}

/**
 * Brings the database up to date before any request is served: migrations, then demo data when
 * the database is empty and SEED allows it. Runs once per start (in the primary with WORKERS > 1).
 * Answers the demo accounts that still sign in with the published password, for the banner.
 */
export async function prepareDatabase(db: Db, config: ServerConfig, log: Logger): Promise<DemoSignIn[]> {
  const applied = await migrateToLatest(db);
  if (applied.length) log.info({ migrations: applied }, `Applied migrations: ${applied.join(', ')}`);
  if (await isDatabaseEmpty(db)) {
    if (config.seed) {
      log.info(`Empty database: seeding demo data (${config.seedUsers} users)`);
      const report = await seedDemoData(db, { users: config.seedUsers });
      log.info({ ms: report.ms }, `Seeded in ${report.ms} ms`);
    } else {
      log.warn('No staff account yet: create the first super admin with `npm run admin:create -- --email you@example.com` (or start with SEED=demo for demo data)');
    }
  }
  return demoSignIns(db);
}

/**
 * The demo accounts whose stored hash still matches the demo password (and TOTP secret): a
 * password changed since the seed, or an installation without demo data, shows nothing.
 */
export async function demoSignIns(db: Db): Promise<DemoSignIn[]> {
  const rows = await db.kysely
    .selectFrom('admins')
    .select(['email', 'password_hash', 'totp_secret', 'is_blocked'])
    .where('email', 'in', DEMO_ACCOUNTS.map((a) => a.email))
    .execute();
  // The hashes are checked side by side (argon2 runs on libuv's thread pool).
  const checked = await Promise.all(
    DEMO_ACCOUNTS.map(async (account): Promise<DemoSignIn | null> => {
      const row = rows.find((r) => r.email === account.email);
      if (!row || row.is_blocked || (account.totpSecret && row.totp_secret !== account.totpSecret)) return null;
      if (!(await verifyPassword(row.password_hash, DEMO_PASSWORD))) return null;
      return { email: account.email, caption: account.caption, password: DEMO_PASSWORD, totpSecret: account.totpSecret };
    }),
  );
  return checked.filter((a): a is DemoSignIn => a !== null);
}
