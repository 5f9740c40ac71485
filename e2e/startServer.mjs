// The browser suite's server: the development entry (server/main.ts through tsx) on a brand-new
// SQLite file each run. Deleting the file is the suite's business, so it happens here and the
// production entry has no switch that deletes a database. Run as
// `node --import tsx e2e/startServer.mjs` with DATABASE_URL=sqlite:<file under the temp folder>.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const url = process.env.DATABASE_URL ?? '';
const file = url.startsWith('sqlite:') ? path.resolve(url.slice('sqlite:'.length)) : '';
// Refuse anything but a throwaway file: this must never delete the real database.
if (!file.startsWith(os.tmpdir() + path.sep)) {
  console.error(`e2e/startServer.mjs: DATABASE_URL must be a SQLite file under ${os.tmpdir()}, not ${JSON.stringify(url)}`);
  process.exit(1);
}
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
await import('../server/main.ts');
