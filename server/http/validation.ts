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
    // Errors carry their schema, so a contract's `x-error-message` (the spec's own text) can be answered.
    verbose: true,
    ...options,
  });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'x-implemented' });
  ajv.addKeyword({ keyword: 'x-error-message' });
  return ajv;
}

export function installValidation(app: FastifyInstance) {
  const strict = makeAjv({ coerceTypes: false });
  const coercing = makeAjv({ coerceTypes: 'array' });
  // Form fields (multipart) arrive as text like query values, so they are coerced too.
  app.setValidatorCompiler(({ schema, httpPart, contentType }: { schema: object; httpPart?: string; contentType?: string }) =>
    httpPart === 'body' && contentType !== 'multipart/form-data' ? strict.compile(schema) : coercing.compile(schema),
  );
}
