import { mayCall } from '../../src/domain/operationAccess.ts';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRuleFor } from '../../server/auth/access.ts';
import { listContractOperations, type ContractOperation } from '../../server/http/contracts.ts';
import { MAX_JSON_DEPTH } from '../../server/http/requestPipeline.ts';
import { requestShapeOf } from '../../server/http/requestShape.ts';
import { implementedOperations } from '../../server/modules/index.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { badInputCases, badTexts, formData, integerBodyCases, nulBodyCases, requestBodySchema, resolveSchema, validText } from './contractSchemas.ts';
import { apiUrl, startTestServer, type TestServer } from './harness.ts';
import { VALID_BODIES } from './validBodies.ts';

/**
 * The request pipeline, driven by the three contracts: to every implemented operation, bad requests
 * of every kind the contracts let us derive — a missing body, each undeclared content type, bad form
 * fields, non-decimal and out-of-range integers in path, query, form and body, NUL characters,
 * over-deep and broken JSON, and anonymous calls with unreadable bodies. Every answer must be the
 * expected 4xx in the error envelope, and the database (row counts and a hash of every table) must
 * be exactly as before. No operation has code of its own here; `validBodies.ts` is data.
 */

type Schema = Record<string, unknown>;

interface PipelineCase {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  status: number;
  code: number;
  /** Text the validation details must contain (the field or parameter at fault). */
  mentions?: string;
}

const CONTENT_TYPES: Record<string, string | Buffer> = {
  'application/json': '{}',
  'multipart/form-data': '',
  'text/plain': 'hello',
  'application/x-www-form-urlencoded': 'limit=1000000000',
  'application/xml': '<a/>',
  'application/octet-stream': Buffer.from([0, 1, 2]),
};

const operations = listContractOperations().filter((o) => o.operationId in implementedOperations);
const json = (body: unknown) => JSON.stringify(body);
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

function parametersOf(op: ContractOperation, places: string[] = ['query', 'path']): Parameter[] {
  return ((op.operation.parameters ?? []) as Schema[]).map((p) => resolveSchema(op.service, p) as unknown as Parameter).filter((p) => places.includes(p.in));
}

/** The operation's URL with valid path values and every required query parameter, then `override`. */
function urlOf(op: ContractOperation, override: { name: string; in: string; value: string } | null = null): string {
  let path = op.path;
  const query: string[] = [];
  for (const p of parametersOf(op)) {
    const schema = resolveSchema(op.service, p.schema) ?? {};
    const value = override && override.name === p.name && override.in === p.in ? override.value : validText(schema);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.required || override?.name === p.name) query.push(`${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`);
  }
  return `${apiUrl(path)}${query.length ? `?${query.join('&')}` : ''}`;
}

