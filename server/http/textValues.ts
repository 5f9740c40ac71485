/**
 * Query, path, header and multipart values arrive as text. Ajv's own coercion takes anything
 * `Number()` reads (`0x10`, `1e2`, `7.0`, ` 5`), so values are converted here instead, by the
 * schema and only from their plain decimal spelling; anything else stays text and the strict
 * validator then refuses it as the wrong type. Runs before that validator, in place.
 */

type Schema = Record<string, unknown>;

const INTEGER = /^-?\d{1,20}$/;
const NUMBER = /^-?\d{1,20}(\.\d{1,20})?$/;

function typesOf(schema: Schema | undefined): string[] {
  const type = schema?.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

function convertScalar(value: string, types: string[]): unknown {
  if (types.includes('string')) return value;
  if (types.includes('integer') && INTEGER.test(value)) return Number(value);
  if (types.includes('number') && NUMBER.test(value)) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function convert(value: unknown, schema: Schema | undefined): unknown {
  const types = typesOf(schema);
  if (types.includes('array')) {
    const items = (Array.isArray(value) ? value : [value]) as unknown[];
    const itemSchema = schema?.items as Schema | undefined;
    return items.map((item) => (typeof item === 'string' ? convertScalar(item, typesOf(itemSchema)) : item));
  }
  return typeof value === 'string' ? convertScalar(value, types) : value;
}

/** Converts the properties of a text-valued object (query, params, headers, form fields) in place. */
export function convertTextValues(data: unknown, schema: Schema): void {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return;
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const record = data as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (Object.hasOwn(properties, key)) record[key] = convert(record[key], properties[key]);
  }
}

export interface NulError {
  keyword: 'nul';
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

/**
 * The first string (value or key) holding a NUL character, anywhere in the data: no field of the
 * three contracts allows one, PostgreSQL text refuses it and full-text search breaks on it.
 */
export function findNul(data: unknown, path = ''): NulError | null {
  if (typeof data === 'string') {
    return data.includes('\u0000') ? { keyword: 'nul', instancePath: path, schemaPath: '#', params: {}, message: 'must not contain NUL characters' } : null;
  }
  if (!data || typeof data !== 'object' || Buffer.isBuffer(data)) return null;
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      const found = findNul(data[i], `${path}/${i}`);
      if (found) return found;
    }
    return null;
  }
  for (const [key, value] of Object.entries(data)) {
    const here = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key.includes('\u0000')) return findNul(key, here);
    const found = findNul(value, here);
    if (found) return found;
  }
  return null;
}
