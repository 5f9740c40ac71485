/**
 * Prints, per service, how many of the spec's calls (openapi/inventory.yaml) the contracts
 * declare and how many the server implements, then lists the rest by name.
 * `--json` prints the same as JSON.
 */
import { computeCoverage } from './coverage.ts';

const coverage = computeCoverage();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(coverage, null, 2));
} else {
  console.log('service  calls  declared  implemented');
  for (const s of coverage.services) {
    console.log(`${s.service.padEnd(8)} ${String(s.calls).padStart(5)} ${String(s.declared).padStart(9)} ${String(s.implemented).padStart(12)}`);
  }
  const t = coverage.total;
  console.log(`${'total'.padEnd(8)} ${String(t.calls).padStart(5)} ${String(t.declared).padStart(9)} ${String(t.implemented).padStart(12)}`);
  if (coverage.undeclared.length) {
    console.log(`\nIn the spec but not declared in a contract (${coverage.undeclared.length}):`);
    for (const id of coverage.undeclared) console.log(`  ${id}`);
  }
  if (coverage.notInInventory.length) {
    console.log(`\nDeclared but not in the inventory (${coverage.notInInventory.length}):`);
    for (const id of coverage.notInInventory) console.log(`  ${id}`);
  }
  console.log(`\nDeclared, not implemented yet — these answer 501 (${coverage.notImplemented.length}):`);
  for (const id of coverage.notImplemented) console.log(`  ${id}`);
}
