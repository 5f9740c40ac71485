import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Two validators: bodies are checked strictly (no type coercion, unknown fields kept so
 * `additionalProperties: false` rejects them rather than silently dropping them); query, path and
 * header values arrive as text, so they are coerced (and a single value becomes an array where the
 * contract wants one: array query parameters repeat the key).
 */
function makeAjv(options: Options) {
  const ajv = new Ajv.default({
    allErrors: true,
    strict: false,
    useDefaults: true,
    removeAdditional: false,
    ...options,
  });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'x-implemented' });
  return ajv;
}

export function installValidation(app: FastifyInstance) {
  const strict = makeAjv({ coerceTypes: false });
  const coercing = makeAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : coercing.compile(schema),
  );
}
