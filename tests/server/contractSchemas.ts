import { loadContract, type Service } from '../../server/http/contracts.ts';

type Schema = Record<string, unknown>;

/** Resolves a local `#/components/...` reference inside a bundled contract. */
export function resolveSchema(service: Service, schema: Schema | undefined): Schema | undefined {
  let current = schema;
  const doc = loadContract(service);
  for (let guard = 0; current && typeof current.$ref === 'string' && guard < 20; guard++) {
    const parts = (current.$ref as string).replace(/^#\//, '').split('/');
    current = parts.reduce<unknown>((node, key) => (node as Schema | undefined)?.[key], doc) as Schema | undefined;
  }
  return current;
}

export function requestBodySchema(service: Service, operation: Schema): Schema | undefined {
  const body = operation.requestBody as Schema | undefined;
  const content = (resolveSchema(service, body) as Schema | undefined)?.content as Record<string, { schema?: Schema }> | undefined;
  return resolveSchema(service, content?.['application/json']?.schema);
}

export interface BadInputCase {
  name: string;
  body: unknown;
  /** A JSON pointer fragment the validation details must mention. */
  mentions: string;
}

const WRONG_VALUE: Record<string, unknown> = { string: 12345, integer: 'not-a-number', number: 'not-a-number', boolean: 'yes', object: 'not-an-object', array: 'not-an-array' };

function typeOf(schema: Schema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  return type as string | undefined;
}

/**
 * Bad variants of a valid body, derived from its schema: each required field missing, each field
 * of the wrong type, each bounded string one character too long, and an unknown field wherever
 * the schema forbids extra properties. Walks nested objects.
 */
export function badInputCases(service: Service, schema: Schema, valid: Record<string, unknown>, prefix = ''): BadInputCase[] {
  const cases: BadInputCase[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const replace = (key: string, value: unknown) => ({ ...valid, [key]: value });
  const wrap = (inner: unknown) => inner;
  for (const key of (schema.required as string[] | undefined) ?? []) {
    const { [key]: _removed, ...rest } = valid;
    cases.push({ name: `${prefix}/${key} missing`, body: wrap(rest), mentions: key });
  }
  for (const [key, raw] of Object.entries(properties)) {
    const property = resolveSchema(service, raw) ?? {};
    const type = typeOf(property);
    if (type && type in WRONG_VALUE) cases.push({ name: `${prefix}/${key} of the wrong type`, body: replace(key, WRONG_VALUE[type]), mentions: key });
    if (type === 'string' && typeof property.maxLength === 'number') {
      cases.push({ name: `${prefix}/${key} longer than ${property.maxLength}`, body: replace(key, 'x'.repeat(property.maxLength + 1)), mentions: key });
    }
    for (const [label, value] of formatBreakers(property, valid[key])) cases.push({ name: `${prefix}/${key} ${label}`, body: replace(key, value), mentions: key });
    if (type === 'object' && valid[key] && typeof valid[key] === 'object' && property.properties) {
      for (const nested of badInputCases(service, property, valid[key] as Record<string, unknown>, `${prefix}/${key}`)) {
        cases.push({ ...nested, body: replace(key, nested.body) });
      }
    }
  }
  if (schema.additionalProperties === false) {
    cases.push({ name: `${prefix} with an unknown field`, body: replace('unexpectedField', 1), mentions: 'unexpectedField' });
  }
  return cases;
}

/**
 * Values that break a string's contract format (issue 23) and nothing else: a name that would look
 * like a valid one with a zero-width space, a bidi override or a BOM in it; an unknown time zone.
 */
export function formatBreakers(schema: Schema, valid: unknown): [string, string][] {
  const base = typeof valid === 'string' && valid !== '' ? valid.slice(0, 20) : 'USDT';
  if (schema.format === 'visible-text') {
    return [['with a zero-width space', `${base}\u200b`], ['with a right-to-left override', `\u202e${base}`], ['with a byte-order mark', `${base}\ufeff`]];
  }
  if (schema.format === 'time-zone') return [['an unknown time zone', 'Not/AZone']];
  return [];
}

/**
 * Cases derived field by field from a body's schema: `casesOf` gives a field's own cases (its name
 * with the path so far, and the value that replaces it), and object fields that the valid body fills
 * are walked the same way, each nested case put back into the whole body.
 */
function bodyFieldCases(
  service: Service,
  schema: Schema,
  valid: Record<string, unknown>,
  casesOf: (property: Schema, type: string | undefined) => [label: string, value: unknown][],
  prefix = '',
): BadInputCase[] {
  const cases: BadInputCase[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [key, raw] of Object.entries(properties)) {
    const property = resolveSchema(service, raw) ?? {};
    const type = typeOf(property);
    for (const [label, value] of casesOf(property, type)) cases.push({ name: `${prefix}/${key}${label}`, body: { ...valid, [key]: value }, mentions: key });
    if (type === 'object' && valid[key] && typeof valid[key] === 'object' && property.properties) {
      for (const nested of bodyFieldCases(service, property, valid[key] as Record<string, unknown>, casesOf, `${prefix}/${key}`)) {
        cases.push({ ...nested, body: { ...valid, [key]: nested.body } });
      }
    }
  }
  return cases;
}

/** Integer cases of a body, derived from its schema: out of range each way, 2^63 and a fraction. */
export function integerBodyCases(service: Service, schema: Schema, valid: Record<string, unknown>): BadInputCase[] {
  return bodyFieldCases(service, schema, valid, (property, type) => {
    const items = type === 'array' ? (resolveSchema(service, property.items as Schema) ?? {}) : undefined;
    const integer = type === 'integer' ? property : items && typeOf(items) === 'integer' ? items : undefined;
    if (!integer) return [];
    const wrap = (value: number) => (items ? [value] : value);
    const values: [string, number][] = [['2^63', 2 ** 63], ['a fraction', 7.5]];
    if (typeof integer.maximum === 'number') values.push([`above ${integer.maximum}`, integer.maximum + 1]);
    if (typeof integer.minimum === 'number') values.push([`below ${integer.minimum}`, integer.minimum - 1]);
    return values.map(([label, value]) => [` ${label}`, wrap(value)]);
  });
}

/** A NUL character in each string of a body (and in each string array), derived from its schema. */
export function nulBodyCases(service: Service, schema: Schema, valid: Record<string, unknown>): BadInputCase[] {
  return bodyFieldCases(service, schema, valid, (property, type) => {
    const itemType = type === 'array' ? typeOf(resolveSchema(service, property.items as Schema) ?? {}) : undefined;
    if (type === 'string') return [[' with NUL', 'ab\u0000c']];
    if (itemType === 'string') return [['[] with NUL', ['ab\u0000c']]];
    return [];
  });
}

/** Text values that must never pass as an integer of the given schema. */
export function badIntegerTexts(schema: Schema): [string, string][] {
  const texts: [string, string][] = [
    ['hex', '0x10'], ['exponent', '1e2'], ['fraction', '7.0'], ['plus sign', '+5'], ['padded', ' 5'], ['text', 'abc'], ['empty', ''],
    ['2^63', '9223372036854775808'],
  ];
  if (typeof schema.maximum === 'number') texts.push([`above ${schema.maximum}`, String(schema.maximum + 1)]);
  if (typeof schema.minimum === 'number') texts.push([`below ${schema.minimum}`, String(schema.minimum - 1)]);
  return texts;
}

/** A value of a text-valued schema (query, path, form field) that validation accepts. */
export function validText(schema: Schema): string {
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') return String(Math.max(typeof schema.minimum === 'number' ? schema.minimum : 1, 1));
  if (type === 'boolean') return 'true';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
  if (schema.format === 'date') return '2026-01-01';
  return 'a'.repeat(Math.max(Number(schema.minLength ?? 1), 1));
}

/** Bad text values for one text-valued schema (query, path or form field), each with its label. */
export function badTexts(service: Service, raw: Schema): [string, string][] {
  const schema = resolveSchema(service, raw) ?? {};
  const type = typeOf(schema);
  const items = type === 'array' ? (resolveSchema(service, schema.items as Schema) ?? {}) : undefined;
  const target = items ?? schema;
  const targetType = typeOf(target);
  const out: [string, string][] = [];
  if (targetType === 'integer') out.push(...badIntegerTexts(target));
  if (targetType === 'number') out.push(['hex', '0x10'], ['text', 'abc']);
  if (targetType === 'boolean') out.push(['not a boolean', 'maybe'], ['number', '1']);
  if (targetType === 'string') {
    out.push(['NUL', 'ab\u0000c']);
    if (Array.isArray(target.enum)) out.push(['not in the enum', 'notAValue']);
    if (typeof target.maxLength === 'number') out.push([`longer than ${target.maxLength}`, 'x'.repeat(target.maxLength + 1)]);
    if (target.format === 'date-time' || target.format === 'date') out.push(['not a date', 'yesterday'], ['year 10000', '10000-01-01T00:00:00Z']);
    out.push(...formatBreakers(target, undefined));
  }
  return out;
}

/** A multipart/form-data body of text fields (a repeated name for an array) and files. */
export function formData(fields: Record<string, string | string[]>, files: { field: string; name: string; type: string; data: Buffer }[] = []) {
  const boundary = 'pipelineBoundary7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    }
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
