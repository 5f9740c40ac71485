/**
 * Gives every integer of the three contracts (and their shared components) a `minimum` and a
 * `maximum`, so no value outside what the server and both databases hold passes validation
 * (an offset of 2^63 or a date in year 10000 answered 500 or silently matched everything).
 * Rewrites the YAML in place, keeping its comments and layout; run again after adding fields.
 * `tests/contract/integerBounds.test.ts` fails while any integer is unbounded.
 *
 *   npx tsx scripts/boundContractIntegers.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isPair, isScalar, isSeq, parseDocument, type YAMLMap } from 'yaml';

/** Ids, counts, offsets: a PostgreSQL `integer` column. */
const INT32 = { minimum: -2147483648, maximum: 2147483647 };
/** Unix seconds: year 3000 at the latest (JavaScript dates end at 8.64e12 seconds; ISO text at year 9999). */
const UNIX_SECONDS_MAX = 32503680000;

function integerBoundsFor(name: string): { minimum: number; maximum: number } {
  if (/^(date|created)(From|To)$/.test(name)) return { minimum: 0, maximum: UNIX_SECONDS_MAX };
  return INT32;
}

const root = path.resolve(import.meta.dirname, '..');
const files = ['openapi/v2.yaml', 'openapi/v1.yaml', 'openapi/p2p.yaml', 'openapi/components/common.yaml'];

function isInteger(map: YAMLMap): boolean {
  const type: unknown = map.get('type', true);
  if (isScalar(type)) return type.value === 'integer';
  return isSeq(type) && type.items.some((item: unknown) => isScalar(item) && item.value === 'integer');
}

let added = 0;
for (const file of files) {
  const full = path.join(root, file);
  const doc = parseDocument(fs.readFileSync(full, 'utf8'));
  /** `name` is the property, parameter or component the node describes (what picks its bounds). */
  const visit = (node: unknown, name: string) => {
    if (isSeq(node)) return node.items.forEach((item) => visit(item, name));
    if (!isMap(node)) return;
    if (isInteger(node) && !node.has('enum') && !node.has('const')) {
      const bounds = integerBoundsFor(name);
      // Beside `type` and `minimum`, where a reader looks for them.
      const insertAfter = (after: string, key: string, value: number) => {
        const at = node.items.findIndex((pair) => isScalar(pair.key) && pair.key.value === after);
        node.items.splice(at + 1, 0, doc.createPair(key, value));
        added++;
      };
      if (!node.has('minimum')) insertAfter('type', 'minimum', bounds.minimum);
      if (!node.has('maximum')) insertAfter('minimum', 'maximum', bounds.maximum);
    }
    const parameterName = node.get('name');
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      if (key === 'properties' || key === 'schemas') {
        if (isMap(pair.value)) for (const p of pair.value.items) if (isPair(p) && isScalar(p.key)) visit(p.value, String(p.key.value));
      } else if (key === 'schema' && typeof parameterName === 'string') visit(pair.value, parameterName);
      else visit(pair.value, name);
    }
  };
  visit(doc.contents, '');
  fs.writeFileSync(full, doc.toString({ lineWidth: 0, flowCollectionPadding: false }));
}
console.log(`Added ${added} integer bounds`);
