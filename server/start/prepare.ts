import type { Logger } from 'pino';
import type { ServerConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { isDatabaseEmpty, seedDemoData } from '../db/seed/index.ts';

/** Opens the configured database with its tuning. */
export function openConfiguredDatabase(config: ServerConfig): Db {
  return openDatabase(config.databaseUrl, { cacheMb: config.sqliteCacheMb, mmapMb: config.sqliteMmapMb });
}

/**
 * Brings the database up to date before any request is served: migrations, then demo data when
 * the database is empty and SEED allows it. Runs once per start (in the primary with WORKERS > 1).
 */
export async function prepareDatabase(db: Db, config: ServerConfig, log: Logger): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length) log.info({ migrations: applied }, `Applied migrations: ${applied.join(', ')}`);
  if (config.seed && (await isDatabaseEmpty(db))) {
    log.info(`Empty database: seeding demo data (${config.seedUsers} users)`);
    const report = await seedDemoData(db, { users: config.seedUsers });
    log.info({ ms: report.ms }, `Seeded in ${report.ms} ms`);
  }
}
