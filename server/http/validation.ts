import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { isKnownTimeZone } from '../../src/domain/dates.ts';
import { hasInvisibleCharacters, INPUT_RULE_MESSAGES, type InputRuleReason } from '../../src/domain/inputRules.ts';
import { convertTextValues, findNul } from './textValues.ts';

/**
 * The contracts' own string formats (issue 23), each with the message and reason a request that
 * breaks it gets (errorHandler.ts): `time-zone` on every stored zone, `visible-text` on every
 * name or title an admin gives (currencies, markets, payment methods, tags, groups, admins…).
 */
export const FORMAT_RULES: Record<string, { test: (value: string) => boolean; message: string; reason: InputRuleReason }> = {
  'time-zone': { test: isKnownTimeZone, message: INPUT_RULE_MESSAGES.timeZoneUnknown, reason: 'timeZoneUnknown' },
  'visible-text': { test: (value) => !hasInvisibleCharacters(value), message: INPUT_RULE_MESSAGES.invisibleCharacters, reason: 'invisibleCharacters' },
};

/**
 * One strict validator for every part of a request: no type coercion by Ajv, unknown fields kept so
 * `additionalProperties: false` rejects them rather than silently dropping them. Query, path,
 * header and multipart values arrive as text and are converted first, only from their plain
 * decimal spelling (textValues.ts), and no string anywhere may hold a NUL character.
 */
function makeAjv(options: Options) {
  const ajv = new Ajv.default({
    allErrors: true,
    strict: false,
    useDefaults: true,
    removeAdditional: false,
    // Errors carry their schema, so a contract's `x-error-message` (the spec's own text) can be answered.
    verbose: true,
    ...options,
  });
  addFormats.default(ajv);
  for (const [name, rule] of Object.entries(FORMAT_RULES)) ajv.addFormat(name, { type: 'string', validate: rule.test });
  ajv.addKeyword({ keyword: 'x-implemented' });
  ajv.addKeyword({ keyword: 'x-error-message' });
  return ajv;
}

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/**
 * Compiles on the first call instead of at start. The three contracts declare some 350
 * operations, most of which a given console session never calls; compiling every request
 * validator and response serializer up front took about 90 MB of the server's memory.
 */
function lazily(compile: () => (data: unknown) => string): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => (compiled ??= compile())(data);
}

/** Parts whose values arrive as text (a multipart body's fields too). */
function isTextPart(httpPart: string | undefined, contentType: string | undefined): boolean {
  return httpPart !== 'body' || contentType === 'multipart/form-data';
}

/**
 * A declared header's schema as the request holds it: Node gives header names in lower case, the
 * contracts write them as the spec does (`Idempotency-Key`), and Fastify leaves the names alone
 * when the validator is its user's own. So every declared header parameter is checked by its name.
 */
export function lowerCaseHeaderNames(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = schema.properties as Record<string, unknown> | undefined;
  const required = schema.required as string[] | undefined;
  return {
    ...schema,
    ...(properties ? { properties: Object.fromEntries(Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value])) } : {}),
    ...(Array.isArray(required) ? { required: required.map((name) => name.toLowerCase()) } : {}),
  };
}

export function installValidation(app: FastifyInstance) {
  const ajv = makeAjv({ coerceTypes: false });
  app.setValidatorCompiler(({ schema: declared, httpPart, contentType }: { schema: object; httpPart?: string; contentType?: string }) => {
    const schema = httpPart === 'headers' ? lowerCaseHeaderNames(declared as Record<string, unknown>) : declared;
    const text = isTextPart(httpPart, contentType);
    let compiled: Validate | undefined;
    // Fastify reads `errors` from the function it called, so the wrapper carries them over.
    const validate: Validate = (data) => {
      if (text) convertTextValues(data, schema as Record<string, unknown>);
      const nul = findNul(data);
      if (nul) {
        validate.errors = [nul];
        return false;
      }
      compiled ??= ajv.compile(schema) as Validate;
      const valid = compiled(data);
      validate.errors = compiled.errors;
      return valid;
    };
    return validate;
  });
  // Responses are still serialized by their schema (fast-json-stringify drops any field the
  // contract does not declare), only compiled when a route first answers with that status.
  const compileSerializer = SerializerSelector()(undefined, {});
  app.setSerializerCompiler((route) => lazily(() => compileSerializer({ ...route, httpStatus: route.httpStatus ?? 'default' })));
}
