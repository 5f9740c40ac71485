import { readConfigOrExit } from '../../config.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';

const config = readConfigOrExit();
const db = openDatabase(config.databaseUrl, { cacheMb: config.sqliteCacheMb, mmapMb: config.sqliteMmapMb });
const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Schema is up to date');
await db.close();
