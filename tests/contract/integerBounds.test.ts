import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config.ts';

const FILES = ['openapi/v2.yaml', 'openapi/v1.yaml', 'openapi/p2p.yaml', 'openapi/components/common.yaml'];

interface IntegerSchema {
  pointer: string;
  /** The property or parameter it describes. */
  name: string;
  schema: Record<string, unknown>;
}

/** Every integer schema in a document. */
function integersOf(node: unknown, pointer = '', name = ''): IntegerSchema[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => integersOf(item, `${pointer}/${i}`, name));
  if (!node || typeof node !== 'object') return [];
  const schema = node as Record<string, unknown>;
  const type = schema.type;
  const own = type === 'integer' || (Array.isArray(type) && type.includes('integer')) ? [{ pointer, name, schema }] : [];
  const inner = Object.entries(schema).flatMap(([key, value]) => {
    if (key === 'properties' && value && typeof value === 'object') {
      return Object.entries(value).flatMap(([property, sub]) => integersOf(sub, `${pointer}/properties/${property}`, property));
    }
    return integersOf(value, `${pointer}/${key}`, key === 'schema' && typeof schema.name === 'string' ? schema.name : name);
  });
  return [...own, ...inner];
}

const contracts = FILES.map((file) => ({ file, integers: integersOf(parse(fs.readFileSync(path.join(ROOT_DIR, file), 'utf8'))) }));

/**
 * Every integer of the three contracts is bounded, so out-of-range values (an offset of 2^63, a
 * date in year 10000) answer 400 instead of 500 or a silent match. `npx tsx
 * scripts/boundContractIntegers.ts` adds the bounds a new field lacks.
 */
describe('integer bounds in the contracts', () => {
  for (const { file, integers } of contracts) {
    it(`${file}: every integer has a minimum and a maximum (or an enum)`, () => {
      expect(integers.length).toBeGreaterThan(0);
      const unbounded = integers
        .filter(({ schema: s }) => s.enum === undefined && s.const === undefined)
        .filter(({ schema: s }) => !Number.isSafeInteger(s.minimum) || !Number.isSafeInteger(s.maximum) || (s.minimum as number) > (s.maximum as number))
        .map(({ pointer }) => pointer);
      expect(unbounded).toEqual([]);
    });
  }

  it('dates in Unix seconds stop at year 3000 (JavaScript dates and ISO text end soon after)', () => {
    const dates = contracts.flatMap(({ file, integers }) => integers.filter((i) => /^(date|created)(From|To)$/.test(i.name)).map((i) => ({ ...i, file })));
    expect(dates.length).toBeGreaterThan(10);
    for (const { file, pointer, schema } of dates) expect(schema.maximum as number, `${file}#${pointer}`).toBeLessThanOrEqual(32503680000);
  });
});
