import { openDatabase } from '../database.ts';
import { copyDatabase } from '../copy.ts';
import { parseArgs } from './args.ts';

/**
 * npm run db:copy -- --from sqlite:<file> --to postgres://… (or the other way): copies every row of
 * an installation into an empty database, then prints both sides' row counts and trial balances.
 * Exits 1 when a count differs or a currency does not balance.
 */
const args = parseArgs(process.argv.slice(2));
if (typeof args.from !== 'string' || typeof args.to !== 'string') {
  console.error('usage: npm run db:copy -- --from <sqlite:file | postgres://…> --to <sqlite:file | postgres://…>');
  process.exit(2);
}
const source = openDatabase(args.from);
const target = openDatabase(args.to);
try {
  const report = await copyDatabase(source, target, (line) => console.log(line));
  const differing = report.tables.filter((t) => t.source !== t.target);
  console.log(
    JSON.stringify({
      copy: `${source.dialect} → ${target.dialect}`,
      ms: report.ms,
      tables: report.tables.length,
      rows: report.tables.reduce((n, t) => n + t.target, 0),
      differingCounts: differing,
      unbalancedCurrencies: report.unbalanced,
    }),
  );
  process.exitCode = differing.length || report.unbalanced.source.length || report.unbalanced.target.length ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await source.close();
  await target.close();
}