/** Every bad request derived for one operation, with the answer it must get. */
function casesFor(op: ContractOperation, token: string): PipelineCase[] {
  const shape = requestShapeOf(op);
  const auth = { 'x-auth-token': token };
  const base = { method: op.method, url: urlOf(op) };
  const cases: PipelineCase[] = [];
  const bad = (name: string, rest: Omit<PipelineCase, 'name' | 'method' | 'url' | 'status' | 'code'> & { url?: string }) =>
    cases.push({ ...base, name, status: 400, code: ErrorCode.ValidationFailed, ...rest });

  // The token is checked before a byte of the body is read: an unreadable body still answers 401.
  if (accessRuleFor(op.operationId) !== 'public') {
    for (const [label, payload] of [['broken JSON', '{"broken":'], ['over-deep JSON', deepJson(10_000)]] as const) {
      cases.push({ ...base, name: `anonymous, ${label}`, headers: { 'content-type': 'application/json' }, payload, status: 401, code: ErrorCode.Unauthorized });
    }
  }
  // Bodies: required ones present, only declared media types.
  if (shape.bodyRequired) bad('no body', { headers: auth, mentions: 'body' });
  for (const [type, payload] of Object.entries(CONTENT_TYPES)) {
    if (shape.contentTypes.includes(type)) continue;
    const body = type === 'multipart/form-data' ? formData({ limit: '1000000000', fiatAmount: '0x10' }) : { payload, contentType: type };
    cases.push({ ...base, name: `undeclared ${type}`, headers: { ...auth, 'content-type': body.contentType }, payload: body.payload, status: 415, code: ErrorCode.UnsupportedMediaType });
  }
  cases.push({ ...base, name: 'over the body limit', headers: { ...auth, 'content-type': shape.contentTypes[0] ?? 'application/json' }, payload: ' '.repeat(shape.bodyLimit + 1), status: 413, code: ErrorCode.PayloadTooLarge });

  // Path and query values: strict decimal integers within bounds, no NUL, enums, dates (with a valid body).
  const schema = requestBodySchema(op.service, op.operation);
  const valid = VALID_BODIES[op.operationId] ?? {};
  const withBody = schema ? { headers: { ...auth, 'content-type': 'application/json' }, payload: json(valid) } : { headers: auth };
  for (const p of parametersOf(op)) {
    for (const [label, value] of badTexts(op.service, p.schema ?? {})) {
      if (p.in === 'path' && value === '') continue; // an empty segment is another URL
      bad(`${p.in} ${p.name}: ${label}`, { url: urlOf(op, { name: p.name, in: p.in, value }), ...withBody, mentions: p.name });
    }
  }

  // Declared headers (Idempotency-Key), by the lower-case names requests carry; a NUL cannot travel in a header.
  for (const p of parametersOf(op, ['header'])) {
    const name = p.name.toLowerCase();
    for (const [label, value] of badTexts(op.service, p.schema ?? {}).filter(([label]) => label !== 'NUL')) {
      bad(`header ${p.name}: ${label}`, { ...withBody, headers: { ...withBody.headers, [name]: value }, mentions: name });
    }
  }

  // JSON bodies: every field broken in turn, NUL, integers out of range, over-deep and broken JSON.
  if (schema) {
    const headers = { ...auth, 'content-type': 'application/json' };
    for (const c of [...badInputCases(op.service, schema, valid), ...integerBodyCases(op.service, schema, valid), ...nulBodyCases(op.service, schema, valid)]) {
      bad(`body ${c.name}`, { headers, payload: json(c.body), mentions: c.mentions });
    }
    bad(`body nested ${MAX_JSON_DEPTH + 1} deep`, { headers, payload: deepJson(MAX_JSON_DEPTH + 1), mentions: 'deeper' });
    bad('body not JSON', { headers, payload: '{"broken":' });
    bad('body null', { headers, payload: 'null' });
    bad('body an array', { headers, payload: '[]' });
  }

  // Multipart forms: each field broken in turn, with the others valid.
  const form = resolveSchema(op.service, ((resolveSchema(op.service, op.operation.requestBody as Schema)?.content as Schema | undefined)?.['multipart/form-data'] as Schema | undefined)?.schema as Schema);
  if (form) {
    const properties = (form.properties ?? {}) as Record<string, Schema>;
    const required = (form.required ?? []) as string[];
    const text = (raw: Schema) => (resolveSchema(op.service, raw) ?? {}).format !== 'binary' && (resolveSchema(op.service, raw) ?? {}).type !== 'array';
    const validForm = Object.fromEntries(Object.entries(properties).filter(([, s]) => text(s)).map(([k, s]) => [k, validText(resolveSchema(op.service, s) ?? {})]));
    const send = (name: string, fields: Record<string, string | string[]>, mentions?: string) => {
      const body = formData(fields);
      bad(`form ${name}`, { headers: { ...auth, 'content-type': body.contentType }, payload: body.payload, mentions });
    };
    for (const key of required) {
      const { [key]: _removed, ...rest } = validForm;
      send(`${key} missing`, rest, key);
    }
    for (const [key, raw] of Object.entries(properties).filter(([, s]) => text(s))) {
      for (const [label, value] of badTexts(op.service, raw)) send(`${key}: ${label}`, { ...validForm, [key]: value }, key);
      send(`${key} repeated`, { ...validForm, [key]: [validForm[key]!, validForm[key]!] }, key);
    }
    send('with an unknown field', { ...validForm, unexpectedField: '1' }, 'unexpectedField');
    send('not a form', {});
    const broken = { headers: { ...auth, 'content-type': 'multipart/form-data; boundary=zzz' }, payload: 'not a form' };
    bad('form without its boundary', broken);
  }
  return cases;
}

