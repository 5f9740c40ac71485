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
