/**
 * Prints, per service, how many of the spec's calls (openapi/inventory.yaml) the contracts
 * declare and how many the server implements, then lists the rest by name; then the operations no
 * screen calls (a static scan of src/), each with its reason from openapi/uncalled.yaml.
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
  const unexplained = coverage.uncalled.filter((u) => u.reason === null);
  console.log(`\nCalled by a screen: ${coverage.called} of ${t.declared}. Called by no screen (${coverage.uncalled.length}), each with its reason (openapi/uncalled.yaml):`);
  for (const u of coverage.uncalled) console.log(`  ${u.id}\n      ${u.reason ?? 'NO REASON: call it from a screen or give the reason in openapi/uncalled.yaml'}`);
  if (coverage.staleReasons.length) console.log(`\nReasons kept for operations a screen now calls (remove them): ${coverage.staleReasons.join(', ')}`);
  if (unexplained.length || coverage.staleReasons.length) process.exitCode = 1;
}
