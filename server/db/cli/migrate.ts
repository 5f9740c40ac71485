import { readConfig } from '../../config.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';

const db = openDatabase(readConfig().databaseUrl);
const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Schema is up to date');
await db.close();
