import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/domain/errors.ts';
import { ApiError } from './apiError.ts';
import { flattenMultipartBody, installMultipart, multipartOptionsFor } from './multipart.ts';
import type { RequestShape } from './requestShape.ts';

/**
 * The request pipeline every contract operation shares, in the order a request meets it:
 * `onRequest` — the token (routes.ts), then the body's declared media type and size, before a
 * byte of the body is read; parsing — JSON with a depth guard, multipart through busboy;
 * `preValidation` — a required body present; validation — one strict validator (validation.ts).
 */

/** Deeper than any body of the three contracts (the deepest, a saved filter, is about 6). */
export const MAX_JSON_DEPTH = 32;

const badRequest = (message: string) => new ApiError(ErrorCode.ValidationFailed, {}, [{ path: 'body', message }]);

/** Whether a JSON text nests arrays/objects deeper than `limit`; one pass over the characters, no parse. */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Media type without parameters, lower case: `application/json; charset=utf-8` → `application/json`. */
function essence(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * A body that stops arriving answers 408 after `timeoutMs`. Node's own `requestTimeout` does not
 * cut a request whose headers were read, so the stream being read fails with a 408 error instead:
 * Fastify's body reader and busboy both listen for it and hand it to the error handler.
 */
function cutSlowBodies(app: FastifyInstance, timeoutMs: number) {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!hasBody(request) || request.raw.complete) return payload;
    const timer = setTimeout(() => {
      if (request.raw.complete) return;
      const error = Object.assign(new Error(`The request body did not arrive within ${timeoutMs} ms`), { statusCode: 408 });
      if (request.raw.listenerCount('error') > 0) request.raw.emit('error', error);
      else request.raw.socket?.destroy();
    }, timeoutMs);
    timer.unref();
    request.raw.once('end', () => clearTimeout(timer));
    request.raw.once('close', () => clearTimeout(timer));
    return payload;
  });
}

/** Parsers for the only media types the contracts declare; anything else never reaches a parser. */
export async function installRequestPipeline(app: FastifyInstance, options: { requestTimeoutMs: number }) {
  cutSlowBodies(app, options.requestTimeoutMs);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) return done(badRequest(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    parseJson(request, text, done);
  });
  await installMultipart(app);
}

/** Route options that hold an operation's requests to its contract's body rules. */
export function bodyRouteOptions(shape: RequestShape) {
  const checkBody = async (request: FastifyRequest) => {
    const length = Number(request.headers['content-length'] ?? 0);
    // Fastify checks this too, but not for multipart, which busboy streams past `bodyLimit`.
    if (length > shape.bodyLimit) throw new ApiError(ErrorCode.PayloadTooLarge, {}, [{ path: 'body', message: `at most ${shape.bodyLimit} bytes` }]);
    if (!hasBody(request)) {
      if (shape.bodyRequired) throw badRequest('a request body is required');
      return;
    }
    const type = essence(request.headers['content-type']);
    if (!shape.contentTypes.includes(type)) {
      const expected = shape.contentTypes.length ? `expected ${shape.contentTypes.join(' or ')}` : 'this operation takes no body';
      throw new ApiError(ErrorCode.UnsupportedMediaType, {}, [{ path: 'body', message: `${type || 'no content type'}: ${expected}` }]);
    }
  };
  const requireBody = async (request: FastifyRequest) => {
    // A chunked request may still turn out empty.
    if (shape.bodyRequired && (request.body === undefined || request.body === null)) throw badRequest('a request body is required');
  };
  return {
    bodyLimit: shape.bodyLimit,
    onRequest: checkBody,
    preValidation: [async (request: FastifyRequest) => flattenMultipartBody(request), requireBody],
    multipartOptions: shape.maxFiles ? multipartOptionsFor(shape) : undefined,
  };
}
