import { describe, expect, it } from 'vitest';
import { loadContract, SERVICES, type Service } from '../../server/http/contracts.ts';
import { resolveSchema } from './contractSchemas.ts';

type Schema = Record<string, unknown>;

/**
 * What a write accepts, the matching read must be able to return (issue 26, item 10: `cmcId` −1
 * accepted by CurrencyInput and refused by Currency broke the currencies list). Pairs are derived
 * from the contracts: every component `XInput` (what a create or update takes) with its `X` (what
 * the lists and cards answer). For every field both declare, the write's bounds must lie within the
 * read's: minimum, maximum, minLength, maxLength, enum, pattern and format.
 */
function properties(service: Service, schema: Schema | undefined): Record<string, Schema> {
  const resolved = resolveSchema(service, schema);
  if (!resolved) return {};
  const own = (resolved.properties ?? {}) as Record<string, Schema>;
  const inherited = ((resolved.allOf ?? []) as Schema[]).map((part) => properties(service, part));
  return Object.assign({}, ...inherited, own);
}

/** A field's own constraints, through $ref and a nullable `anyOf`/`oneOf` of one schema and null. */
function constraints(service: Service, schema: Schema): Schema {
  let s = resolveSchema(service, schema) ?? {};
  const alternatives = ((s.anyOf ?? s.oneOf) as Schema[] | undefined)?.map((a) => resolveSchema(service, a) ?? {}).filter((a) => a.type !== 'null');
  if (alternatives?.length === 1) s = { ...alternatives[0], ...s };
  return s;
}

const types = (s: Schema) => new Set((Array.isArray(s.type) ? s.type : [s.type]).filter((t) => t && t !== 'null'));

function widerThan(write: Schema, read: Schema): string[] {
  const out: string[] = [];
  // A field written in one form and answered in another (unix seconds in, an ISO date out) is a
  // conversion, not the same value: nothing to compare.
  const [w, r] = [types(write), types(read)];
  if (w.size && r.size && ![...w].some((t) => r.has(t) || (t === 'integer' && r.has('number')))) return out;
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const lower = (s: Schema, key: 'minimum' | 'minLength') => num(s[key]);
  if (lower(read, 'minimum') !== undefined && !(lower(write, 'minimum')! >= lower(read, 'minimum')!)) out.push(`minimum ${write.minimum} < ${read.minimum}`);
  if (num(read.maximum) !== undefined && !(num(write.maximum)! <= num(read.maximum)!)) out.push(`maximum ${write.maximum} > ${read.maximum}`);
  if (num(read.minLength) !== undefined && !(num(write.minLength)! >= num(read.minLength)!)) out.push(`minLength ${write.minLength} < ${read.minLength}`);
  if (num(read.maxLength) !== undefined && !(num(write.maxLength)! <= num(read.maxLength)!)) out.push(`maxLength ${write.maxLength} > ${read.maxLength}`);
  if (Array.isArray(read.enum)) {
    const extra = Array.isArray(write.enum) ? write.enum.filter((v) => !(read.enum as unknown[]).includes(v)) : ['(any)'];
    if (extra.length) out.push(`enum values the read refuses: ${extra.join(', ')}`);
  }
  if (typeof read.pattern === 'string' && write.pattern !== read.pattern && !Array.isArray(write.enum)) out.push(`pattern ${String(write.pattern)} ≠ ${read.pattern}`);
  if (typeof read.format === 'string' && write.format !== read.format) out.push(`format ${String(write.format)} ≠ ${read.format}`);
  return out;
}

/** Fields the server converts between the write and the read, with where it does. */
const CONVERTED: Record<string, string> = {
  'ReportInput.dateFrom': 'a date or an ISO date-time in; reportPeriodBound (server/modules/reports) stores the ISO date-time the read answers',
  'ReportInput.dateTo': 'the same, at the end of the day',
};

describe('write schemas are no wider than their read schemas', () => {
  for (const service of SERVICES) {
    const schemas = ((loadContract(service).components as Schema | undefined)?.schemas ?? {}) as Record<string, Schema>;
    const pairs = Object.keys(schemas)
      .filter((name) => name.endsWith('Input') && schemas[name.slice(0, -'Input'.length)])
      .map((name) => [name, name.slice(0, -'Input'.length)] as const);
    if (!pairs.length) continue;
    it(`${service}: ${pairs.map(([w, r]) => `${w} → ${r}`).join(', ')}`, () => {
      const mismatches: string[] = [];
      for (const [writeName, readName] of pairs) {
        const write = properties(service, schemas[writeName]);
        const read = properties(service, schemas[readName]);
        for (const [field, writeField] of Object.entries(write)) {
          if (!read[field] || CONVERTED[`${writeName}.${field}`]) continue;
          for (const problem of widerThan(constraints(service, writeField), constraints(service, read[field]))) mismatches.push(`${writeName}.${field} → ${readName}.${field}: ${problem}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
