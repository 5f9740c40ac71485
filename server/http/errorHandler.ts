import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/domain/errors.ts';
import { ApiError } from './apiError.ts';
import { isMalformedForm } from './multipart.ts';
import { FORMAT_RULES } from './validation.ts';

/** v1 answers carry `result.Success/Error` beside the error object (docs/DECISIONS.md "Error envelopes and codes"). */
function isV1(url: string): boolean {
  return url.startsWith('/api/v1/');
}

/** The error envelope of the service a URL belongs to. */
export function errorPayload(url: string, error: ApiError) {
  const body = error.toBody();
  return isV1(url) ? { result: { Success: false, Error: body.message }, error: body } : { error: body };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  return reply.status(error.status).type('application/json').send(errorPayload(request.url, error));
}

/** Fastify's and its plugins' own 4xx errors (parsers, limits, multipart), by status. */
const PROTOCOL_ERRORS: Record<number, ErrorCode> = {
  400: ErrorCode.ValidationFailed,
  406: ErrorCode.UnsupportedMediaType,
  408: ErrorCode.RequestTimeout,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  431: ErrorCode.HeadersTooLarge,
};

/** Maps every failure to the contract's envelope; 5xx never reveal internals. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendError(request, reply, error);
    if (error.validation) {
      // A field declared on both sides of an `allOf` breaks its rule twice: one issue, said once.
      const issues = [...new Map(error.validation.map((v) => [`${v.instancePath}|${v.keyword}|${JSON.stringify(v.params)}`, v])).values()];
      const details = issues.map((v) => ({
        path: `${error.validationContext ?? ''}${v.instancePath || ''}`,
        message: describeValidation(v),
      }));
      // One broken rule that the contract words in the spec's own text: that text is the message the
      // console shows (e.g. "Invalid IP address"), as when the service itself refuses the value.
      const only = issues.length === 1 ? issues[0]! : undefined;
      const own = only ? specMessage(only) : undefined;
      return sendError(request, reply, new ApiError(ErrorCode.ValidationFailed, {}, details, own, only ? formatRule(only)?.reason : undefined));
    }
    if (isMalformedForm(request, error)) {
      return sendError(request, reply, new ApiError(ErrorCode.ValidationFailed, {}, [{ path: 'body', message: `Malformed multipart body: ${error.message}` }]));
    }
    const status = error.statusCode ?? 500;
    const protocol = PROTOCOL_ERRORS[status];
    // The rest of a slow body may never come: the connection closes after the answer.
    if (status === 408) reply.header('connection', 'close');
    if (protocol !== undefined) return sendError(request, reply, new ApiError(protocol, {}, [{ path: 'body', message: error.message }]));
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new ApiError(ErrorCode.Unexpected));
  });
}

type ValidationIssue = { keyword: string; message?: string; params: Record<string, unknown>; parentSchema?: Record<string, unknown> };

/** The contract format a value broke (a name with invisible characters, an unknown time zone), if any. */
function formatRule(v: ValidationIssue) {
  return v.keyword === 'format' ? FORMAT_RULES[String(v.params.format)] : undefined;
}

function specMessage(v: ValidationIssue): string | undefined {
  const format = formatRule(v);
  if (format) return format.message;
  const own = v.parentSchema?.['x-error-message'];
  return typeof own === 'string' && v.keyword !== 'type' && v.keyword !== 'required' ? own : undefined;
}

function describeValidation(v: ValidationIssue): string {
  // A field may name the spec's own message for its limits (e.g. the 512-character chat message).
  const own = specMessage(v);
  if (own) return own;
  if (v.keyword === 'additionalProperties') return `must NOT have additional property '${String(v.params.additionalProperty)}'`;
  if (v.keyword === 'required') return `must have required property '${String(v.params.missingProperty)}'`;
  return v.message ?? v.keyword;
}