/** Row counts and a hash of every table's rows (in a stable order), on SQLite and PostgreSQL. */
async function databaseSnapshot(server: TestServer): Promise<Record<string, string>> {
  const k = server.db.kysely;
  const tables =
    server.db.dialect === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(k)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(k)).rows.map((r) => r.name);
  const snapshot: Record<string, string> = {};
  for (const table of tables.sort()) {
    // The sign-in request-rate counters (`rate:<address>`) count every request by design, valid or not;
    // the failure counters (every other key) must not move on bad input.
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(k)).rows.filter(
      (row) => !(table === 'sign_in_throttle' && String(row.key).startsWith('rate:')),
    );
    const lines = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))).sort();
    snapshot[table] = `${rows.length} rows, ${crypto.createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return snapshot;
}

let server: TestServer;
let token: string;
let superToken: string;
let tested = 0;
beforeAll(async () => {
  server = await startTestServer({ users: 40 });
  token = await server.signIn('admin@demo.local');
  // the few operations only the super admin may call (the four-eyes policy) are tested with theirs
  superToken = await server.signIn('super@demo.local');
});
afterAll(async () => {
  console.log(`request-pipeline cases tested: ${tested} on ${operations.length} implemented operations`);
  await server.close();
});

describe('bad requests to every implemented operation answer 4xx in the envelope and change nothing', () => {
  it('every implemented operation with a JSON body has a valid fixture', () => {
    const withBody = operations.filter((o) => requestBodySchema(o.service, o.operation));
    expect(withBody.map((o) => o.operationId).filter((id) => !(id in VALID_BODIES))).toEqual([]);
  });

  let before: Record<string, string>;
  it('takes the snapshot', async () => {
    before = await databaseSnapshot(server);
    expect(Object.keys(before).length).toBeGreaterThan(10);
  });

  for (const op of operations) {
    it(op.operationId, async () => {
      const failures: string[] = [];
      for (const c of casesFor(op, mayCall(op.operationId, 0) ? token : superToken)) {
        const res = await server.app.inject({ method: c.method as 'POST', url: c.url, headers: c.headers, ...(c.payload !== undefined ? { payload: c.payload } : {}) });
        tested++;
        let error: { status?: number; code?: number; details?: unknown } | undefined;
        try {
          error = res.json().error;
        } catch {
          error = undefined;
        }
        const v1Result = op.service === 'v1' && res.statusCode < 500 ? (res.json() as { result?: { Success?: boolean } }).result : { Success: false };
        const ok =
          res.statusCode === c.status &&
          error?.status === c.status &&
          error.code === c.code &&
          typeof (error as { reason?: unknown }).reason === 'string' &&
          v1Result?.Success === false &&
          (!c.mentions || JSON.stringify(error.details ?? '').includes(c.mentions));
        if (!ok) failures.push(`${c.name} (${c.url}): expected ${c.status}/${c.code}${c.mentions ? ` naming ${c.mentions}` : ''}, got ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('left the database exactly as it was', async () => {
    expect(await databaseSnapshot(server)).toEqual(before);
  });
});

describe('the valid fixtures pass the pipeline (so the bad variants test one thing each)', () => {
  for (const op of operations.filter((o) => requestBodySchema(o.service, o.operation))) {
    it(op.operationId, async () => {
      const res = await server.app.inject({ method: op.method as 'POST', url: urlOf(op), headers: { 'x-auth-token': token }, payload: VALID_BODIES[op.operationId] });
      expect(res.statusCode, res.body).not.toBe(415);
      expect(res.json().error?.code, res.body).not.toBe(ErrorCode.ValidationFailed);
    });
  }
});
