import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/domain/errors.ts';
import { ApiError } from './apiError.ts';

/** v1 answers carry `result.Success/Error` beside the error object (ARCHITECTURE "Project decisions"). */
function isV1(url: string): boolean {
  return url.startsWith('/api/v1/');
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  const body = error.toBody();
  const payload = isV1(request.url) ? { result: { Success: false, Error: body.message }, error: body } : { error: body };
  return reply.status(error.status).type('application/json').send(payload);
}

/** Maps every failure to the contract's envelope; 5xx never reveal internals. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendError(request, reply, error);
    if (error.validation) {
      const details = error.validation.map((v) => ({
        path: `${error.validationContext ?? ''}${v.instancePath || ''}`,
        message: describeValidation(v),
      }));
      return sendError(request, reply, new ApiError(ErrorCode.ValidationFailed, {}, details));
    }
    const status = error.statusCode ?? 500;
    if (status === 415 || status === 400 || status === 413) {
      return sendError(request, reply, new ApiError(ErrorCode.ValidationFailed, {}, [{ path: 'body', message: error.message }]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new ApiError(ErrorCode.Unexpected));
  });
}

function describeValidation(v: { keyword: string; message?: string; params: Record<string, unknown>; parentSchema?: Record<string, unknown> }): string {
  // A field may name the spec's own message for its limits (e.g. the 512-character chat message).
  const own = v.parentSchema?.['x-error-message'];
  if (typeof own === 'string' && v.keyword !== 'type' && v.keyword !== 'required') return own;
  if (v.keyword === 'additionalProperties') return `must NOT have additional property '${String(v.params.additionalProperty)}'`;
  if (v.keyword === 'required') return `must have required property '${String(v.params.missingProperty)}'`;
  return v.message ?? v.keyword;
}
